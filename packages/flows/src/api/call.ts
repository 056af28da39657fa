import type { RouteDef, RouteDefInput, RouteDefResponse } from '@saf/contract';
import type { ApiClient, ApiRequest } from './client';

type Defined<T> = T extends undefined ? never : T;

/** The parts of a call a route takes: only the ones its schemas define. */
export type CallInput<R> = {
  [K in keyof RouteDefInput<R> as RouteDefInput<R>[K] extends undefined ? never : K]: Defined<
    RouteDefInput<R>[K]
  >;
};

export type CallOptions = Pick<
  ApiRequest,
  'token' | 'headers' | 'skipServerErrorRedirect' | 'signal'
> & {
  /**
   * A public route called from within the session: its token is sent and a renewed one adopted
   * (confirming an email change keeps the session that confirms it and ends the others).
   */
  withSession?: boolean;
};

/**
 * Calls a route of the contract: method and path come from its definition, the input and the
 * answer are typed by its schemas, and the answer is parsed with the route's success schema so
 * a drifting server fails loudly instead of rendering wrong data. Hooks import the single
 * routes they call (`loginRoute`), so a page ships only those routes' schemas.
 */
export async function callRoute<const R extends RouteDef>(
  client: ApiClient,
  route: R,
  input: CallInput<R>,
  options: CallOptions = {},
): Promise<RouteDefResponse<R>> {
  const { withSession, ...request } = options;
  const parts = input as {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
  };
  const data = await client.request({
    method: route.method,
    path: route.path,
    params: parts.params,
    query: parts.query,
    body: parts.body,
    anonymous: route.auth === 'public' && request.token === undefined && !withSession,
    ...request,
  });
  const responses = route.response as Record<number, { parse(value: unknown): unknown }>;
  const schema = responses[200] ?? responses[201];
  return (schema ? schema.parse(data) : data) as RouteDefResponse<R>;
}
