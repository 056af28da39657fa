import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserStatus, type RouteDef } from '@saf/contract';
import { AppError } from '../lib/errors';
import type { TokenClaims } from '../lib/tokens';
import type { User } from '../db/schema';
import type { Ctx } from '../modules/shared/context';
import { findUserById } from '../modules/shared/users';
import { applyYearlyUpdate } from '../modules/participant/yearly';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: User;
    sessionAuthTime?: number;
  }
  interface FastifyInstance {
    /**
     * The route's auth level, checked on every call. Throws the refusal; returns a promise only
     * when something has to wait (a row read from the database, the yearly update, a renewal).
     */
    authenticate(
      def: RouteDef,
      req: FastifyRequest,
      reply: FastifyReply,
    ): Promise<void> | undefined;
  }
}

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (typeof h !== 'string') return undefined;
  const m = /^Bearer ([A-Za-z0-9_\-.]{10,4096})$/.exec(h.trim());
  return m?.[1];
}

/**
 * The user of a session: from this instance's cache for a GET (a read), always from the database
 * for any other method, so a write never decides on a copy.
 */
function sessionUser(
  ctx: Ctx,
  id: number,
  read: boolean,
): User | undefined | Promise<User | undefined> {
  if (!read || !ctx.userCache.enabled) return findUserById(ctx.db, id);
  return ctx.userCache.load(id, () => findUserById(ctx.db, id));
}

/**
 * How old an access token may be before an answer carries its renewal: a minute, or half the
 * token's life when that is shorter. A customer active at least once in the token's life minus a
 * minute never meets its expiry.
 */
export function tokenRenewAfterMs(ttlSeconds: number): number {
  return Math.min(60_000, ttlSeconds * 500);
}

/**
 * Authentication: `app.authenticate(def, req, reply)` checks the token (signature,
 * `exp`/`nbf`, kind), the absolute session limit, then the users row (`tokens_valid_after`,
 * status, block), sets `req.sessionUser` and renews the token once it is a minute old.
 */
export const authPlugin = fp(
  (app, _opts, done) => {
    const { ctx } = app;
    const renewAfterMs = tokenRenewAfterMs(ctx.config.ACCESS_TOKEN_TTL_SECONDS);

    function authenticate(
      def: RouteDef,
      req: FastifyRequest,
      reply: FastifyReply,
    ): Promise<void> | undefined {
      if (def.auth === 'public') return undefined;
      const token = bearer(req);
      if (!token) throw new AppError('UNAUTHORIZED');
      const claims = ctx.tokens.verifyNow(token);
      if (!claims) throw new AppError('UNAUTHORIZED');
      if (def.auth === 'publicToken') {
        if (claims.kind !== 'public') throw new AppError('FORBIDDEN');
        return undefined;
      }
      if (claims.kind !== 'user') throw new AppError('FORBIDDEN');
      const nowMs = ctx.clock.now().getTime();
      if (nowMs - claims.authTime > ctx.config.SESSION_MAX_SECONDS * 1000) {
        throw new AppError('UNAUTHORIZED');
      }
      const id = Number(claims.sub);
      const user = Number.isSafeInteger(id)
        ? sessionUser(ctx, id, req.method === 'GET')
        : undefined;
      return user instanceof Promise
        ? user.then((row) => admit(req, reply, claims, row, nowMs))
        : admit(req, reply, claims, user, nowMs);
    }

    function admit(
      req: FastifyRequest,
      reply: FastifyReply,
      claims: Readonly<TokenClaims>,
      user: User | undefined,
      nowMs: number,
    ): Promise<void> | undefined {
      if (!user || user.status === UserStatus.DELETED) throw new AppError('USER_NOT_FOUND');
      if (claims.authTime < user.tokensValidAfter.getTime()) throw new AppError('UNAUTHORIZED');
      if (user.status !== UserStatus.ACTIVATED || user.blockedAt)
        throw new AppError('UNAUTHORIZED');
      // The yearly update of the client data is decided here, where every call reads the user.
      const current = applyYearlyUpdate(ctx, user);
      if (current instanceof Promise)
        return current.then((row) => admitted(req, reply, claims, row, nowMs));
      return admitted(req, reply, claims, current, nowMs);
    }

    function admitted(
      req: FastifyRequest,
      reply: FastifyReply,
      claims: Readonly<TokenClaims>,
      user: User,
      nowMs: number,
    ): Promise<void> | undefined {
      req.sessionUser = user;
      req.sessionAuthTime = claims.authTime;
      // Sliding renewal: a fresh short-lived token for the same session, once the one sent is
      // a minute old (signing one on every call cost a sixth of a session read's time).
      if (nowMs - claims.issuedAt < renewAfterMs) return undefined;
      return ctx.tokens.sign('user', claims.sub, claims.authTime).then((renewed) => {
        reply.header('authorization', `Bearer ${renewed}`);
      });
    }

    app.decorate('authenticate', authenticate);
    done();
  },
  { name: 'auth', dependencies: ['deps'] },
);
