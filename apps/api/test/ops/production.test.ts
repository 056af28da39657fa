import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_CHECKOUT_PATH } from '../../src/adapters/payment-gateway/sandbox-checkout';
import { ConfigError, EXTERNAL_SYSTEMS, loadConfig } from '../../src/config';
import { createTestServer, PRODUCTION_ENV, type TestServer } from '../helpers';

// Production fails closed: no mode is guessed, and what only development needs (the outboxes,
// the unscoped transfer review, the sandbox checkout, the API's documentation page) is not even
// registered there.

const DEVELOPMENT_ONLY = [
  { method: 'GET', url: '/api/dev/mailbox' },
  { method: 'GET', url: '/api/dev/sms' },
  { method: 'POST', url: '/api/dev/orders/:reference/review' },
  { method: 'GET', url: `${SANDBOX_CHECKOUT_PATH}/:id` },
  { method: 'GET', url: '/api/docs/json' },
] as const;

describe('the mode', () => {
  it('is never guessed: without NODE_ENV the configuration is refused and says how to set it', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/NODE_ENV: must be set: development \(`npm start`\)/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('the API started without NODE_ENV exits at once with that message', () => {
    const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const env = { ...process.env };
    delete env['NODE_ENV'];
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: api,
      env: { ...env, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/NODE_ENV: must be set/);
  }, 90_000);

  it('the demo seed refuses a production database', () => {
    const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/seed.ts'], {
      cwd: api,
      env: { ...process.env, ...PRODUCTION_ENV },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/demo seed refuses a production database/);
  }, 90_000);
});

/** `app.printRoutes()`'s tree as one `METHOD /path` line per route. */
function listRoutes(tree: string): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    prefixes[depth] = (prefixes[depth - 1] ?? '') + node[2];
    prefixes.length = depth + 1;
    for (const method of node[3]?.split(', ') ?? []) routes.push(`${method} ${prefixes[depth]}`);
  }
  return routes;
}

describe.each([
  { mode: 'production', env: PRODUCTION_ENV, registered: false },
  { mode: 'development', env: { NODE_ENV: 'development' }, registered: true },
] as const)('in $mode', ({ env, registered }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env });
  });
  afterAll(() => server.close());

  it(`the development routes, the sandbox checkout and the documentation are ${registered ? '' : 'not '}registered`, async () => {
    const routes = listRoutes(server.app.printRoutes({ commonPrefix: false }));
    expect(routes).toContain('POST /api/auth/login');
    const sandboxOnly = routes.filter((r) =>
      /^\w+ (\/api\/dev\/|\/api\/docs|\/api\/payment-gateway\/sandbox)/.test(r),
    );
    if (registered) expect(sandboxOnly.length).toBeGreaterThanOrEqual(DEVELOPMENT_ONLY.length);
    else expect(sandboxOnly).toEqual([]);
    for (const route of DEVELOPMENT_ONLY)
      expect(server.app.hasRoute(route), `${route.method} ${route.url}`).toBe(registered);
    const docs = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(registered ? 200 : 404);
  });
});

describe('in development with real adapters', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      env: {
        NODE_ENV: 'development',
        PAYMENT_GATEWAY: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: PRODUCTION_ENV.MERCADOPAGO_ACCESS_TOKEN,
        MERCADOPAGO_WEBHOOK_SECRET: PRODUCTION_ENV.MERCADOPAGO_WEBHOOK_SECRET,
        TREASURY: 'camt',
      },
    });
  });
  afterAll(() => server.close());

  it('the sandboxes’ controls go with them: no sandbox checkout, no hand review of transfers', () => {
    const has = (method: 'GET' | 'POST', url: string) => server.app.hasRoute({ method, url });
    expect(has('GET', `${SANDBOX_CHECKOUT_PATH}/:id`)).toBe(false);
    expect(has('POST', '/api/dev/orders/:reference/review')).toBe(false);
    expect(has('GET', '/api/dev/mailbox')).toBe(true);
  });
});

