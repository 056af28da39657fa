import { describe, expect, it, vi } from 'vitest';
import { biometricStatusRoute } from '@saf/contract';
import { callRoute } from './call';
import {
  ApiError,
  baseOfPath,
  buildUrl,
  createApiClient,
  NetworkError,
  type ApiClientOptions,
} from './client';

function jwt(claims: Record<string, unknown>) {
  const b64 = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;
}

function setup(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
  overrides: Partial<ApiClientOptions> = {},
) {
  let token: string | null = overrides.getToken
    ? overrides.getToken()
    : jwt({ iat: 100, exp: 1000 });
  const calls: { url: string; init: RequestInit }[] = [];
  const options: ApiClientOptions = {
    apiBaseUrl: 'https://portal.test',
    servicesBaseUrl: 'https://services.test',
    getToken: () => token,
    setToken: vi.fn((next: string) => {
      token = next;
    }),
    onUnauthorized: vi.fn(),
    onServerError: vi.fn(),
    logger: { warn: vi.fn(), error: vi.fn() },
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return respond(String(input), init ?? {});
    },
    ...overrides,
  };
  return { client: createApiClient(options), options, calls, token: () => token };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('the API client', () => {
  it('sends JSON, the platform header WEB and the session bearer token on every call', async () => {
    const { client, calls, token } = setup(() => json(200, { ok: true }));
    await client.request({ method: 'POST', path: '/api/auth/logout', body: { a: 1 } });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.url).toBe('https://portal.test/api/auth/logout');
    expect(headers.Accept).toBe('application/json');
    expect(headers.Platform).toBe('WEB');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe(`Bearer ${token()}`);
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it('fills and encodes path parameters and sends the services base when asked', async () => {
    const { client, calls } = setup(() => json(200, {}));
    await client.request({
      method: 'PATCH',
      path: '/api/user/app/verify-email/:code/:email/WEB',
      params: { code: '123456', email: 'ana+1@correo.pe' },
    });
    await client.request({
      method: 'GET',
      path: '/api/toc/status',
      base: 'services',
      query: { a: 'b c', skip: undefined },
    });
    expect(calls[0]!.url).toBe(
      'https://portal.test/api/user/app/verify-email/123456/ana%2B1%40correo.pe/WEB',
    );
    expect(calls[1]!.url).toBe('https://services.test/api/toc/status?a=b+c');
  });

  it('sends the facial check and the core-system lookups to the services base, the rest to the API', async () => {
    const status = {
      purpose: 'ONBOARDING',
      check_state: 0,
      last_result: 'NONE',
      attempts_today: 0,
      attempts_left: 3,
      retry_at: null,
      ever_passed: false,
    };
    const { client, calls } = setup((url) =>
      json(200, url.includes('/api/toc/') ? status : { ok: true }),
    );
    await callRoute(client, biometricStatusRoute, { query: { purpose: 'ONBOARDING' } });
    await client.request({ method: 'GET', path: '/api/spectrum/participant' });
    await client.request({ method: 'GET', path: '/api/tocado' });
    await client.request({ method: 'GET', path: '/api/auth/me' });
    expect(calls.map((c) => c.url)).toEqual([
      'https://services.test/api/toc/status?purpose=ONBOARDING',
      'https://services.test/api/spectrum/participant',
      'https://portal.test/api/tocado',
      'https://portal.test/api/auth/me',
    ]);
    expect(baseOfPath('/api/toc/sessions/:id/selfie')).toBe('services');
    expect(baseOfPath('/api/user/toc')).toBe('api');
  });

  it('adopts a rotated token only when it is newer than the one it holds', async () => {
    const newer = jwt({ iat: 200, exp: 1100 });
    const older = jwt({ iat: 50, exp: 900 });
    const first = setup(() => json(200, {}, { Authorization: `Bearer ${newer}` }));
    await first.client.request({ method: 'GET', path: '/api/auth/me' });
    expect(first.token()).toBe(newer);

    const late = setup(() => json(200, {}, { Authorization: `Bearer ${older}` }));
    const before = late.token();
    await late.client.request({ method: 'GET', path: '/api/auth/me' });
    expect(late.token()).toBe(before);
    expect(late.options.setToken).not.toHaveBeenCalled();
  });

  it('does not adopt a token into the session from a call made with the public token', async () => {
    const { client, options } = setup(() =>
      json(200, {}, { Authorization: `Bearer ${jwt({ iat: 999 })}` }),
    );
    await client.request({
      method: 'POST',
      path: '/api/app/customer/register-email',
      token: 'public',
      body: {},
    });
    expect(options.setToken).not.toHaveBeenCalled();
  });

  it('hands the server body to the caller on failure', async () => {
    const body = { code: '100007', message: 'attempt limit', requestId: 'r1' };
    const { client } = setup(() => json(423, body));
    const error = (await client
      .request({ method: 'POST', path: '/api/auth/login', anonymous: true })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(423);
    expect(error.body).toEqual(body);
    expect(error.code).toBe('100007');
  });

  it.each([
    [401, { message: 'Unauthorized' }],
    [400, { message: 'User not found' }],
  ])('raises the unauthorized event on %i %j sent with the session token', async (status, body) => {
    const { client, options } = setup(() => json(status, body));
    await expect(client.request({ method: 'GET', path: '/api/auth/me' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(options.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not treat a failed login (no session token) as an expired session', async () => {
    const { client, options } = setup(() =>
      json(401, { code: '100008', message: 'incorrect credentials' }),
    );
    await expect(
      client.request({ method: 'POST', path: '/api/auth/login', anonymous: true }),
    ).rejects.toThrow();
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });

  it('only logs 403 and 404', async () => {
    for (const status of [403, 404]) {
      const { client, options } = setup(() => json(status, {}));
      await expect(client.request({ method: 'GET', path: '/api/x' })).rejects.toBeInstanceOf(
        ApiError,
      );
      expect(options.logger!.warn).toHaveBeenCalledTimes(1);
      expect(options.onUnauthorized).not.toHaveBeenCalled();
      expect(options.onServerError).not.toHaveBeenCalled();
    }
  });

  it('sends the customer to /500 on a server error, except when the call asks not to', async () => {
    const a = setup(() => json(500, { message: 'Internal Server Error' }));
    await expect(a.client.request({ method: 'GET', path: '/api/x' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(a.options.onServerError).toHaveBeenCalledTimes(1);

    const b = setup(() => json(500, {}));
    await expect(
      b.client.request({
        method: 'PUT',
        path: '/api/profile/consents/:purpose',
        params: { purpose: 'MARKETING' },
        skipServerErrorRedirect: true,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(b.options.onServerError).not.toHaveBeenCalled();
  });

  it('reports a network failure as a NetworkError', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.request({ method: 'GET', path: '/api/x' })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});

describe('buildUrl', () => {
  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildUrl('', { path: '/api/a/:id' })).toThrow(/id/);
  });
});
