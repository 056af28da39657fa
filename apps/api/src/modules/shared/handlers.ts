import type { z } from 'zod/mini';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteName, RouteResponse, Routes } from '@saf/contract';
import type { User } from '../../db/schema';
import type { Ctx } from './context';

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a route handler receives: inputs already parsed by the contract schemas. */
export interface HandlerInput<N extends RouteName> {
  params: Out<Routes[N] extends { params: infer P } ? P : undefined>;
  query: Out<Routes[N] extends { querystring: infer Q } ? Q : undefined>;
  body: Out<Routes[N] extends { body: infer B } ? B : undefined>;
  /** The customer of a `user` route (already checked: live, not revoked). */
  user: User | undefined;
  /** Start of the session of a `user` route (epoch ms). */
  authTime: number | undefined;
  ip: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<N extends RouteName> = (
  ctx: Ctx,
  input: HandlerInput<N>,
) => Promise<RouteResponse<N>>;

export type HandlerMap = { [N in RouteName]?: Handler<N> };

/** The user of a `user` route; the auth hook guarantees it is there. */
export function requireUser(input: { user: User | undefined }): User {
  if (!input.user) throw new Error('user route without a user');
  return input.user;
}
