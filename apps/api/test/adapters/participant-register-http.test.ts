import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import {
  startParticipantRegister,
  type ParticipantRegisterCounterpart,
} from '../../counterparts/participant-register';

// The back office's register as a local HTTP server (the counterpart the production-mode runs
// use too), holding the participants each test gives it.

const TOKEN = 'register-token-for-the-tests';

const ANA: RegisteredParticipant = {
  documentType: '01',
  numberDocument: '10117410',
  since: '2023-06-15',
  email: 'ana.torres@demo.pe',
};

describe('the participant register over HTTP', () => {
  let register: ParticipantRegisterCounterpart;
  beforeAll(async () => {
    register = await startParticipantRegister({ token: TOKEN });
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
