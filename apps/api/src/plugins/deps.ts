import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { systemClock, type Clock } from '../lib/clock';
import { TokenService } from '../lib/tokens';
import { outboxMailer, smtpMailer, type Mailer } from '../adapters/mail/index';
import { httpSms, outboxSms, type SmsSender } from '../adapters/sms/index';
import { disabledCaptcha, providerCaptcha, type CaptchaVerifier } from '../adapters/captcha/index';
import {
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimitStore,
} from '../adapters/rate-limit/index';
import { sandboxBiometrics, type BiometricsProvider } from '../adapters/biometrics';
import { rekognitionBiometrics } from '../adapters/biometrics/rekognition';
import { sandboxScreening, type ScreeningProvider } from '../adapters/screening';
import { listsScreening } from '../adapters/screening/lists/index';
import type { Db } from '../db/client';
import { sandboxGateway, type PaymentGateway } from '../adapters/payment-gateway/index';
import {
  MERCADOPAGO_WEBHOOK_PATH,
  mercadoPagoGateway,
} from '../adapters/payment-gateway/mercadopago';
import { SANDBOX_CHECKOUT_PATH } from '../adapters/payment-gateway/sandbox-checkout';
import {
  camtTransferDesk,
  sandboxCoreSystem,
  sandboxTransferDesk,
  type ParticipantDirectory,
  type TransferDesk,
} from '../adapters/core-system/index';
import { httpParticipantRegister } from '../adapters/core-system/participant-register-http';
import type { Ctx, NavSource } from '../modules/shared/context';
import { coreFileSource } from '../modules/nav-file/store';
import { UserCache } from '../modules/shared/user-cache';
import { ReadCache } from '../modules/shared/read-cache';
import { mailOutbox, smsOutboxTable } from '../modules/mailbox/outbox';
import { mailRelay } from '../modules/mailbox/relay';
import { payoutsOf } from '../modules/payouts/adapter';
import { participantRegister } from '../modules/participant/register';
import { watchlistTable } from '../modules/participant/watchlist';
import { listStore } from '../modules/screening/store';
import type { Lifecycle } from '../ops/health';
import { createMetrics, type Metrics } from '../ops/metrics';
import { globalSendKey, SEND_WINDOW_MS } from '../modules/shared/send-limits';
import { MaintenanceSwitch } from '../ops/maintenance';

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
  participants?: ParticipantDirectory;
  navSource?: NavSource;
  /** Where log lines go (tests read them to prove no secret is logged); stdout by default. */
  logStream?: { write(line: string): void };
  /** The process's state for the probes (`main.ts` sets `draining` on SIGTERM). */
  lifecycle?: Lifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What every service needs (database, clock, tokens, adapters), built once per server. */
    ctx: Ctx;
    database: Database;
    lifecycle: Lifecycle;
    metrics: Metrics;
    /** The operator's maintenance mode, as this instance reads it. */
    maintenance: MaintenanceSwitch;
  }
}

/**
 * The external systems' adapters, each the one `config.adapters` names unless a test handed in
 * its own. The configuration already refused a sandbox in production (bar the allowed ones).
 */
function externalSystems(config: Config, deps: Deps, database: Database) {
  const { adapters } = config;
  const gateway = (): PaymentGateway => {
    switch (adapters.payments) {
      case 'sandbox':
        return sandboxGateway(config.PAYMENT_GATEWAY_SECRET, SANDBOX_CHECKOUT_PATH);
      case 'mercadopago': {
        // The configuration requires the token and the webhook secret with this adapter.
        const api = (config.API_PUBLIC_URL ?? config.PORTAL_URL).replace(/\/$/, '');
        return mercadoPagoGateway({
          accessToken: config.MERCADOPAGO_ACCESS_TOKEN!,
          webhookSecret: config.MERCADOPAGO_WEBHOOK_SECRET!,
          baseUrl: config.MERCADOPAGO_BASE_URL,
          returnUrl: `${config.PORTAL_URL.replace(/\/$/, '')}${config.PAYMENT_RETURN_PATH}`,
          notificationUrl: `${api}${MERCADOPAGO_WEBHOOK_PATH}`,
        });
      }
    }
  };
  const transferDesk = (): TransferDesk => {
    switch (adapters.treasury) {
      case 'sandbox':
        return sandboxTransferDesk(config.SANDBOX_TRANSFER_DELAY_SECONDS);
      case 'camt':
        return camtTransferDesk;
    }
  };
  const participants = (): ParticipantDirectory => {
    switch (adapters.participantRegister) {
      case 'sandbox':
        return participantRegister(database.db);
      case 'http':
        return httpParticipantRegister({
          // The configuration requires the address with this adapter.
          url: config.PARTICIPANT_REGISTER_URL!,
          token: config.PARTICIPANT_REGISTER_TOKEN,
          timeoutMs: config.PARTICIPANT_REGISTER_TIMEOUT_MS,
        });
    }
  };
  const biometrics = (): BiometricsProvider => {
    switch (adapters.biometrics) {
      case 'sandbox':
        return sandboxBiometrics;
      case 'rekognition':
        return rekognitionBiometrics({
          // The configuration requires the region with this adapter.
          region: config.REKOGNITION_REGION!,
          endpoint: config.REKOGNITION_ENDPOINT,
          similarityThreshold: config.REKOGNITION_SIMILARITY_THRESHOLD,
          livenessThreshold: config.REKOGNITION_LIVENESS_THRESHOLD,
          timeoutMs: config.REKOGNITION_TIMEOUT_MS,
          maxAttempts: config.REKOGNITION_MAX_ATTEMPTS,
        });
    }
  };
  const screening = (): ((db: Db) => ScreeningProvider) => {
    switch (adapters.screening) {
      case 'sandbox':
        return (db) => sandboxScreening(watchlistTable(db));
      case 'lists': {
        const lists = listsScreening({ threshold: config.SCREENING_THRESHOLD });
        return (db) => lists(listStore(db));
      }
    }
  };
  const navSource = (): NavSource => {
    switch (adapters.navSource) {
      case 'sandbox':
        return sandboxCoreSystem;
      case 'core-file':
        return coreFileSource;
    }
  };
  return {
    biometrics: deps.biometrics ?? biometrics(),
    screening: screening(),
    gateway: deps.gateway ?? gateway(),
    transferDesk: deps.transferDesk ?? transferDesk(),
    participants: deps.participants ?? participants(),
    navSource: deps.navSource ?? navSource(),
    payouts: payoutsOf(config),
  };
}

