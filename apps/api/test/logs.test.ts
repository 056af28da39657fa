import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { MemoryMailer } from '../src/adapters/mail/index';
import { ManualClock } from '../src/lib/clock';
import { buildServer } from '../src/server';
import { freshDatabase, insertUser, json, lastCode, PASSWORD, type TestDatabase } from './helpers';

describe('logs', () => {
  const lines: string[] = [];
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof buildServer>>;
  const mailer = new MemoryMailer();
  const clock = new ManualClock();
  beforeAll(async () => {
    db = await freshDatabase();
    app = await buildServer(testConfig(), {
      database: db.database,
      clock,
      mailer,
      logStream: { write: (l: string) => void lines.push(l) },
    });
    await insertUser({ database: db.database, clock }, { email: 'log@demo.pe' });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('log every login attempt with the request id, and never a password, code or token', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'log@demo.pe', password: PASSWORD },
    });
    const token = json<{ token: string }>(ok).token;
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'log@demo.pe', password: 'Secret-Wrong-Pass' },
    });
    await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/user/app/send-code-recovery-password',
      payload: { email: 'log@demo.pe' },
    });
    const code = lastCode(mailer, 'log@demo.pe');
    await app.inject({
      method: 'GET',
      url: `/api/user/app/validate-code-recovery-password/${code}/log@demo.pe`,
    });
    const all = lines.join('\n');
    expect(all).toContain(String(ok.headers['x-request-id']));
    const failed = lines.find((l) => l.includes('login-failed'));
    expect(failed).toContain(String(bad.headers['x-request-id']));
    expect(failed).toContain('100008');
    // The code as a value or a path segment (a bare 6-digit run could be part of a timestamp).
    for (const secret of [
      PASSWORD,
      'Secret-Wrong-Pass',
      token,
      token.split('.')[2]!,
      `/${code}/`,
      `"${code}"`,
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
