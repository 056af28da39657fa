import { routes, type RouteInput, type RouteName, type RouteResponse } from '@saf/contract';
import type { ApiClient, ApiRequest } from './client';

type Defined<T> = T extends undefined ? never : T;

/** The parts of a call a route takes: only the ones its schemas define. */
export type CallInput<N extends RouteName> = {
  [K in keyof RouteInput<N> as RouteInput<N>[K] extends undefined ? never : K]: Defined<
    RouteInput<N>[K]
  >;
};

export type CallOptions = Pick<
  ApiRequest,
  'token' | 'headers' | 'skipServerErrorRedirect' | 'signal'
>;

/**
 * Calls a route of the contract's route table: method and path come from the table, the
 * input and the answer are typed by its schemas, and the answer is parsed with the route's
 * success schema so a drifting server fails loudly instead of rendering wrong data.
 */
export async function callRoute<N extends RouteName>(
  client: ApiClient,
  name: N,
  input: CallInput<N>,
  options: CallOptions = {},
): Promise<RouteResponse<N>> {
  const route = routes[name];
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
    anonymous: route.auth === 'public' && options.token === undefined,
    ...options,
  });
  const schema = (route.response as Record<number, { parse(value: unknown): unknown }>)[200];
  return (schema ? schema.parse(data) : data) as RouteResponse<N>;
}