/**
 * The dependencies: each collaborator the tests did not hand in is built from the configuration
 * (the database, Redis or memory rate limits, SMTP or the outbox, the captcha, the external
 * systems' adapters), decorated on the root instance, and closed with it when this server opened
 * it. Production running an allowed sandbox says so at start.
 */
export const depsPlugin = fp<{ config: Config; deps: Deps }>(
  (app, { config, deps }, done) => {
    const clock = deps.clock ?? systemClock;
    const database =
      deps.database ?? openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    const ownsDatabase = !deps.database;
    let systems: ReturnType<typeof externalSystems>;
    try {
      systems = externalSystems(config, deps, database);
    } catch (err) {
      const fail = () => done(err as Error);
      if (ownsDatabase) void database.close().then(fail, fail);
      else fail();
      return;
    }
    const rateLimit =
      deps.rateLimit ??
      (config.REDIS_URL
        ? new RedisRateLimitStore(config.REDIS_URL, config.REDIS_PREFIX)
        : new MemoryRateLimitStore());
    // With SMTP, mail goes through the outbox and its relay: no request waits on the server.
    const relay =
      !deps.mailer && config.SMTP_URL
        ? mailRelay({
            db: database.db,
            clock,
            smtp: smtpMailer(config.SMTP_URL, config.MAIL_FROM),
            log: app.log.child({ module: 'mail-relay' }),
          })
        : undefined;
    const mailer = deps.mailer ?? relay?.mailer ?? outboxMailer(mailOutbox(database.db), clock);
    const sms =
      deps.sms ??
      (config.SMS_URL
        ? httpSms(config.SMS_URL, config.SMS_TOKEN)
        : outboxSms(smsOutboxTable(database.db), clock));
    const captcha =
      deps.captcha ??
      (config.captchaEnabled && config.CAPTCHA_PROVIDER !== 'none' && config.CAPTCHA_SECRET
        ? providerCaptcha({
            provider: config.CAPTCHA_PROVIDER,
            secret: config.CAPTCHA_SECRET,
            minScore: config.CAPTCHA_MIN_SCORE,
            verifyUrl: config.CAPTCHA_VERIFY_URL,
          })
        : disabledCaptcha);
    const metrics = createMetrics(database, (channel) =>
      rateLimit.count(globalSendKey(channel), clock.now().getTime(), SEND_WINDOW_MS),
    );
    const ctx: Ctx = {
      config,
      db: database.db,
      userCache: new UserCache(config.SESSION_CACHE_TTL_MS),
      // Kept as long as nothing changes the catalogue; a minute at most, whatever happens.
      fundsCache: new ReadCache(config.SESSION_CACHE_TTL_MS > 0 ? 60_000 : 0),
      clock,
      tokens: new TokenService(config, clock),
      mailer,
      sms,
      captcha,
      rateLimit,
      ...systems,
      sends: { record: metrics.codeSend },
      log: app.log,
    };
    if (config.NODE_ENV === 'production' && config.sandboxes.length > 0)
      app.log.warn(
        { sandboxes: config.sandboxes },
        `production is running sandboxes (ALLOW_SANDBOX_IN_PRODUCTION): ${config.sandboxes.join(', ')}`,
      );
    app.decorate('ctx', ctx);
    app.decorate('database', database);
    app.decorate('lifecycle', deps.lifecycle ?? { draining: false });
    app.decorate('metrics', metrics);
    app.decorate(
      'maintenance',
      new MaintenanceSwitch(database.db, clock, config.MAINTENANCE_CACHE_MS, (err) =>
        app.log.warn({ err }, 'maintenance switch not read'),
      ),
    );
    app.addHook('onClose', async () => {
      await relay?.close();
      if (!deps.rateLimit) await rateLimit.close();
      if (ownsDatabase) await database.close();
    });
    done();
  },
  { name: 'deps' },
);
