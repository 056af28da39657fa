/**
 * The settings of `npm run load:cluster` (from the environment), its mix and the shapes its
 * parts hand each other.
 */
export const SECONDS = Number(process.env['LOAD_SECONDS'] ?? 60);
/** Seconds of the same load before the measured ones, to warm fresh instances up. */
export const WARMUP = Number(process.env['LOAD_WARMUP_SECONDS'] ?? 10);
/**
 * Requests per second offered, on a fixed schedule (an open loop: a slow answer does not hold
 * the next request back, and latency counts from when a request was due). `max` instead sends as
 * fast as the cluster answers on LOAD_CONNECTIONS connections (a closed loop): the capacity.
 */
export const RATE =
  process.env['LOAD_RATE'] === 'max' ? null : Number(process.env['LOAD_RATE'] ?? 600);
export const CONNECTIONS = Number(process.env['LOAD_CONNECTIONS'] ?? (RATE === null ? 16 : 64));
export const CUSTOMERS = 48;
export const NAMES = [
  'Lucía',
  'Mateo',
  'Valeria',
  'Diego',
  'Camila',
  'Sebastián',
  'Ximena',
  'Joaquín',
];
export const SURNAMES = [
  'Quispe',
  'Flores',
  'Huamán',
  'Rojas',
  'Mendoza',
  'Vargas',
  'Chávez',
  'Ramos',
];
export const TARGET = { rps: 600, p99: 100 };
/** Seconds over which HAProxy ramps an instance back from a restart up to its full share. */
export const SLOWSTART_SECONDS = 10;

/** The mix, in per cent of requests. */
export const MIX = [
  ['login', 2],
  ['portfolio', 24],
  ['funds', 16],
  ['history', 14],
  ['movements', 20],
  ['subscribe', 12],
  ['rescue', 12],
] as const;
export type Op = (typeof MIX)[number][0];

/** Refusals a customer meets in business as usual: counted apart, not as errors. */
export const EXPECTED = new Set([
  'RESCUE_WITHIN_24_HOURS',
  'RESCUE_MINIMUM_REMAINING',
  'RESCUE_ABOVE_BALANCE',
  'RESCUE_MINIMUM_AMOUNT',
]);

export const POSTGRES_URL =
  process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One request of the mix. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What a request carries to its answer. */
export interface Context {
  customer: number;
  op: Op;
  key?: string;
}

export type Build = (context: Context) => LoadRequest;
export type Answered = (
  ms: number,
  status: number,
  body: string,
  context: Context,
  headers: Record<string, string | string[] | undefined> | string[],
) => void;

export interface Transport {
  /** Connections that failed (reset, refused) and requests that got no answer in 10 s. */
  errors: number;
  timeouts: number;
}
