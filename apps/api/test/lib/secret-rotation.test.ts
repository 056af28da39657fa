import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../../src/config';
import { MemoryRateLimitStore } from '../../src/adapters/rate-limit/index';
import { buildServer } from '../../src/server';
import { createTestServer, insertUser, lastCode, type TestServer } from '../helpers';

const OLD = 'the-old-code-secret-of-enough-length-00001';
const NEW = 'the-new-code-secret-of-enough-length-00002';

/** Another instance on the same database, with another configuration of the code secrets. */
async function instance(t: TestServer, env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildServer(testConfig(env), {
    database: t.database,
    clock: t.clock,
    mailer: t.mailer,
    rateLimit: new MemoryRateLimitStore(),
  });
  await app.ready();
  return app;
}

describe('rotating CODE_SECRET', () => {
  let t: TestServer;
  const others: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await createTestServer({ env: { CODE_SECRET: OLD } });
    await insertUser(t, { email: 'rota@demo.pe' });
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await t?.close();
  });

  it('a code sent under the old secret still works while it is accepted, not after', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/app/send-code-recovery-password',
      payload: { email: 'rota@demo.pe', resend: false },
    });
    expect(sent.statusCode).toBe(200);
    const code = lastCode(t.mailer, 'rota@demo.pe');
    const validate = (app: FastifyInstance) =>
      app.inject({
        method: 'GET',
        url: `/api/user/app/validate-code-recovery-password/${code}/rota@demo.pe`,
      });
    const rotated = await instance(t, { CODE_SECRET: NEW, CODE_ACCEPTED_SECRETS: OLD });
    const done = await instance(t, { CODE_SECRET: NEW });
    others.push(rotated, done);
    expect((await validate(done)).json()).toMatchObject({ code: '100031' });
    expect((await validate(rotated)).statusCode).toBe(200);
  });
});
