import { z } from 'zod';

/** Secret used when none is configured: fine on a laptop, refused in production. */
export const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-0123456789abcdef';
export const DEV_CODE_SECRET = 'dev-only-code-secret-change-me-0123456789abcdef';
export const DEV_PAYMENT_SECRET = 'dev-only-payment-gateway-secret-0123456789abcdef';
export const DEV_PUBLIC_USER_PASSWORD = 'portal-publico-dev';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const intFrom = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);

/**
 * The external systems whose adapter a setting names: the setting, the adapters this build knows
 * (`sandbox` first, the default). In production a sandbox refuses to start, except those that
 * ALLOW_SANDBOX_IN_PRODUCTION names (only `SANDBOX_EXCEPTIONS`).
 */
export const EXTERNAL_SYSTEMS = {
  payments: { setting: 'PAYMENT_GATEWAY', adapters: ['sandbox', 'mercadopago'] },
  /** How transfers to the collection accounts are confirmed (camt: the bank's ISO 20022 files). */
  treasury: { setting: 'TREASURY', adapters: ['sandbox', 'camt'] },
  /** How rescues are paid (pain001: ISO 20022 credit-transfer files to the bank). */
  payouts: { setting: 'PAYOUTS', adapters: ['sandbox', 'pain001'] },
  /** Where the valor cuota comes from (core-file: the core system's daily file). */
  navSource: { setting: 'NAV_SOURCE', adapters: ['sandbox', 'core-file'] },
  /** The facial check (rekognition: Amazon Rekognition's Face Liveness and CompareFaces). */
  biometrics: { setting: 'BIOMETRICS', adapters: ['sandbox', 'rekognition'] },
  /**
   * Anti-money-laundering lists (lists: the UN Security Council's Consolidated List, OFAC's SDN
   * list and the fund manager's own, refreshed daily from SCREENING_*_URL).
   */
  screening: { setting: 'SCREENING', adapters: ['sandbox', 'lists'] },
  /** The back office's register of participants (http: its JSON API). */
  participantRegister: { setting: 'PARTICIPANT_REGISTER', adapters: ['sandbox', 'http'] },
} as const;
type Systems = typeof EXTERNAL_SYSTEMS;
export type ExternalSystem = keyof Systems;
export type SystemSetting = Systems[ExternalSystem]['setting'];

/**
 * The only sandboxes production may run, and only when ALLOW_SANDBOX_IN_PRODUCTION names them:
 * the facial check's, until the portal captures Face Liveness for its real adapter
 * (BIOMETRICS=rekognition).
 */
export const SANDBOX_EXCEPTIONS = ['BIOMETRICS'] as const;

const isSandboxException = (name: string) =>
  (SANDBOX_EXCEPTIONS as readonly string[]).includes(name);

/** The setting of one system: one of its adapters, the sandbox by default. */
const adapterOf = <const T extends readonly ['sandbox', ...string[]]>(adapters: T) =>
  z.enum(adapters).default(adapters[0] as never);

