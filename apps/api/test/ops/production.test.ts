import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_CHECKOUT_PATH } from '../../src/adapters/payment-gateway/sandbox-checkout';
import { ConfigError, loadConfig } from '../../src/config';
import { createTestServer, type TestServer } from '../helpers';

// Production fails closed: no mode is guessed, and what only development needs (the outboxes,
// the unscoped transfer review, the sandbox checkout, the API's documentation page) is not even
// registered there.

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  CODE_SECRET: 'y'.repeat(40),
  PUBLIC_USER_PASSWORD: 'a-real-public-password',
  DATABASE_URL: 'postgres://u@db:5432/x',
  SMTP_URL: 'smtp://mail:25',
  SMS_URL: 'https://sms.example.pe/send',
  PAYMENT_GATEWAY_SECRET: 'z'.repeat(40),
} as const;

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
      env: { ...process.env, ...PRODUCTION },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/demo seed refuses a production database/);
  }, 90_000);
});

describe.each([
  { mode: 'production', env: PRODUCTION, registered: false },
  { mode: 'development', env: { NODE_ENV: 'development' }, registered: true },
] as const)('in $mode', ({ env, registered }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env });
  });
  afterAll(() => server.close());

  it(`the development routes, the sandbox checkout and the documentation are ${registered ? '' : 'not '}registered`, async () => {
    for (const route of DEVELOPMENT_ONLY)
      expect(server.app.hasRoute(route), `${route.method} ${route.url}`).toBe(registered);
    const docs = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(registered ? 200 : 404);
  });
});
