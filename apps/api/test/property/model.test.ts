import fc from 'fast-check';
import './seed';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ERRORS } from '@saf/contract';
import type { LightMyRequestResponse } from 'fastify';
import { createTestServer, insertUser, lastCode, PASSWORD, type TestServer } from '../helpers';

/**
 * Model-based property test of the login lockout and the recovery code lifecycle: random
 * sequences of logins (right or wrong password), recovery sends, validations and resets (with
 * the current code, an earlier one or a wrong one) and clock moves run against the API and
 * against a small model of the rules of docs/SECURITY.md; every answer must be the model's.
 * - Login: 5 failures inside a sliding 15 min window lock the account 15 min (100007, even with
 *   the right password); a success clears the failures; a reset lifts the lock.
 * - Codes: a send waits 60 s after the last one and at most 5 per hour (100022); a new code
 *   replaces the previous one; a code is good 10 minutes (100033), once (100032), and dies after
 *   5 wrong tries (100031); no code yet: 'Bad Request'.
 */

const RUNS = Number(process.env['MODEL_RUNS'] ?? 20);
const MIN = 60_000;

type Which = 'current' | 'previous' | 'wrong';
type Action =
  | { kind: 'login'; right: boolean }
  | { kind: 'send' }
  | { kind: 'validate'; which: Which }
  | { kind: 'reset'; which: Which }
  | { kind: 'advance'; seconds: number };

const whichArb = fc.constantFrom<Which>('current', 'current', 'previous', 'wrong');
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('login' as const),
      right: fc.constantFrom(true, false, false),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('send' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('validate' as const), which: whichArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reset' as const), which: whichArb }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      seconds: fc.constantFrom(1, 1, 30, 59, 60, 61, 300, 599, 600, 601, 899, 900, 901, 3600),
    }),
  },
);

interface ModelCode {
  code: string;
  createdAt: number;
  attempts: number;
  used: boolean;
}

class Model {
  failures: number[] = [];
  lockUntil = 0;
  codes: ModelCode[] = [];
  password = PASSWORD;
  constructor(public now: number) {}

  login(right: boolean): string {
    if (this.lockUntil > this.now) return '100007';
    this.failures = this.failures.filter((t) => t > this.now - 15 * MIN);
    if (right) {
      this.failures = [];
      return '200';
    }
    this.failures.push(this.now);
    if (this.failures.length >= 5) {
      this.lockUntil = this.now + 15 * MIN;
      this.failures = [];
      return '100007';
    }
    return '100008';
  }

  send(): boolean {
    const recent = this.codes.filter((c) => c.createdAt > this.now - 60 * MIN);
    if (recent.length >= 5) return false;
    const last = recent[recent.length - 1];
    return !(last && this.now - last.createdAt < MIN);
  }

  check(code: string, consume: boolean): string {
    const latest = this.codes[this.codes.length - 1];
    if (!latest) return 'BAD_REQUEST';
    if (latest.code !== code) {
      if (!latest.used) latest.attempts++;
      return '100031';
    }
    if (latest.used) return '100032';
    if (latest.attempts >= 5) return '100031';
    if (latest.createdAt + 10 * MIN <= this.now) return '100033';
    if (consume) latest.used = true;
    return '200';
  }
}

function codeFor(m: Model, which: Which): string {
  const latest = m.codes[m.codes.length - 1]?.code;
  const previous = m.codes[m.codes.length - 2]?.code;
  const wrong = String((Number(latest ?? '0') + 1) % 1_000_000).padStart(6, '0');
  if (which === 'current' && latest) return latest;
  if (which === 'previous' && previous && previous !== latest) return previous;
  return wrong;
}

function outcome(res: LightMyRequestResponse): string {
  if (res.statusCode === 200) return '200';
  const body = JSON.parse(res.body) as { code: string };
  const entry = ERRORS[body.code as keyof typeof ERRORS];
  if (!entry || entry.status !== res.statusCode) return `${res.statusCode} ${body.code}?`;
  return body.code;
}

describe('login lockout and recovery codes follow the model', () => {
  let t: TestServer;
  let n = 0;

  beforeAll(async () => {
    t = await createTestServer({
      env: {
        LOGIN_IP_LIMIT: '100000',
        CODE_IP_LIMIT: '100000',
        SEND_IP_LIMIT: '100000',
        SEND_DESTINATION_LIMIT: '100000',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('random sequences of logins, sends, validations, resets and clock moves', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(actionArb, { minLength: 5, maxLength: 40, size: 'max' }),
        async (actions) => {
          const email = `modelo.${++n}@demo.pe`;
          await insertUser(t, { email });
          const m = new Model(t.clock.now().getTime());
          const log: string[] = [];
          let passwordNo = 0;
          for (const a of actions) {
            let expected: string;
            let res: LightMyRequestResponse | undefined;
            switch (a.kind) {
              case 'advance':
                t.clock.advanceSeconds(a.seconds);
                m.now += a.seconds * 1000;
                log.push(`+${a.seconds}s`);
                continue;
              case 'login': {
                const password = a.right ? m.password : `${m.password}-mal`;
                res = await t.app.inject({
                  method: 'POST',
                  url: '/api/auth/login',
                  payload: { email, password },
                });
                expected = m.login(a.right);
                break;
              }
              case 'send': {
                res = await t.app.inject({
                  method: 'POST',
                  url: '/api/user/app/send-code-recovery-password',
                  payload: { email, resend: true },
                });
                const ok = m.send();
                expected = ok ? '200' : '100022';
                if (ok && res.statusCode === 200) {
                  m.codes.push({
                    code: lastCode(t.mailer, email),
                    createdAt: m.now,
                    attempts: 0,
                    used: false,
                  });
                }
                break;
              }
              case 'validate': {
                const code = codeFor(m, a.which);
                res = await t.app.inject({
                  method: 'GET',
                  url: `/api/user/app/validate-code-recovery-password/${code}/${email}`,
                });
                expected = m.check(code, false);
                break;
              }
              case 'reset': {
                const code = codeFor(m, a.which);
                const password = `Clave-Modelo-${++passwordNo}-Ayacucho`;
                res = await t.app.inject({
                  method: 'PUT',
                  url: '/api/user/app/reset-password/',
                  payload: { email, code, password, password_confirmation: password },
                });
                expected = m.check(code, true);
                if (expected === '200') {
                  m.password = password;
                  m.lockUntil = 0;
                }
                break;
              }
            }
            const got = outcome(res);
            log.push(`${JSON.stringify(a)} → ${got}`);
            if (got !== expected) {
              throw new Error(`expected ${expected}, got ${got}\n${log.join('\n')}`);
            }
          }
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
    // Many sequences against a real database: 21 s on a loaded CI machine, so it gets more
    // than the suite's 30 s.
  }, 120_000);
});