/** Every setting of the API, read from the environment. Defaults work on a laptop. */
export const configSchema = z
  .object({
    /**
     * No default: `npm start` runs development, `npm run start:prod` production, and a process
     * started without it refuses to start rather than guess.
     */
    NODE_ENV: z.enum(['development', 'test', 'production'], {
      error: (issue) =>
        issue.input === undefined
          ? 'must be set: development (`npm start`), production (`npm run start:prod`) or test'
          : 'must be development, test or production',
    }),
    PORT: intFrom(3000, 0),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Folder of the embedded database (PGlite), created on first run. */
    DATA_DIR: z.string().min(1).default('.data/pglite'),
    /** When set, PostgreSQL is used instead of the embedded database. */
    DATABASE_URL: z.string().url().optional(),
    JWT_SECRET: z.string().min(32).default(DEV_JWT_SECRET),
    /** The id (`kid`) of JWT_SECRET, written in every token it signs. */
    JWT_KEY_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, _ or -, up to 32')
      .default('1'),
    /**
     * Other keys whose tokens are still accepted, as `kid:secret` pairs, comma-separated: the
     * previous key after a rotation (until its tokens expire) or the next one before it.
     */
    JWT_ACCEPTED_SECRETS: csv
      .pipe(
        z.array(
          z
            .string()
            .regex(/^[A-Za-z0-9_-]{1,32}:.{32,}$/, 'each must be kid:secret, the secret 32+ long'),
        ),
      )
      .default([]),
    JWT_ISSUER: z.string().min(1).default('saf-api'),
    JWT_AUDIENCE: z.string().min(1).default('saf-portal'),
    /** Access token lifetime, seconds (an authenticated answer renews a token a minute old). */
    ACCESS_TOKEN_TTL_SECONDS: intFrom(15 * 60, 30),
    /** Absolute session limit, seconds, counted from the login. */
    SESSION_MAX_SECONDS: intFrom(12 * 60 * 60, 60),
    /**
     * How long an instance may reuse a user's row for authenticated GETs, milliseconds (0: never).
     * Every change of the row drops it at once on every instance (users_changed notifications).
     */
    SESSION_CACHE_TTL_MS: intFrom(5000, 0),
    /**
     * How long an instance trusts its last reading of the maintenance switch, milliseconds (0:
     * read it on every customer call): switched on or off, every instance follows within this.
     */
    MAINTENANCE_CACHE_MS: intFrom(5000, 0),
    /** Lifetime of the anonymous public account's token, seconds. */
    PUBLIC_TOKEN_TTL_SECONDS: intFrom(30 * 60, 30),
    /** Secret of the HMAC that stores single-use codes. */
    CODE_SECRET: z.string().min(32).default(DEV_CODE_SECRET),
    /** Earlier code secrets still accepted for the codes sent under them (10 minutes), comma-separated. */
    CODE_ACCEPTED_SECRETS: csv
      .pipe(z.array(z.string().min(32, 'each must be 32+ characters long')))
      .default([]),
    PUBLIC_USER_EMAIL: z.string().email().default('portal-publico@saf.local'),
    PUBLIC_USER_PASSWORD: z.string().min(8).default(DEV_PUBLIC_USER_PASSWORD),
    /** Captcha verification of the public login: off unless a provider and secret are set. */
    CAPTCHA_PROVIDER: z.enum(['none', 'recaptcha', 'turnstile', 'hcaptcha']).default('none'),
    CAPTCHA_SECRET: z.string().min(1).optional(),
    CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    /**
     * The provider's "siteverify" address; its official one when unset. The production-mode
     * load and durability runs point it at a local counterpart (`counterparts/captcha.ts`).
     */
    CAPTCHA_VERIFY_URL: z.string().url().optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().min(3).default('Fondos Mutuos <no-responder@saf.local>'),
    /** The SMS provider's HTTP endpoint; without it, text messages stay in the dev outbox. */
    SMS_URL: z.string().url().optional(),
    SMS_TOKEN: z.string().min(1).optional(),
    /** The fund manager's legal name, as the funds' documents name it. */
    MANAGER_NAME: z.string().min(3).default('Quipu Sociedad Administradora de Fondos S.A.'),
    REDIS_URL: z.string().url().optional(),
    /** Prefix of the API's keys in Redis (two deployments may share one Redis). */
    REDIS_PREFIX: z.string().min(1).default('saf:rl:'),
    CORS_ORIGINS: csv.default(['http://localhost:5173', 'http://127.0.0.1:5173']),
    /** Development mailbox endpoint (never in production). */
    DEV_MAILBOX: bool.optional(),
    PAYMENT_GATEWAY: adapterOf(EXTERNAL_SYSTEMS.payments.adapters),
    TREASURY: adapterOf(EXTERNAL_SYSTEMS.treasury.adapters),
    PAYOUTS: adapterOf(EXTERNAL_SYSTEMS.payouts.adapters),
    NAV_SOURCE: adapterOf(EXTERNAL_SYSTEMS.navSource.adapters),
    BIOMETRICS: adapterOf(EXTERNAL_SYSTEMS.biometrics.adapters),
    SCREENING: adapterOf(EXTERNAL_SYSTEMS.screening.adapters),
    PARTICIPANT_REGISTER: adapterOf(EXTERNAL_SYSTEMS.participantRegister.adapters),
    /**
     * Where the refresh reads each list (SCREENING=lists): an https address (the official
     * publication, or the fund manager's file server) or a file on this machine.
     */
    SCREENING_UN_URL: z.string().min(1).optional(),
    SCREENING_OFAC_URL: z.string().min(1).optional(),
    SCREENING_OWN_LIST_URL: z.string().min(1).optional(),
    /**
     * The score (0 to 1) from which a name is a potential match held for compliance's review:
     * compliance sets it (docs/SECURITY.md gives the recall and false positives it was measured at).
     */
    SCREENING_THRESHOLD: z.coerce.number().min(0.5).max(1).default(0.85),
    /** The Lima time (`HH:mm`) of the daily refresh of the lists. */
    SCREENING_REFRESH_TIME: z
      .string()
      .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a Lima time as HH:mm (00:00 to 23:59)')
      .default('05:30'),
    /** How long one list's download may take, milliseconds. */
    SCREENING_FETCH_TIMEOUT_MS: intFrom(120_000, 1000),
    /** The register's JSON API (PARTICIPANT_REGISTER=http), its bearer token and time limit. */
    PARTICIPANT_REGISTER_URL: z.string().url().optional(),
    PARTICIPANT_REGISTER_TOKEN: z.string().min(1).optional(),
    PARTICIPANT_REGISTER_TIMEOUT_MS: intFrom(5000, 100),
    /**
     * Amazon Rekognition (BIOMETRICS=rekognition): its region, and another address only for a
     * local counterpart or a private endpoint. Credentials come from the AWS SDK's standard chain
     * (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, the instance's or task's role).
     */
    REKOGNITION_REGION: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as us-east-1')
      .optional(),
    REKOGNITION_ENDPOINT: z.string().url().optional(),
    /** CompareFaces' SimilarityThreshold: the least similarity (0–100) taken as the same person. */
    REKOGNITION_SIMILARITY_THRESHOLD: z.coerce.number().min(80).max(100).default(95),
    /** The least Face Liveness confidence (0–100) taken as a live person. */
    REKOGNITION_LIVENESS_THRESHOLD: z.coerce.number().min(50).max(100).default(90),
    /** Time limit of each call to Rekognition, milliseconds. */
    REKOGNITION_TIMEOUT_MS: intFrom(5000, 100),
    /** Attempts per call, the first included (throttling and server errors are retried). */
    REKOGNITION_MAX_ATTEMPTS: intFrom(3, 1),
    /**
     * Sandboxes production may run all the same, comma-separated: only BIOMETRICS (until the
     * portal captures Face Liveness). Logged at start and reported by `/readyz`.
     */
    ALLOW_SANDBOX_IN_PRODUCTION: csv.default([]),
    /** Failed logins per IP within the lockout window before that IP is refused. */
    LOGIN_IP_LIMIT: intFrom(50, 1),
    BODY_LIMIT_BYTES: intFrom(100 * 1024, 1024),
    TRUST_PROXY: bool.default(false),
    /** Verification attempts of codes per IP within 15 minutes (recovery, verify, validate). */
    CODE_IP_LIMIT: intFrom(30, 1),
    /**
     * Caps of the senders of codes in a sliding hour, besides each account's own: requests per IP
     * (generous: mobile carriers in Peru put many customers behind one address) and per
     * destination, and codes sent by every instance per channel (SMS pumping, mail floods).
     */
    SEND_IP_LIMIT: intFrom(30, 1),
    SEND_DESTINATION_LIMIT: intFrom(10, 1),
    SEND_GLOBAL_EMAIL_LIMIT: intFrom(3000, 1),
    SEND_GLOBAL_SMS_LIMIT: intFrom(300, 1),
    CAPTCHA_SITE_KEY: z.string().min(1).optional(),
    /**
     * Where the portal loads the captcha's script and widget from (its CSP `script-src` and
     * `frame-src` when the captcha is on); the portal's VITE_TURNSTILE_SCRIPT_URL is on it.
     */
    CAPTCHA_SCRIPT_ORIGIN: z.string().url().default('https://challenges.cloudflare.com'),
    SUPPORT_EMAIL: z.string().email().default('atencion@saf.local'),
    SUPPORT_PHONE: z.string().min(3).default('(01) 000-0000'),
    TERMS_URL: z.string().default('https://www.saf.local/legal/terminos-y-condiciones'),
    PRIVACY_URL: z.string().default('https://www.saf.local/legal/politica-de-privacidad'),
    CONTRACT_URL: z.string().default('https://www.saf.local/legal/contrato-de-administracion'),
    TERMS_VERSION: z.string().min(1).default('2025-01'),
    PRIVACY_VERSION: z.string().min(1).default('2025-01'),
    MARKETING_VERSION: z.string().min(1).default('2025-01'),
    GROUP_SHARING_VERSION: z.string().min(1).default('2025-01'),
    /** Public URL of the portal, used in emails. */
    PORTAL_URL: z.string().url().default('http://localhost:5173'),
    /** Lima wall-clock time (`HH:mm`) at which a day's valor cuota is published, after the close. */
    NAV_PUBLISH_TIME: z
      .string()
      .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a Lima time as HH:mm (00:00 to 23:59)')
      .default('19:00'),
    /** The fund manager's RUC, as the core system's valor-cuota files name it in their header. */
    MANAGER_RUC: z
      .string()
      .regex(/^\d{11}$/, 'must be the 11 digits of a RUC')
      .default('20512345671'),
    /** Shared secret of the payment gateway's signed notifications (HMAC-SHA256). */
    PAYMENT_GATEWAY_SECRET: z.string().min(32).default(DEV_PAYMENT_SECRET),
    /** Mercado Pago's access token (`APP_USR-…`), from the application's production credentials. */
    MERCADOPAGO_ACCESS_TOKEN: z.string().min(8).optional(),
    /** The secret Mercado Pago shows for the application's webhooks (signs `x-signature`). */
    MERCADOPAGO_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** Mercado Pago's API; tests point it at the local counterpart. */
    MERCADOPAGO_BASE_URL: z.string().url().default('https://api.mercadopago.com'),
    /**
     * The API's own public address, where Mercado Pago sends its webhook
     * (`<API_PUBLIC_URL>/api/payments/mercadopago/webhook`). Defaults to PORTAL_URL, for an API
     * served with the portal.
     */
    API_PUBLIC_URL: z.string().url().optional(),
    /** Where the gateway sends the browser back after a payment (the portal's wizard). */
    PAYMENT_RETURN_PATH: z.string().startsWith('/').default('/subscription/investment'),
    /** The sandbox treasury confirms a transfer this many seconds after its receipt. */
    SANDBOX_TRANSFER_DELAY_SECONDS: intFrom(60, 0),
    /** The fund's account holder as the pain.001 names it (the debtor). */
    PAYOUT_DEBTOR_NAME: z.string().min(1).optional(),
    /** The fund's RUC (11 digits), written as the debtor's and initiating party's tax id. */
    PAYOUT_DEBTOR_RUC: z
      .string()
      .regex(/^\d{11}$/, 'must be an 11-digit RUC')
      .optional(),
    /** The disbursement account in soles: a 20-digit CCI or the bank's own account number. */
    PAYOUT_ACCOUNT_PEN: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,34}$/, 'must be a CCI or account number')
      .optional(),
    /** The disbursement account in dollars, written the same way. */
    PAYOUT_ACCOUNT_USD: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,34}$/, 'must be a CCI or account number')
      .optional(),
    /** The BIC of the bank holding the disbursement accounts (e.g. BCPLPEPL). */
    PAYOUT_BANK_BIC: z
      .string()
      .regex(/^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC')
      .optional(),
    /** How often pending transfers are reviewed and paid orders settled, seconds (0: never). */
    ORDER_DESK_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
    /**
     * Bearer token `GET /metrics` asks for. Without it the metrics are open in development and
     * not served at all in production.
     */
    METRICS_TOKEN: z.string().min(16).optional(),
    /**
     * The built portal (`apps/portal/dist`): when set, the API serves it with its headers
     * (`src/ops/portal-static.ts`), so one process serves the site and its API.
     */
    PORTAL_DIR: z.string().min(1).optional(),
    /** Origins the portal's pages may call besides their own (CSP `connect-src`), comma-separated. */
    PORTAL_CONNECT_SRC: csv.default([]),
    /** The OpenAPI document and its page at /api/docs: on outside production unless turned off. */
    API_DOCS: bool.optional(),
    /** Apply pending migrations when the API starts (false when a release runs them first). */
    MIGRATE_ON_START: bool.default(true),
    /**
     * On SIGTERM, how long `/readyz` answers 503 while requests are still served, so a load
     * balancer stops sending new ones before the instance stops accepting, milliseconds.
     */
    SHUTDOWN_DRAIN_MS: intFrom(0, 0),
    /** After SIGTERM, the longest the API waits for requests and jobs in flight, milliseconds. */
    SHUTDOWN_TIMEOUT_MS: intFrom(30_000, 1_000),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.BIOMETRICS === 'rekognition' && !c.REKOGNITION_REGION)
      issue('REKOGNITION_REGION', 'is required by BIOMETRICS=rekognition');
    if (c.PARTICIPANT_REGISTER === 'http' && !c.PARTICIPANT_REGISTER_URL)
      issue('PARTICIPANT_REGISTER_URL', 'is required by PARTICIPANT_REGISTER=http');
    for (const name of c.ALLOW_SANDBOX_IN_PRODUCTION)
      if (!isSandboxException(name))
        issue(
          'ALLOW_SANDBOX_IN_PRODUCTION',
          `may name only ${SANDBOX_EXCEPTIONS.join(' and ')}; ${name} must use a real adapter`,
        );
    if (c.SCREENING === 'lists')
      for (const name of [
        'SCREENING_UN_URL',
        'SCREENING_OFAC_URL',
        'SCREENING_OWN_LIST_URL',
      ] as const)
        if (!c[name]) issue(name, 'is required by SCREENING=lists');
    if (c.PAYMENT_GATEWAY === 'mercadopago')
      for (const name of ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'] as const)
        if (!c[name]) issue(name, `is required by PAYMENT_GATEWAY=mercadopago`);
    // Paying through the bank needs the fund's accounts, in every mode.
    if (c.PAYOUTS === 'pain001')
      for (const name of [
        'PAYOUT_DEBTOR_NAME',
        'PAYOUT_DEBTOR_RUC',
        'PAYOUT_ACCOUNT_PEN',
        'PAYOUT_ACCOUNT_USD',
        'PAYOUT_BANK_BIC',
      ] as const)
        if (!c[name]) issue(name, 'is required by PAYOUTS=pain001');
    if (c.NODE_ENV !== 'production') return;
    const problems: string[] = [];
    if (c.JWT_SECRET === DEV_JWT_SECRET) problems.push('JWT_SECRET');
    if (c.CODE_SECRET === DEV_CODE_SECRET) problems.push('CODE_SECRET');
    if (c.JWT_ACCEPTED_SECRETS.some((pair) => pair.endsWith(`:${DEV_JWT_SECRET}`)))
      problems.push('JWT_ACCEPTED_SECRETS');
    if (c.CODE_ACCEPTED_SECRETS.includes(DEV_CODE_SECRET)) problems.push('CODE_ACCEPTED_SECRETS');
    if (c.PUBLIC_USER_PASSWORD === DEV_PUBLIC_USER_PASSWORD) problems.push('PUBLIC_USER_PASSWORD');
    if (c.PAYMENT_GATEWAY === 'sandbox' && c.PAYMENT_GATEWAY_SECRET === DEV_PAYMENT_SECRET)
      problems.push('PAYMENT_GATEWAY_SECRET');
    if (!c.DATABASE_URL) problems.push('DATABASE_URL');
    // Without them mail and text messages would stay in the outboxes: those are the sandboxes.
    if (!c.SMTP_URL) problems.push('SMTP_URL');
    if (!c.SMS_URL) problems.push('SMS_URL');
    for (const name of problems) issue(name, `${name} must be set to a real value in production`);
    // Fail closed: every external system on a real adapter, but the exceptions named.
    for (const setting of sandboxSettings(c))
      if (!(isSandboxException(setting) && c.ALLOW_SANDBOX_IN_PRODUCTION.includes(setting)))
        issue(setting, 'the sandbox cannot run in production; set a real adapter');
    if (c.CAPTCHA_PROVIDER === 'none')
      issue(
        'CAPTCHA_PROVIDER',
        'none cannot run in production; set recaptcha, turnstile or hcaptcha',
      );
    else if (!c.CAPTCHA_SECRET)
      issue('CAPTCHA_SECRET', 'CAPTCHA_SECRET is required by CAPTCHA_PROVIDER');
  })
  .transform((c) => ({
    ...c,
    devMailbox: c.NODE_ENV !== 'production' && (c.DEV_MAILBOX ?? true),
    captchaEnabled: c.CAPTCHA_PROVIDER !== 'none' && Boolean(c.CAPTCHA_SECRET),
    /** Tests drive the order desk by hand; a running API reviews and settles every 15 s. */
    orderDeskIntervalSeconds: c.ORDER_DESK_INTERVAL_SECONDS ?? (c.NODE_ENV === 'test' ? 0 : 15),
    /** The OpenAPI document and page: off in production unless API_DOCS turns them on. */
    apiDocs: c.API_DOCS ?? c.NODE_ENV !== 'production',
    /** The sandbox gateway's checkout pages: only with that gateway, and never in production. */
    sandboxGateway: c.PAYMENT_GATEWAY === 'sandbox' && c.NODE_ENV !== 'production',
    /** The adapter each external system uses, by the settings above (`plugins/deps.ts` builds it). */
    adapters: {
      payments: c.PAYMENT_GATEWAY,
      treasury: c.TREASURY,
      payouts: c.PAYOUTS,
      navSource: c.NAV_SOURCE,
      biometrics: c.BIOMETRICS,
      screening: c.SCREENING,
      participantRegister: c.PARTICIPANT_REGISTER,
      mail: c.SMTP_URL ? ('smtp' as const) : ('outbox' as const),
      sms: c.SMS_URL ? ('http' as const) : ('outbox' as const),
      captcha: c.CAPTCHA_PROVIDER !== 'none' && c.CAPTCHA_SECRET ? c.CAPTCHA_PROVIDER : 'none',
    } satisfies Record<ExternalSystem | 'mail' | 'sms' | 'captcha', string>,
    /**
     * The settings whose system runs on its sandbox: in production only the allowed exceptions
     * (logged at start, reported by `/readyz`).
     */
    sandboxes: sandboxSettings(c),
  }));

/** The settings of the external systems left on their sandbox, in `EXTERNAL_SYSTEMS`' order. */
function sandboxSettings(c: Record<SystemSetting, string>): SystemSetting[] {
  return Object.values(EXTERNAL_SYSTEMS)
    .map((system) => system.setting)
    .filter((setting) => c[setting] === 'sandbox');
}

export type Config = z.output<typeof configSchema>;
export type ConfigInput = Partial<Record<keyof z.input<typeof configSchema>, string>>;

export class ConfigError extends Error {}

/** Reads and validates the configuration; throws a readable error listing every bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(configSchema.in.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.') || 'config'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Configuration for tests: defaults plus overrides, quiet logs. */
export function testConfig(overrides: ConfigInput = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
