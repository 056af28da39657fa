import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { ManualClock } from '../../src/lib/clock';
import { TokenService } from '../../src/lib/tokens';

const config = testConfig();
const start = Date.UTC(2026, 10, 22, 15, 0, 0);

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
function signWith(secret: string, header: unknown, payload: unknown): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
function claims(overrides: Record<string, unknown> = {}) {
  const now = Math.floor(start / 1000);
  return {
    kind: 'user',
    auth_time_ms: start,
    iat_ms: start,
    iss: config.JWT_ISSUER,
    aud: config.JWT_AUDIENCE,
    sub: '7',
    jti: 'x',
    iat: now,
    nbf: now,
    exp: now + 900,
    ...overrides,
  };
}

describe('access tokens', () => {
  const clock = new ManualClock(start);
  const tokens = new TokenService(config, clock);
  const header = { alg: 'HS256', typ: 'at+jwt' };

  it('verifies what it signed, keeping the session start through renewals', async () => {
    const token = await tokens.sign('user', '7', start - 60_000);
    expect(await tokens.verify(token)).toEqual({
      kind: 'user',
      sub: '7',
      authTime: start - 60_000,
      issuedAt: start,
    });
    const [h, p] = token.split('.');
    // The header names the key that signed it.
    expect(JSON.parse(Buffer.from(h!, 'base64url').toString())).toEqual({
      ...header,
      kid: config.JWT_KEY_ID,
    });
    expect(JSON.parse(Buffer.from(p!, 'base64url').toString())).toMatchObject({
      iss: config.JWT_ISSUER,
      aud: config.JWT_AUDIENCE,
      exp: Math.floor(start / 1000) + config.ACCESS_TOKEN_TTL_SECONDS,
    });
  });

  it('accepts a token made by any HS256 implementation with the same claims', async () => {
    const kid = { ...header, kid: config.JWT_KEY_ID };
    expect(await tokens.verify(signWith(config.JWT_SECRET, kid, claims()))).not.toBeNull();
    // One signed before tokens carried a key id: checked with the current key.
    expect(await tokens.verify(signWith(config.JWT_SECRET, header, claims()))).not.toBeNull();
  });

  it.each([
    ['alg none', signWith(config.JWT_SECRET, { alg: 'none', typ: 'at+jwt' }, claims())],
    ['another algorithm', signWith(config.JWT_SECRET, { alg: 'HS512', typ: 'at+jwt' }, claims())],
    ['another type', signWith(config.JWT_SECRET, { alg: 'HS256', typ: 'JWT' }, claims())],
    ['an unknown key id', signWith(config.JWT_SECRET, { ...header, kid: 'a' }, claims())],
    [
      'its key id with another key',
      signWith('another-secret-of-enough-length-000000', { ...header, kid: '1' }, claims()),
    ],
    ['another key', signWith('another-secret-of-enough-length-000000', header, claims())],
    ['another issuer', signWith(config.JWT_SECRET, header, claims({ iss: 'x' }))],
    ['another audience', signWith(config.JWT_SECRET, header, claims({ aud: 'x' }))],
    ['no expiry', signWith(config.JWT_SECRET, header, claims({ exp: undefined }))],
    ['expired', signWith(config.JWT_SECRET, header, claims({ exp: Math.floor(start / 1000) }))],
    ['not yet valid', signWith(config.JWT_SECRET, header, claims({ nbf: start / 1000 + 60 }))],
    ['an unknown kind', signWith(config.JWT_SECRET, header, claims({ kind: 'admin' }))],
    ['no subject', signWith(config.JWT_SECRET, header, claims({ sub: undefined }))],
    ['no session start', signWith(config.JWT_SECRET, header, claims({ auth_time_ms: '1' }))],
    ['a JSON array payload', signWith(config.JWT_SECRET, header, [1])],
  ])('refuses %s', async (_name, token) => {
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a signature changed in one character, and malformed tokens', async () => {
    const token = await tokens.sign('public', 'public', start);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    expect(await tokens.verify(`${token.slice(0, -2)}${last}${token.at(-1)}`)).toBeNull();
    expect(await tokens.verify(token.split('.').slice(0, 2).join('.'))).toBeNull();
    expect(await tokens.verify(`${token}.x`)).toBeNull();
    expect(await tokens.verify('a.b.c')).toBeNull();
  });

  it('stops accepting a token at its expiry', async () => {
    const local = new ManualClock(start);
    const service = new TokenService(config, local);
    const token = await service.sign('user', '7', start);
    local.advance((config.ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await service.verify(token)).not.toBeNull();
    local.advance(1000);
    expect(await service.verify(token)).toBeNull();
  });
});

describe('tokens verified lately (remembered by their text for a few seconds)', () => {
  it('a remembered token is refused at its expiry and before its nbf, like any other', async () => {
    const local = new ManualClock(start);
    const service = new TokenService(config, local);
    const token = await service.sign('user', '7', start);
    const first = await service.verify(token);
    expect(first).toEqual({ kind: 'user', sub: '7', authTime: start, issuedAt: start });
    // The same claims again (the full check is skipped, nothing else changes).
    expect(await service.verify(token)).toEqual(first);
    expect(Object.isFrozen(first)).toBe(true);
    // A clock set back before nbf: refused, remembered or not.
    local.set(start - 5_000);
    expect(await service.verify(token)).toBeNull();
    local.set(start);
    expect(await service.verify(token)).not.toBeNull();
    // Verified a second before its expiry, refused at it.
    local.advance((config.ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await service.verify(token)).not.toBeNull();
    local.advance(999);
    expect(await service.verify(token)).not.toBeNull();
    local.advance(1);
    expect(await service.verify(token)).toBeNull();
  });

  it('a remembered token vouches for no other text: one character changed is checked and refused', async () => {
    const service = new TokenService(config, new ManualClock(start));
    const token = await service.sign('user', '7', start);
    expect(await service.verify(token)).not.toBeNull();
    const [h, p, sig] = token.split('.') as [string, string, string];
    const last = sig.at(-2) === 'A' ? 'B' : 'A';
    expect(await service.verify(`${h}.${p}.${sig.slice(0, -2)}${last}${sig.at(-1)}`)).toBeNull();
    // The same claims signed by another key, under this key's header.
    expect(
      await service.verify(
        signWith(
          'another-secret-of-enough-length-000000',
          JSON.parse(Buffer.from(h, 'base64url').toString()),
          JSON.parse(Buffer.from(p, 'base64url').toString()),
        ),
      ),
    ).toBeNull();
    expect(await service.verify(token)).not.toBeNull();
  });
});

describe('rotating the signing key without ending a session', () => {
  const OLD = 'the-old-signing-secret-of-enough-length-0001';
  const NEW = 'the-new-signing-secret-of-enough-length-0002';
  const clock = new ManualClock(start);
  const service = (env: Record<string, string>) => new TokenService(testConfig(env), clock);

  it('accepts the next key first, then signs with it while the previous is accepted, then drops it', async () => {
    const before = service({ JWT_SECRET: OLD, JWT_KEY_ID: 'k1' });
    // 1. Every instance learns the next key (accepted, not yet signing).
    const learning = service({
      JWT_SECRET: OLD,
      JWT_KEY_ID: 'k1',
      JWT_ACCEPTED_SECRETS: `k2:${NEW}`,
    });
    // 2. Every instance signs with it; the old one is still accepted.
    const switched = service({
      JWT_SECRET: NEW,
      JWT_KEY_ID: 'k2',
      JWT_ACCEPTED_SECRETS: `k1:${OLD}`,
    });
    // 3. Once the old tokens have expired, only the new key remains.
    const after = service({ JWT_SECRET: NEW, JWT_KEY_ID: 'k2' });

    const old = await before.sign('user', '7', start);
    const fresh = await switched.sign('user', '7', start);
    // During the rolling switch both kinds of instance read both kinds of token.
    for (const instance of [learning, switched]) {
      expect(await instance.verify(old)).toMatchObject({ sub: '7', authTime: start });
      expect(await instance.verify(fresh)).toMatchObject({ sub: '7', authTime: start });
    }
    // A session renewed under the new key keeps its start: nobody is logged out.
    expect(await after.verify(fresh)).toMatchObject({ authTime: start });
    expect(await after.verify(old)).toBeNull();
    // The old key cannot forge a token under the new key's id.
    const [, payload] = fresh.split('.');
    const forged = `${fresh.split('.')[0]}.${payload}.${createHmac('sha256', OLD)
      .update(`${fresh.split('.')[0]}.${payload}`)
      .digest('base64url')}`;
    expect(await switched.verify(forged)).toBeNull();
  });

  it('refuses a malformed list of accepted keys', () => {
    expect(() => testConfig({ JWT_ACCEPTED_SECRETS: 'k2' })).toThrow(/kid:secret/);
    expect(() => testConfig({ JWT_ACCEPTED_SECRETS: 'k2:short' })).toThrow(/kid:secret/);
  });
});
