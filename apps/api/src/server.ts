import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cors from '@fastify/cors';
import helmet from 'helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  ERRORS,
  ERROR_DESCRIPTIONS,
  errorBody,
  errorBodySchema,
  GENERIC_ERRORS,
  routeList,
  UserStatus,
  type ErrorCode,
  type FieldIssue,
  type RouteDef,
} from '@saf/contract';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { AppError } from './lib/errors';
import { TokenService, type TokenClaims } from './lib/tokens';
import { outboxMailer, smtpMailer, type Mailer } from './adapters/mail/index';
import { httpSms, outboxSms, type SmsSender } from './adapters/sms/index';
import { disabledCaptcha, providerCaptcha, type CaptchaVerifier } from './adapters/captcha/index';
import {
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimitStore,
} from './adapters/rate-limit/index';
import type { Ctx } from './modules/shared/context';
import type { HandlerMap } from './modules/shared/handlers';
import { findUserById } from './modules/shared/users';
import { UserCache } from './modules/shared/user-cache';
import { authHandlers } from './modules/auth/routes';
import { registrationHandlers } from './modules/registration/routes';
import { emailVerificationHandlers } from './modules/email-verification/routes';
import { passwordHandlers } from './modules/passwords/routes';
import { recoveryHandlers } from './modules/recovery/routes';
import { mailboxHandlers } from './modules/mailbox/routes';
import { phoneHandlers } from './modules/phone/routes';
import { fundHandlers } from './modules/funds/routes';
import { riskHandlers } from './modules/risk/routes';
import { biometricHandlers } from './modules/biometrics/routes';
import { participantHandlers } from './modules/participant/routes';
import { applyYearlyUpdate } from './modules/participant/yearly';
import { sandboxBiometrics, type BiometricsProvider } from './adapters/biometrics';
import { ubigeoHandlers } from './modules/ubigeo/routes';
import { orderHandlers } from './modules/orders/routes';
import { bankAccountHandlers } from './modules/bank-accounts/routes';
import { accountHandlers } from './modules/account/routes';
import { profileHandlers } from './modules/profile/routes';
import { securityHandlers } from './modules/security/routes';
import { statementHandlers } from './modules/statements/routes';
import { rescueHandlers } from './modules/rescues/routes';
import { reviewTransfers, settleDue } from './modules/orders/service';
import { hmacGateway, type PaymentGateway } from './adapters/payment-gateway/index';
import {
  sandboxCheckout,
  SANDBOX_CHECKOUT_PATH,
} from './adapters/payment-gateway/sandbox-checkout';
import { sandboxTransferDesk, type TransferDesk } from './adapters/core-system/index';
import type { User } from './db/schema';
import { registerHealth, type Lifecycle } from './ops/health';
import { createMetrics, registerMetrics, type Metrics } from './ops/metrics';
import { registerPortal } from './ops/portal-static';
import { MaintenanceSwitch, type MaintenanceWindow } from './ops/maintenance';

/** Replaceable collaborators: tests inject a clock, a mailer, a captcha and a counter store. */
export interface Deps {
  database?: Database;
  clock?: Clock;
  mailer?: Mailer;
  sms?: SmsSender;
  captcha?: CaptchaVerifier;
  rateLimit?: RateLimitStore;
  biometrics?: BiometricsProvider;
  gateway?: PaymentGateway;
  transferDesk?: TransferDesk;
  /** Where log lines go (tests read them to prove no secret is logged); stdout by default. */
  logStream?: { write(line: string): void };
  /** The process's state for the probes (`main.ts` sets `draining` on SIGTERM). */
  lifecycle?: Lifecycle;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: User;
    sessionAuthTime?: number;
  }
  interface FastifyInstance {
    ctx: Ctx;
    database: Database;
    lifecycle: Lifecycle;
    metrics: Metrics;
    /** The operator's maintenance mode, as this instance reads it. */
    maintenance: MaintenanceSwitch;
  }
}

export const handlers: HandlerMap = {
  ...authHandlers,
  ...registrationHandlers,
  ...emailVerificationHandlers,
  ...passwordHandlers,
  ...recoveryHandlers,
  ...mailboxHandlers,
  ...phoneHandlers,
  ...fundHandlers,
  ...riskHandlers,
  ...biometricHandlers,
  ...participantHandlers,
  ...ubigeoHandlers,
  ...orderHandlers,
  ...bankAccountHandlers,
  ...accountHandlers,
  ...profileHandlers,
  ...securityHandlers,
  ...statementHandlers,
  ...rescueHandlers,
};

const DOCS_PREFIX = '/api/docs';

