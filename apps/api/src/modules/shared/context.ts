import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TokenService } from '../../lib/tokens';
import type { Mailer } from '../../adapters/mail/index';
import type { SmsSender } from '../../adapters/sms/index';
import type { CaptchaVerifier } from '../../adapters/captcha/index';
import type { RateLimitStore } from '../../adapters/rate-limit/index';
import type { UserCache } from './user-cache';
import type { ReadCache } from './read-cache';
import type { BiometricsProvider } from '../../adapters/biometrics';
import type { ScreeningProvider } from '../../adapters/screening';
import type { PaymentGateway } from '../../adapters/payment-gateway/index';
import type {
  CoreSystem,
  ParticipantDirectory,
  TransferDesk,
} from '../../adapters/core-system/index';

/**
 * Where a publication reads the valor cuota: a core system, or one made for the transaction that
 * publishes (the `core-file` source reads the imported files from the database, under the
 * publication's lock).
 */
export type NavSource = CoreSystem | ((db: DbOrTx) => CoreSystem);

/** What every service needs; built once per server. */
export interface Ctx {
  config: Config;
  db: Db;
  /** Users rows kept for authenticated GETs; writes go through `updateUser`, which drops them. */
  userCache: UserCache;
  /**
   * Answers computed from the fund catalogue alone, kept while `funds_changed` is heard (absent
   * where nothing listens: every read goes to the database).
   */
  fundsCache?: ReadCache;
  clock: Clock;
  tokens: TokenService;
  mailer: Mailer;
  /** Text messages (the dev outbox unless SMS_URL is set). */
  sms: SmsSender;
  captcha: CaptchaVerifier;
  rateLimit: RateLimitStore;
  /**
   * The AML screening (`SCREENING`) over a database or the transaction it runs in: the sandbox's
   * seeded watch list, or the official lists the refresh keeps (`modules/screening`).
   */
  screening: (db: Db) => ScreeningProvider;
  /** Compares selfies with the registry photo (a sandbox by default). */
  biometrics: BiometricsProvider;
  /** The online payment gateway (the sandbox outside production). */
  gateway: PaymentGateway;
  /** The back office's treasury, which confirms transfers (a sandbox by default). */
  transferDesk: TransferDesk;
  /** The back office's register of participants (a sandbox on seeded rows by default). */
  participants: ParticipantDirectory;
  /** Where the valor cuota comes from (the jobs publish it; a generator by default). */
  navSource: NavSource;
  /**
   * How due rescues are paid (`PAYOUTS`): the order desk asks it on every run. Sandbox: on their
   * date; pain001: only by the bank's files (modules/payouts).
   */
  payouts: { readonly name: Config['PAYOUTS']; payDue(ctx: Ctx): Promise<number> };
  /** Counts codes sent and refused by the send caps (the `/metrics` counter; absent in scripts). */
  sends?: {
    record(channel: 'email' | 'sms', outcome: 'sent' | 'ip' | 'destination' | 'global'): void;
  };
  log: FastifyBaseLogger;
}