describe('the external systems in production', () => {
  const refusal = (setting: string) =>
    `- ${setting}: the sandbox cannot run in production; set a real adapter`;
  const production = (overrides: Record<string, string | undefined>) => ({
    ...PRODUCTION_ENV,
    ALLOW_SANDBOX_IN_PRODUCTION: undefined,
    ...overrides,
  });

  it.each(Object.values(EXTERNAL_SYSTEMS).map((s) => s.setting))(
    '%s on its sandbox refuses to start, naming the setting',
    (setting) => {
      const bySandbox = () => loadConfig(production({ [setting]: 'sandbox' }));
      expect(bySandbox).toThrow(ConfigError);
      expect(bySandbox).toThrow(refusal(setting));
      // Left unset it is the sandbox too.
      expect(() => loadConfig(production({ [setting]: undefined }))).toThrow(refusal(setting));
    },
  );

  it('mail and text messages left in the outboxes, or no captcha, refuse to start too', () => {
    const start = (overrides: Record<string, string | undefined>) => () =>
      loadConfig({ ...PRODUCTION_ENV, ...overrides });
    expect(start({ SMTP_URL: undefined })).toThrow('- SMTP_URL: SMTP_URL must be set');
    expect(start({ SMS_URL: undefined })).toThrow('- SMS_URL: SMS_URL must be set');
    expect(start({ CAPTCHA_PROVIDER: undefined })).toThrow(
      '- CAPTCHA_PROVIDER: none cannot run in production',
    );
    expect(start({ CAPTCHA_SECRET: undefined })).toThrow('- CAPTCHA_SECRET:');
  });

  it('every system on a real adapter starts, and says which adapter each uses', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.adapters).toEqual({
      payments: 'mercadopago',
      treasury: 'camt',
      payouts: 'pain001',
      navSource: 'core-file',
      biometrics: 'rekognition',
      screening: 'lists',
      participantRegister: 'http',
      mail: 'smtp',
      sms: 'http',
      captcha: 'turnstile',
    });
    // Every system has a real adapter: no exception is needed to start.
    expect(loadConfig(PRODUCTION_ENV).sandboxes).toEqual([]);
    // The lists' addresses go with SCREENING=lists, the region with BIOMETRICS=rekognition.
    expect(() => loadConfig(production({ SCREENING_OFAC_URL: undefined }))).toThrow(
      '- SCREENING_OFAC_URL: is required by SCREENING=lists',
    );
    expect(() => loadConfig(production({ REKOGNITION_REGION: undefined }))).toThrow(
      '- REKOGNITION_REGION: is required by BIOMETRICS=rekognition',
    );
  });
});

describe('ALLOW_SANDBOX_IN_PRODUCTION', () => {
  it('may name BIOMETRICS only (until the portal captures Face Liveness); SCREENING is refused', () => {
    const biometricsSandbox = loadConfig({
      ...PRODUCTION_ENV,
      BIOMETRICS: 'sandbox',
      ALLOW_SANDBOX_IN_PRODUCTION: 'BIOMETRICS',
    });
    expect(biometricsSandbox.sandboxes).toEqual(['BIOMETRICS']);
    expect(() => loadConfig({ ...PRODUCTION_ENV, BIOMETRICS: 'sandbox' })).toThrow(
      '- BIOMETRICS: the sandbox cannot run in production',
    );
    const screeningSandbox = () =>
      loadConfig({
        ...PRODUCTION_ENV,
        SCREENING: 'sandbox',
        ALLOW_SANDBOX_IN_PRODUCTION: 'BIOMETRICS,SCREENING',
      });
    expect(screeningSandbox).toThrow(
      '- ALLOW_SANDBOX_IN_PRODUCTION: may name only BIOMETRICS; SCREENING must use a real adapter',
    );
    expect(screeningSandbox).toThrow('- SCREENING: the sandbox cannot run in production');
    expect(screeningSandbox).not.toThrow('- BIOMETRICS:');
    const allowGateway = () =>
      loadConfig({
        ...PRODUCTION_ENV,
        PAYMENT_GATEWAY: 'sandbox',
        ALLOW_SANDBOX_IN_PRODUCTION: 'BIOMETRICS,PAYMENT_GATEWAY',
      });
    expect(allowGateway).toThrow(
      '- ALLOW_SANDBOX_IN_PRODUCTION: may name only BIOMETRICS; PAYMENT_GATEWAY must use a real adapter',
    );
    expect(allowGateway).toThrow('- PAYMENT_GATEWAY: the sandbox cannot run in production');
  });

  it('is logged at start and reported by /readyz', async () => {
    const lines: string[] = [];
    const server = await createTestServer({
      env: { ...PRODUCTION_ENV, BIOMETRICS: 'sandbox', ALLOW_SANDBOX_IN_PRODUCTION: 'BIOMETRICS' },
      deps: { logStream: { write: (line) => void lines.push(line) } },
    });
    try {
      const warning = lines
        .map((line) => JSON.parse(line) as { level: number; msg: string; sandboxes?: string[] })
        .find((entry) => entry.sandboxes);
      expect(warning).toMatchObject({
        level: 40,
        sandboxes: ['BIOMETRICS'],
        msg: expect.stringContaining('(ALLOW_SANDBOX_IN_PRODUCTION): BIOMETRICS'),
      });
      const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: 'ready',
        sandboxes: ['BIOMETRICS'],
      });
    } finally {
      await server.close();
    }
  });
});

describe('GET /metrics in production', () => {
  const TOKEN = 'metrics-token-for-production-0123';
  it('is not served without METRICS_TOKEN', async () => {
    const server = await createTestServer({ env: PRODUCTION_ENV });
    try {
      expect((await server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('asks for its token when one is set', async () => {
    const server = await createTestServer({
      env: { ...PRODUCTION_ENV, METRICS_TOKEN: TOKEN },
    });
    try {
      const get = (authorization?: string) =>
        server.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
      expect((await get()).statusCode).toBe(401);
      expect((await get('Bearer not-the-metrics-token-0000')).statusCode).toBe(401);
      const served = await get(`Bearer ${TOKEN}`);
      expect(served.statusCode).toBe(200);
      expect(served.body).toMatch(/^# HELP /m);
    } finally {
      await server.close();
    }
  });
});