/** The notification channel of the users trigger (migration 0001_users_changed_notify). */
export const USERS_CHANGED_CHANNEL = 'users_changed';
/** Where each instance acknowledges a users change it has applied (payload: the txid). */
export const USERS_CHANGED_ACK_CHANNEL = 'users_changed_ack';
/** `application_name` of the LISTEN connections: counted to know how many acks to wait for. */
export const USERS_LISTENER_NAME = 'saf-api users_changed';

/**
 * The security headers of every answer (HSTS, CSP, nosniff…), computed once by helmet from a
 * static configuration: no directive depends on the request (no nonces), so running helmet on
 * every request, as the Fastify plugin does, only rebuilt the same strings.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'none'"],
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
    // No page of the site or answer of the API is ever framed (CSP frame-ancestors 'none' too).
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  })({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (typeof h !== 'string') return undefined;
  const m = /^Bearer ([A-Za-z0-9_\-.]{10,4096})$/.exec(h.trim());
  return m?.[1];
}

/** Builds the API (plugins, routes) without listening: tests call `inject()`. */
export async function buildServer(config: Config, deps: Deps = {}): Promise<FastifyInstance> {
  const security = securityHeaders();
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent' && !deps.logStream
        ? false
        : {
            level: deps.logStream ? 'info' : config.LOG_LEVEL,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers.authorization',
                '*.password',
                '*.code',
                '*.token',
              ],
              censor: '[redacted]',
            },
            // Never log URLs in full: some paths carry a code and an email.
            serializers: {
              req: (req: FastifyRequest) => ({
                method: req.method,
                route: req.routeOptions?.url ?? 'unknown',
                ip: req.ip,
                id: req.id,
              }),
            },
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 300 },
    // A malformed URL escape or an over-long path parameter fails in the router, before any
    // hook: answer the catalogue body with the security headers (never Fastify's default, which
    // echoes the path).
    frameworkErrors: (_err, req, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      void reply
        .code(statusFor('VALIDATION_ERROR'))
        .headers({ ...security, 'x-request-id': req.id, 'cache-control': 'no-store' })
        .type('application/json; charset=utf-8')
        .send(
          errorBody('VALIDATION_ERROR', req.id, {
            details: [{ path: 'params', message: 'Invalid path', code: 'invalid_path' }],
          }),
        );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = deps.clock ?? systemClock;
  const database =
    deps.database ?? openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const ownsDatabase = !deps.database;
  const rateLimit =
    deps.rateLimit ??
    (config.REDIS_URL
      ? new RedisRateLimitStore(config.REDIS_URL, config.REDIS_PREFIX)
      : new MemoryRateLimitStore());
  const mailer =
    deps.mailer ??
    (config.SMTP_URL
      ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : outboxMailer(database.db, clock));
  const sms =
    deps.sms ??
    (config.SMS_URL ? httpSms(config.SMS_URL, config.SMS_TOKEN) : outboxSms(database.db, clock));
  const captcha =
    deps.captcha ??
    (config.captchaEnabled && config.CAPTCHA_PROVIDER !== 'none' && config.CAPTCHA_SECRET
      ? providerCaptcha({
          provider: config.CAPTCHA_PROVIDER,
          secret: config.CAPTCHA_SECRET,
          minScore: config.CAPTCHA_MIN_SCORE,
        })
      : disabledCaptcha);
  const userCache = new UserCache(config.SESSION_CACHE_TTL_MS);
  const ctx: Ctx = {
    config,
    db: database.db,
    userCache,
    clock,
    tokens: new TokenService(config, clock),
    mailer,
    sms,
    captcha,
    rateLimit,
    biometrics: deps.biometrics ?? sandboxBiometrics,
    gateway:
      deps.gateway ?? hmacGateway('sandbox', config.PAYMENT_GATEWAY_SECRET, SANDBOX_CHECKOUT_PATH),
    transferDesk: deps.transferDesk ?? sandboxTransferDesk(config.SANDBOX_TRANSFER_DELAY_SECONDS),
    log: app.log,
  };
  const lifecycle = deps.lifecycle ?? { draining: false };
  const metrics = createMetrics(database);
  app.decorate('ctx', ctx);
  app.decorate('database', database);
  app.decorate('lifecycle', lifecycle);
  app.decorate('metrics', metrics);
  const maintenance = new MaintenanceSwitch(
    database.db,
    clock,
    config.MAINTENANCE_CACHE_MS,
    (err) => app.log.warn({ err }, 'maintenance switch not read'),
  );
  app.decorate('maintenance', maintenance);
  // The session cache keeps rows only while this instance hears every change of them.
  let unlisten: (() => Promise<void>) | undefined;
  let closing = false;
  if (userCache.ttlMs > 0) {
    if (database.kind === 'postgres') {
      const pool = database.db.$client;
      userCache.coordination = {
        countListeners: async () => {
          const { rows } = await pool.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
            [USERS_LISTENER_NAME],
          );
          return rows[0]?.n ?? 0;
        },
        acknowledge: (txid) => {
          pool
            .query('SELECT pg_notify($1, $2)', [USERS_CHANGED_ACK_CHANNEL, txid])
            .catch((err: unknown) => app.log.warn({ err }, 'users_changed_ack not sent'));
        },
      };
    }
    try {
      unlisten = await database.listen(
        USERS_LISTENER_NAME,
        [USERS_CHANGED_CHANNEL, USERS_CHANGED_ACK_CHANNEL],
        {
          onNotify: (channel, payload) => {
            if (channel === USERS_CHANGED_CHANNEL) userCache.notified(payload);
            else userCache.acknowledged(payload);
          },
          onState: (up) => {
            userCache.setListening(up);
            if (!up && !closing)
              app.log.warn('users_changed notifications lost: session cache off');
          },
        },
      );
    } catch (err) {
      app.log.warn({ err }, 'LISTEN users_changed refused: session cache off');
    }
    if (!userCache.enabled) app.log.warn('no LISTEN users_changed yet: session cache off');
  }
  app.addHook('onClose', async () => {
    closing = true;
    await unlisten?.();
    if (!deps.rateLimit) await rateLimit.close();
    if (ownsDatabase) await database.close();
  });

  // Only JSON bodies: any other content type answers 415.
  app.removeContentTypeParser(['text/plain']);

  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept',
      'Platform',
      'X-Captcha-Action',
      'Idempotency-Key',
    ],
    exposedHeaders: ['Authorization', 'X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });

  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(security);
    reply.header('x-request-id', req.id);
    reply.header('cache-control', 'no-store');
    done();
  });
  // Shutting down: each connection closes after its answer (one already under way too), so the
  // server's close does not wait for idle keep-alive connections and clients reconnect to
  // another instance. (Closing idle connections from a timer instead also cut some whose
  // request was being answered.)
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    let code: ErrorCode = 'INTERNAL_ERROR';
    let details: FieldIssue[] | undefined;
    let meta: Record<string, string | number | boolean> | undefined;
    if (err instanceof AppError) {
      code = err.code;
      details = err.extra.details;
      meta = err.extra.meta;
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      code = 'VALIDATION_ERROR';
      const where = err.validationContext ?? 'body';
      details = err.validation.map((v) => ({
        path: [
          where,
          ...String(v.instancePath ?? '')
            .split('/')
            .filter(Boolean),
        ].join('.'),
        message: v.message ?? 'Invalid value',
        code: String(v.keyword ?? 'invalid'),
      }));
    } else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      code = 'UNSUPPORTED_MEDIA_TYPE';
    } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      code = 'PAYLOAD_TOO_LARGE';
    } else if (
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err instanceof SyntaxError ||
      err.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
    ) {
      code = 'VALIDATION_ERROR';
      details = [{ path: 'body', message: 'Malformed JSON body', code: 'invalid_json' }];
    } else if (err.statusCode === 429) {
      code = 'RATE_LIMITED';
    } else if (err.statusCode === 404) {
      code = 'NOT_FOUND';
    } else if (err.statusCode === 413) {
      code = 'PAYLOAD_TOO_LARGE';
    } else if (err.statusCode === 415) {
      code = 'UNSUPPORTED_MEDIA_TYPE';
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      code = 'VALIDATION_ERROR';
    }
    const body = errorBody(code, req.id, {
      ...(details ? { details } : {}),
      ...(meta ? { meta } : {}),
    });
    if (code === 'INTERNAL_ERROR') {
      req.log.error({ err, requestId: req.id }, 'unexpected error');
    }
    metrics.error(code);
    // Never hand a renewed token out with an error.
    reply.removeHeader('authorization');
    void reply.code(statusFor(code)).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((req, reply) => {
    metrics.error('NOT_FOUND');
    void reply.code(404).send(errorBody('NOT_FOUND', req.id));
  });

  registerHealth(app as unknown as FastifyInstance, { database, rateLimit, lifecycle });
  registerMetrics(app as unknown as FastifyInstance, metrics, {
    token: config.METRICS_TOKEN,
    production: config.NODE_ENV === 'production',
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fund portal API',
        version: '0.1.0',
        description:
          'API of the customer portal. Every error answers `{ code, message, requestId }` with a code of the catalogue.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          publicToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The public anonymous account token (login with the public credentials).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });

  registerRoutes(app as unknown as FastifyInstance, ctx, maintenance);
  if (config.PORTAL_DIR)
    registerPortal(app as unknown as FastifyInstance, {
      root: config.PORTAL_DIR,
      connect: config.PORTAL_CONNECT_SRC,
    });
  if (config.sandboxGateway) await sandboxCheckout(app as unknown as FastifyInstance, ctx);
  startOrderDesk(app as unknown as FastifyInstance, ctx);
  return app as unknown as FastifyInstance;
}

/**
 * The order desk: every ORDER_DESK_INTERVAL_SECONDS, pending transfers are put to the treasury
 * and paid orders whose valor cuota is published are settled. Every instance may run it: each
 * order changes under its row lock, once. The timer never keeps the process alive.
 */
function startOrderDesk(app: FastifyInstance, ctx: Ctx): void {
  const seconds = ctx.config.orderDeskIntervalSeconds;
  if (seconds <= 0) return;
  let round: Promise<void> | undefined;
  const log = ctx.log.child({ module: 'order-desk' });
  const timer = setInterval(() => {
    if (round) return;
    const deskCtx = { ...ctx, log };
    round = reviewTransfers(deskCtx)
      .then(() => settleDue(deskCtx))
      .then(() => app.metrics.deskRound('ok'))
      .catch((err: unknown) => {
        app.metrics.deskRound('failed');
        log.error({ err }, 'order desk round failed');
      })
      .finally(() => {
        round = undefined;
      });
  }, seconds * 1000);
  timer.unref();
  // On close no new round starts, and the one under way finishes (each order changes in its
  // own transaction, so even a round cut short leaves nothing half done).
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
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

function statusFor(code: ErrorCode): number {
  return ERRORS[code].status;
}

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
 * Registers every route of the contract's table with its schemas and its auth level. While the
 * operator's maintenance mode is on, each answers 503 MAINTENANCE before anything else runs
 * (the probes, metrics and the portal's files are not in the table and keep answering).
 */
function registerRoutes(app: FastifyInstance, ctx: Ctx, maintenance: MaintenanceSwitch): void {
  const renewAfterMs = tokenRenewAfterMs(ctx.config.ACCESS_TOKEN_TTL_SECONDS);

  function maintenanceGate(
    _req: FastifyRequest,
    _reply: FastifyReply,
    done: (err?: Error) => void,
  ) {
    const window = maintenance.current();
    const decide = (w: MaintenanceWindow | null) =>
      w ? done(maintenanceRefusal(w, ctx.clock.now().getTime())) : done();
    if (window instanceof Promise) window.then(decide, () => done());
    else decide(window);
  }

  /**
   * The route's auth level, checked on every call: the token (signature, `exp`/`nbf`, kind), the
   * absolute session limit, then against the users row (`tokens_valid_after`, status, block).
   * Throws the refusal; returns a promise only when something has to wait (a row read from the
   * database, the yearly update, a renewal to sign).
   */
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
    const user = Number.isSafeInteger(id) ? sessionUser(ctx, id, req.method === 'GET') : undefined;
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
    if (user.status !== UserStatus.ACTIVATED || user.blockedAt) throw new AppError('UNAUTHORIZED');
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

  for (const def of routeList as readonly RouteDef[]) {
    if (def.devOnly && !ctx.config.devMailbox) continue;
    // Each development outbox only while its messages really go there.
    if (
      def.devOnly &&
      (def.operationId === 'devSms' ? ctx.sms.name === 'http' : ctx.mailer.name === 'smtp')
    )
      continue;
    const handler = (handlers as Record<string, HandlerMap[keyof HandlerMap]>)[def.operationId];
    if (!handler) throw new Error(`No handler for route ${def.operationId}`);
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
      // Before the body is read: a call in maintenance is refused whatever it sends.
      onRequest: maintenanceGate,
      // Callback style, so a session read whose row is cached runs in one go, without a promise
      // (refusals are thrown and answered by the error handler).
      preHandler: (req, reply, done) => {
        const pending = authenticate(def, req, reply);
        if (pending) pending.then(() => done(), done);
        else done();
      },
      handler: async (req, reply) => {
        // Services log through the request's logger, so every line carries the request id.
        const reqCtx: Ctx = { ...ctx, log: req.log };
        const result = await (handler as (c: Ctx, i: unknown) => Promise<unknown>)(reqCtx, {
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
}
