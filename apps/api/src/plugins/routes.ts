import type {
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import {
  ERRORS,
  ERROR_DESCRIPTIONS,
  errorBodySchema,
  GENERIC_ERRORS,
  routeList,
  type RouteDef,
} from '@saf/contract';
import type { Ctx } from '../modules/shared/context';
import type { Handler, HandlerMap } from '../modules/shared/handlers';
import { AppError } from '../lib/errors';
import type { MaintenanceWindow } from '../ops/maintenance';

/** The refusal of a customer call while maintenance is on: 503, and when it ends if known. */
function maintenanceRefusal(window: MaintenanceWindow, nowMs: number): AppError {
  const headers: Record<string, string> = {};
  if (window.until)
    headers['retry-after'] = String(
      Math.max(1, Math.ceil((window.until.getTime() - nowMs) / 1000)),
    );
  return new AppError('MAINTENANCE', {}, headers);
}

/**
 * Whether a route of the table is served. The development routes never in production (nor with
 * DEV_MAILBOX=false), and each only beside the sandbox it controls: an outbox while it is used,
 * the transfer review while the sandbox treasury confirms transfers.
 */
function served(def: RouteDef, ctx: Ctx): boolean {
  if (!def.devOnly) return true;
  if (!ctx.config.devMailbox) return false;
  if (def.operationId === 'devSms') return ctx.sms.name !== 'http';
  if (def.operationId === 'devReviewTransfer') return ctx.config.adapters.treasury === 'sandbox';
  return ctx.mailer.name !== 'smtp';
}

/**
 * One area's routes (an encapsulated plugin): every route of the contract's table whose
 * operation id the area handles, with its schemas, its documented errors and its auth level.
 */
export const areaRoutes: FastifyPluginCallback<{ handlers: HandlerMap }> = (
  app,
  { handlers },
  done,
) => {
  const { ctx, maintenance } = app;
  // While the operator's maintenance mode is on, every route of the table answers 503
  // MAINTENANCE before anything else runs (the probes, metrics and the portal's files are not in
  // the table and keep answering).
  function maintenanceGate(
    _req: FastifyRequest,
    _reply: FastifyReply,
    next: (err?: Error) => void,
  ) {
    const window = maintenance.current();
    const decide = (w: MaintenanceWindow | null) =>
      w ? next(maintenanceRefusal(w, ctx.clock.now().getTime())) : next();
    if (window instanceof Promise) window.then(decide, () => next());
    else decide(window);
  }
  for (const def of routeList as readonly RouteDef[]) {
    const handler = (handlers as Record<string, Handler<never> | undefined>)[def.operationId] as
      ((c: Ctx, i: unknown) => Promise<unknown>) | undefined;
    if (!handler || !served(def, ctx)) continue;
    const errors = [...new Set([...def.errors, ...GENERIC_ERRORS[def.auth]])];
    const errorResponses: Record<number, typeof errorBodySchema> = {};
    for (const code of errors) errorResponses[ERRORS[code].status] = errorBodySchema;
    app.route({
      method: def.method,
      url: def.path,
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      schema: {
        operationId: def.operationId,
        summary: def.summary,
        description: `${def.description ?? def.summary}\n\nError codes:\n${errors.map((code) => `- \`${code}\`: ${ERROR_DESCRIPTIONS[code]}`).join('\n')}`,
        tags: [...def.tags],
        ...(def.produces ? { produces: [def.produces] } : {}),
        ...(def.auth === 'user' ? { security: [{ bearer: [] }] } : {}),
        ...(def.auth === 'publicToken' ? { security: [{ publicToken: [] }] } : {}),
        ...(def.params ? { params: def.params } : {}),
        ...(def.querystring ? { querystring: def.querystring } : {}),
        ...(def.body ? { body: def.body } : {}),
        response: { ...errorResponses, ...def.response },
      },
      // Before the body is read: a call in maintenance is refused whatever it sends, then the
      // caller is authenticated, so an anonymous body is never read, parsed or validated (a
      // multi-megabyte receipt without a token is a 401, not work). Callback style, so a session
      // read whose row is cached runs in one go, without a promise (a refusal thrown here is
      // answered by the error handler).
      onRequest:
        def.auth === 'public'
          ? maintenanceGate
          : [
              maintenanceGate,
              (req, reply, next) => {
                let pending: Promise<void> | undefined;
                try {
                  pending = app.authenticate(def, req, reply);
                } catch (err) {
                  next(err as Error);
                  return;
                }
                if (pending) pending.then(() => next(), next);
                else next();
              },
            ],
      handler: async (req, reply) => {
        // Services log through the request's logger, so every line carries the request id.
        const reqCtx: Ctx = { ...ctx, log: req.log };
        const result = await handler(reqCtx, {
          params: req.params,
          query: req.query,
          body: req.body,
          user: req.sessionUser,
          authTime: req.sessionAuthTime,
          ip: req.ip,
          req,
          reply,
        });
        return result;
      },
    });
  }
  done();
};

/**
 * Every route of the contract's table, each area registered as its own encapsulated plugin.
 * A served route that no area handles stops the server from starting.
 */
export const routesPlugin: FastifyPluginAsync<{
  areas: Readonly<Record<string, HandlerMap>>;
}> = async (app, { areas }) => {
  const handled = new Set(Object.values(areas).flatMap((h) => Object.keys(h)));
  for (const def of routeList as readonly RouteDef[])
    if (served(def, app.ctx) && !handled.has(def.operationId))
      throw new Error(`No handler for route ${def.operationId}`);
  for (const handlers of Object.values(areas)) await app.register(areaRoutes, { handlers });
};
