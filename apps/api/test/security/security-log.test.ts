import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_EVENT_LABELS, type SecurityEvent } from '@saf/contract';
import { deviceOf, shortIp } from '../../src/modules/shared/security-log';
import {
  PASSWORD,
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  type TestServer,
} from '../helpers';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('the security log', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t?.close());

  const login = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': CHROME_WINDOWS },
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return json<{ token: string }>(res).token;
  };
  const log = async (token: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/security-log',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return json<{ items: SecurityEvent[] }>(res).items;
  };

  it('names devices and shortens IPs', () => {
    expect(deviceOf(CHROME_WINDOWS)).toBe('Chrome en Windows');
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari en iOS');
    expect(deviceOf(undefined)).toBeNull();
    expect(shortIp('190.42.17.203')).toBe('190.42.17.x');
    expect(shortIp('2800:200:e840:1a2b::1')).toBe('2800:200:e840:…');
    expect(Object.keys(SECURITY_EVENT_LABELS)).toContain('LOGIN');
  });

  it('records logins and password changes; "No fui yo" ends every session and emails a reset code; another customer cannot report it', async () => {
    await insertUser(t, { email: 'seguridad@demo.pe' });
    await insertUser(t, { email: 'intruso@demo.pe' });
    const first = await login('seguridad@demo.pe');
    t.clock.advanceSeconds(5);
    const second = await login('seguridad@demo.pe');
    const items = await log(second);
    expect(items.map((e) => [e.kind, e.device, e.reported])).toEqual([
      ['LOGIN', 'Chrome en Windows', false],
      ['LOGIN', 'Chrome en Windows', false],
    ]);
    const target = items[1]!;
    const other = await login('intruso@demo.pe');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `/api/security-log/${target.id}/report`,
        headers: bearer(other),
      }),
      404,
      'NOT_FOUND',
      'Not found',
    );
    expect((await log(other)).map((e) => e.kind)).toEqual(['LOGIN']);

    const mailsBefore = t.mailer.sent.filter((m) => m.to === 'seguridad@demo.pe').length;
    t.clock.advanceSeconds(5);
    const reported = await t.app.inject({
      method: 'POST',
      url: `/api/security-log/${target.id}/report`,
      headers: bearer(second),
    });
    expect(reported.statusCode).toBe(200);
    expect(t.mailer.sent.filter((m) => m.to === 'seguridad@demo.pe').length).toBe(mailsBefore + 1);
    for (const token of [first, second])
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }),
        401,
        'UNAUTHORIZED',
        'Unauthorized',
      );
    t.clock.advanceSeconds(5);
    const again = await login('seguridad@demo.pe');
    const after = await log(again);
    expect(after.find((e) => e.id === target.id)?.reported).toBe(true);
  });
});
