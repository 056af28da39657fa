import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { errorBody } from '@saf/contract';
import type { Database } from '../db/client';

/**
 * The API's Prometheus metrics (prom-client), one registry per server so two in a process (the
 * tests) never mix: request rate and latency per route template, errors by catalogue code, the
 * order desk's rounds, the jobs' runs and lag read from `job_runs` at scrape time, the database
 * pool, and Node's own (event loop lag, heap, GC).
 */
export interface Metrics {
  registry: Registry;
  /** Counts an answered error by its catalogue code. */
  error(code: string): void;
  /** Counts a round of the order desk. */
  deskRound(outcome: 'ok' | 'failed'): void;
  /** Counts a code sent, or refused by one of the send caps (`ip`, `destination`, `global`). */
  codeSend(channel: 'email' | 'sms', outcome: 'sent' | 'ip' | 'destination' | 'global'): void;
  /** Times and counts every answer of the server (an `onResponse` hook). */
  observe(app: FastifyInstance): void;
}

/** Seconds: from a cached session read (~1 ms) to a statement PDF (~100 ms) and slow outliers. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Codes sent in the last hour by channel, as the send caps count them (in Redis, every
 * instance's; in memory, this one's).
 */
export type SendWindow = (channel: 'email' | 'sms') => Promise<number>;

export function createMetrics(database: Database, sendWindow?: SendWindow): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'saf_' });

  const requests = new Counter({
    name: 'saf_http_requests_total',
    help: 'Answered HTTP requests by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'saf_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route template.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'saf_api_errors_total',
    help: 'Error answers by catalogue code.',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const desk = new Counter({
    name: 'saf_order_desk_rounds_total',
    help: 'Rounds of the order desk (transfers reviewed, orders settled) by outcome.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  const sends = new Counter({
    name: 'saf_code_sends_total',
    help: 'Codes sent by channel (outcome "sent"), and requests refused by a send cap (ip, destination, global).',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  if (sendWindow) {
    new Gauge({
      name: 'saf_code_sends_last_hour',
      help: 'Codes sent in the sliding hour the global cap counts (SEND_GLOBAL_*_LIMIT), by channel.',
      labelNames: ['channel'] as const,
      registers: [registry],
      async collect() {
        for (const channel of ['email', 'sms'] as const)
          this.set({ channel }, await sendWindow(channel));
      },
    });
  }

  new Gauge({
    name: 'saf_job_runs',
    help: 'Runs recorded in job_runs, by job and outcome (every instance’s).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await database.db.execute<{ job: string; outcome: string; n: number }>(
        sql`select job, outcome, count(*)::int as n from job_runs group by job, outcome`,
      );
      for (const r of rows) this.set({ job: r.job, outcome: r.outcome }, Number(r.n));
    },
  });
  new Gauge({
    name: 'saf_job_last_success_age_seconds',
    help: 'Seconds since each job last completed (its lag when it stops running).',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await database.db.execute<{ job: string; age: number }>(
        sql`select job, extract(epoch from now() - max(finished_at))::float8 as age
            from job_runs where outcome in ('completed', 'skipped') group by job`,
      );
      for (const r of rows) this.set({ job: r.job }, Number(r.age));
    },
  });
  new Gauge({
    name: 'saf_nav_last_published_age_days',
    help: 'Days from the newest published valor cuota to today (UTC): 1 to 3 is a normal close.',
    registers: [registry],
    async collect() {
      const { rows } = await database.db.execute<{ days: number | null }>(
        sql`select (current_date - max(date))::int as days from fund_nav`,
      );
      this.set(Number(rows[0]?.days ?? 0));
    },
  });
  if (database.kind === 'postgres') {
    const pool = database.db.$client;
    new Gauge({
      name: 'saf_db_pool_connections',
      help: 'Connections of the PostgreSQL pool: total, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  return {
    registry,
    error: (code) => errors.inc({ code }),
    deskRound: (outcome) => desk.inc({ outcome }),
    codeSend: (channel, outcome) => sends.inc({ channel, outcome }),
    observe(app) {
      // Each label set's child is looked up once: on the session read (~10,000 answers a second
      // per instance) hashing the labels on every answer cost a tenth of the throughput.
      const counted = new Map<string, { inc(): void }>();
      const timed = new Map<string, { observe(value: number): void }>();
      app.addHook('onResponse', (req, reply, done) => {
        // The route template, never the path itself: paths carry codes, emails and references.
        const route = req.routeOptions.url ?? 'unmatched';
        const method = req.method;
        const status = reply.statusCode;
        const key = `${method} ${route}`;
        let timer = timed.get(key);
        if (!timer) timed.set(key, (timer = latency.labels(method, route)));
        timer.observe(reply.elapsedTime / 1000);
        const statusKey = `${key} ${status}`;
        let counter = counted.get(statusKey);
        if (!counter)
          counted.set(statusKey, (counter = requests.labels(method, route, String(status))));
        counter.inc();
        done();
      });
    },
  };
}

/**
 * `GET /metrics` in Prometheus' text format. With METRICS_TOKEN it asks for that bearer token;
 * without it, it is open outside production and absent in production.
 */
export const metricsPlugin = fp<{ token: string | undefined; production: boolean }>(
  (app, options, done) => {
    const { metrics } = app;
    metrics.observe(app);
    if (!options.token && options.production) return done();
    const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : null;
    app.get(
      '/metrics',
      { schema: { hide: true } },
      async (req: FastifyRequest, reply: FastifyReply) => {
        if (expected) {
          const given = Buffer.from(String(req.headers.authorization ?? ''));
          if (given.length !== expected.length || !timingSafeEqual(given, expected))
            return reply.code(401).send(errorBody('UNAUTHORIZED', req.id));
        }
        const body = await metrics.registry.metrics();
        return reply.type(metrics.registry.contentType).send(body);
      },
    );
    done();
  },
  { name: 'metrics', dependencies: ['deps'] },
);
