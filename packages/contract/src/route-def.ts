import type { z } from 'zod/mini';
import type { ErrorCode } from './errors';

/**
 * Who may call a route:
 * - `public`: anyone, no token;
 * - `publicToken`: the public anonymous account's token (its only right: register-email);
 * - `user`: a customer session (a prospect's session after verify-email counts).
 */
export type Auth = 'public' | 'publicToken' | 'user';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Success answers by HTTP status. Errors all use `errorBodySchema`. */
export type ResponseMap = { readonly [status: number]: z.ZodMiniType };

export interface RouteDef<
  P extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends ResponseMap = ResponseMap,
  H extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
> {
  operationId: string;
  method: Method;
  /** Fastify style, e.g. '/api/user/app/verify-email/:code/:email/WEB'. */
  path: string;
  auth: Auth;
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: P;
  querystring?: Q;
  body?: B;
  /** Headers the route reads (loose objects: other headers pass through). */
  headers?: H;
  /** `{ 200: schema }`: success answers only. */
  response: R;
  /** Catalogue codes the route can answer with, besides the generic ones of its auth level. */
  errors: readonly ErrorCode[];
  /** Registered only outside production with the dev outbox (the mailbox). */
  devOnly?: boolean;
  /** A larger body than the server's default limit, for this route only (an image upload). */
  bodyLimit?: number;
  /** A success answer that is a file, not JSON (errors stay JSON). */
  produces?: 'application/pdf' | 'text/csv';
}

/** Keeps the exact types of a route definition. */
export function defineRoute<const T extends RouteDef>(def: T): T {
  return def;
}

/**
 * Generic codes any route may answer, by auth level (added to each route's `errors`);
 * MAINTENANCE while the operator's maintenance mode is on.
 */
export const GENERIC_ERRORS: Record<Auth, readonly ErrorCode[]> = {
  public: [
    'VALIDATION_ERROR',
    'UNSUPPORTED_MEDIA_TYPE',
    'PAYLOAD_TOO_LARGE',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
    'MAINTENANCE',
  ],
  publicToken: [
    'VALIDATION_ERROR',
    'UNAUTHORIZED',
    'FORBIDDEN',
    'UNSUPPORTED_MEDIA_TYPE',
    'PAYLOAD_TOO_LARGE',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
    'MAINTENANCE',
  ],
  user: [
    'VALIDATION_ERROR',
    'UNAUTHORIZED',
    'USER_NOT_FOUND',
    'FORBIDDEN',
    'UNSUPPORTED_MEDIA_TYPE',
    'PAYLOAD_TOO_LARGE',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
    'MAINTENANCE',
  ],
};

export type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
export type In<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

/** What a client sends to a route definition (schema inputs). */
export type RouteDefInput<R> = {
  params: In<R extends { params: infer P } ? P : undefined>;
  query: In<R extends { querystring: infer Q } ? Q : undefined>;
  body: In<R extends { body: infer B } ? B : undefined>;
};

/** The 200 answer of a route definition. */
export type RouteDefResponse<R> = Out<
  R extends { response: { 200: infer S } }
    ? S
    : R extends { response: { 201: infer S } }
      ? S
      : undefined
>;

/** Fills a Fastify-style path with its params (URL-encoded). */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Every code a route can answer with: its own and the generic ones of its auth level. */
export function errorsOf(route: Pick<RouteDef, 'auth' | 'errors'>): ErrorCode[] {
  return [...new Set<ErrorCode>([...route.errors, ...GENERIC_ERRORS[route.auth]])];
}
