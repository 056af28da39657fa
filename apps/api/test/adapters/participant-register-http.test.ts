import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { spectrumParticipantResponseSchema } from '@saf/contract';
import type { RegisteredParticipant } from '../../src/adapters/core-system/index';
import {
  httpParticipantRegister,
  ParticipantRegisterError,
} from '../../src/adapters/core-system/participant-register-http';
import {
  bearer,
  createTestServer,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';

// The back office's register as a local HTTP server speaking the JSON API the adapter documents:
// it keeps its participants in memory, asks for the bearer token, and can be made slow or broken.

const TOKEN = 'register-token-for-the-tests';

interface Register {
  url: string;
  participants: RegisteredParticipant[];
  /** What the next answers do instead of serving: wait this long, or answer this status/body. */
  mode: { delayMs?: number; status?: number; body?: string };
  /** The requests it received: method, path and query, authorization, body. */
  seen: { method: string; url: string; authorization?: string; body: string }[];
  close(): Promise<void>;
}

async function startRegister(): Promise<Register> {
  const register: Omit<Register, 'url' | 'close'> = { participants: [], mode: {}, seen: [] };
  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    register.seen.push({
      method: req.method!,
      url: req.url!,
      authorization: req.headers.authorization,
      body,
    });
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(res, 401, { error: 'token' });
    const { mode } = register;
    if (mode.status) {
      res.writeHead(mode.status, { 'content-type': 'application/json' });
      return res.end(mode.body ?? '{}');
    }
    const url = new URL(req.url!, 'http://register');
    if (req.method === 'GET' && url.pathname === '/api/participants') {
      const type = url.searchParams.get('documentType');
      const number = url.searchParams.get('numberDocument');
      const email = url.searchParams.get('email');
      return send(
        res,
        200,
        register.participants.filter((p) =>
          email !== null
            ? p.email === email
            : p.documentType === type && p.numberDocument === number,
        ),
      );
    }
    const put = /^\/api\/participants\/([^/]+)\/([^/]+)\/email$/.exec(url.pathname);
    if (req.method === 'PUT' && put) {
      const found = register.participants.find(
        (p) =>
          p.documentType === decodeURIComponent(put[1]!) &&
          p.numberDocument === decodeURIComponent(put[2]!),
      );
      if (!found) return send(res, 404, { error: 'unknown participant' });
      found.email = (JSON.parse(body) as { email: string }).email;
      return send(res, 204);
    }
    return send(res, 404, { error: 'no such route' });
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const delay = register.mode.delayMs;
      if (delay) setTimeout(() => handle(req, res, body), delay).unref();
      else handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(register, {
    url: `http://127.0.0.1:${port}/api/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

const ANA: RegisteredParticipant = {
  documentType: '01',
  numberDocument: '10117410',
  since: '2023-06-15',
  email: 'ana.torres@demo.pe',
};

describe('the participant register over HTTP', () => {
  let register: Register;
  beforeAll(async () => {
    register = await startRegister();
  });
  afterAll(() => register.close());
  beforeEach(() => {
    register.participants = [{ ...ANA }];
    register.mode = {};
    register.seen = [];
  });
  const adapter = (overrides: { token?: string; timeoutMs?: number } = {}) =>
    httpParticipantRegister({ url: register.url, token: TOKEN, timeoutMs: 2000, ...overrides });

  it('finds a participant by document and by address, with its bearer token', async () => {
    expect(await adapter().find('01', '10117410')).toEqual(ANA);
    expect(await adapter().find('01', '45555555')).toBeNull();
    expect(await adapter().findByEmail('Ana.Torres@Demo.pe')).toEqual(ANA);
    expect(await adapter().findByEmail('nadie@demo.pe')).toBeNull();
    expect(register.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/participants?documentType=01&numberDocument=10117410',
      'GET /api/participants?documentType=01&numberDocument=45555555',
      'GET /api/participants?email=ana.torres%40demo.pe',
      'GET /api/participants?email=nadie%40demo.pe',
    ]);
    expect(register.seen.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('records a new address in the register, in lower case', async () => {
    await adapter().updateEmail('01', '10117410', 'Nueva@Demo.pe');
    expect(register.participants[0]!.email).toBe('nueva@demo.pe');
    expect(register.seen[0]).toMatchObject({
      method: 'PUT',
      url: '/api/participants/01/10117410/email',
      body: JSON.stringify({ email: 'nueva@demo.pe' }),
    });
  });

  it('fails, never guesses, when the register refuses, breaks or answers another shape', async () => {
    await expect(adapter().updateEmail('01', '99999999', 'x@demo.pe')).rejects.toThrow(
      /answered PUT with 404/,
    );
    await expect(adapter({ token: 'wrong' }).find('01', '10117410')).rejects.toThrow(
      /answered GET with 401/,
    );
    register.mode = { status: 503 };
    await expect(adapter().find('01', '10117410')).rejects.toThrow(ParticipantRegisterError);
    register.mode = { status: 200, body: '{"participant":"01-10117410"}' };
    await expect(adapter().find('01', '10117410')).rejects.toThrow(/unexpected body/);
    register.mode = { status: 200, body: JSON.stringify([ANA, ANA]) };
    await expect(adapter().findByEmail(ANA.email!)).rejects.toThrow(/unexpected body/);
  });

  it('gives up after its time limit', async () => {
    register.mode = { delayMs: 1500 };
    const started = Date.now();
    await expect(adapter({ timeoutMs: 200 }).find('01', '10117410')).rejects.toThrow(
      /did not answer GET within 200 ms/,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  describe('chosen by PARTICIPANT_REGISTER=http', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await createTestServer({
        env: {
          PARTICIPANT_REGISTER: 'http',
          PARTICIPANT_REGISTER_URL: register.url,
          PARTICIPANT_REGISTER_TOKEN: TOKEN,
          PARTICIPANT_REGISTER_TIMEOUT_MS: '500',
        },
      });
      const ok = { documentType: '01', identityValidatedAt: t.clock.now() };
      await insertUser(t, { email: 'ana.torres@demo.pe', numberDocument: '10117410', ...ok });
    });
    afterAll(() => t.close());
    const lookUp = async () =>
      t.app.inject({
        method: 'GET',
        url: '/api/spectrum/participant',
        headers: bearer(await loginToken(t.app, 'ana.torres@demo.pe')),
      });

    it('the API asks the back office, not the seeded rows', async () => {
      const res = await lookUp();
      expect(spectrumParticipantResponseSchema.parse(json(res))).toEqual({
        exist_spectrum: true,
        participant_since: '2023-06-15',
      });
      expect(register.seen.at(-1)?.url).toBe(
        '/api/participants?documentType=01&numberDocument=10117410',
      );
    });

    it('the customer is told to try again when the register does not answer', async () => {
      register.mode = { delayMs: 1500 };
      const res = await lookUp();
      expect(res.statusCode).toBe(500);
      expect(json(res)).toMatchObject({ code: 'INTERNAL_ERROR' });
    });
  });
});
