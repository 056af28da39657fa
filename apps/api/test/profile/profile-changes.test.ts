import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  ERRORS,
  codeSentResponseSchema,
  finalBeneficiaryResponseSchema,
  profileSchema,
  riskChangeCodeResponseSchema,
  riskChangeResponseSchema,
} from '@saf/contract';
import {
  amlScreenings,
  amlWatchlist,
  clientData,
  finalBeneficiaryChanges,
  fundSeries,
  funds,
  positions,
  riskAnswers,
  users,
} from '../../src/db/schema';
import { seedCompletedClientData } from '../../src/seeds/client-data';
import { seedFunds } from '../../src/seeds/funds';
import { QUESTIONNAIRE_V1 } from '../../src/modules/risk/questionnaire';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  lastCode,
  loginToken,
  type TestServer,
} from '../helpers';

const e = (code: keyof typeof ERRORS) => [ERRORS[code].status, code, ERRORS[code].message] as const;

/** Every question answered with the option of one score: 0 gives conservador, 4 agresivo. */
const answersAll = (score: 0 | 2 | 4) =>
  QUESTIONNAIRE_V1.questions.map((q) => ({
    question_id: q.id,
    option_id: q.options.find((o) => o.score === score)!.id,
  }));

const THIRD_PARTY = {
  own_behalf: false,
  third_party_name: 'Rosa Quispe Mamani',
  third_party_document_type: '01',
  third_party_document_number: '41234567',
  third_party_relationship: 'FAMILY',
} as const;

describe('profile changes confirmed with a code', () => {
  let t: TestServer;
  let people = 0;
  beforeAll(async () => {
    t = await createTestServer();
    await seedFunds(t.database.db, t.clock.now(), 1, { months: 1 });
  });
  afterAll(() => t?.close());

  /** A moderado participant with completed client data, holding `funds` (series A). */
  const participant = async (email: string, held: string[] = []) => {
    people += 1;
    const user = await insertUser(t, {
      email,
      name: 'Lucía',
      lastname: 'Flores Vega',
      documentType: '01',
      numberDocument: String(46_000_000 + people),
      birthDate: '1988-03-09',
      riskProfileId: 2,
      riskQuestionnaireAt: t.clock.now(),
    });
    await t.database.db.insert(riskAnswers).values({
      userId: user.id,
      version: 1,
      answers: Object.fromEntries(answersAll(2).map((a) => [a.question_id, a.option_id])),
      score: 16,
      profile: 'moderado',
      createdAt: t.clock.now(),
    });
    await seedCompletedClientData(t.database.db, email, t.clock.now());
    for (const code of held) {
      const [series] = await t.database.db
        .select({ id: fundSeries.id })
        .from(fundSeries)
        .innerJoin(funds, eq(funds.id, fundSeries.fundId))
        .where(and(eq(funds.code, code), eq(fundSeries.code, '000')));
      await t.database.db.insert(positions).values({
        userId: user.id,
        seriesId: series!.id,
        cuotas: '100.00000000',
        invested: '1000.00',
        updatedAt: t.clock.now(),
      });
    }
    return { user, token: await loginToken(t.app, email) };
  };

  const post = (token: string, url: string, payload: object, ip = '190.42.17.8') =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload, remoteAddress: ip });
  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const riskCode = (token: string, answers = answersAll(0), version = 1) =>
    post(token, '/api/profile/risk-profile/code', { version, answers });
  const riskChange = (token: string, code: string, answers = answersAll(0), version = 1) =>
    post(token, '/api/profile/risk-profile', { version, answers, code });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('the risk profile', () => {
    it('sends a code that names the profile the answers give, and changes nothing yet', async () => {
      const { user, token } = await participant('riesgo.codigo@demo.pe');
      const res = await riskCode(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(riskChangeCodeResponseSchema.parse(json(res))).toMatchObject({
        profile: 'conservador',
        previous_profile: 'moderado',
        masked_email: 'r****go@demo.pe',
        retry_after_seconds: 60,
        expires_in_minutes: 10,
      });
      const mail = t.mailer.last('riesgo.codigo@demo.pe')!;
      expect(mail.subject).toMatch(/^Confirma el cambio de tu perfil de riesgo: \d{6}$/);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.riskProfileId).toBe(2);
      // Answers sent again within the resend wait (back from Validación): the code already
      // mailed still works, and no other is sent.
      t.clock.advanceSeconds(20);
      const again = await riskCode(token, answersAll(2));
      expect(again.statusCode, again.body).toBe(200);
      expect(riskChangeCodeResponseSchema.parse(json(again))).toMatchObject({
        message: 'Code already sent',
        profile: 'moderado',
        retry_after_seconds: 40,
      });
      expect(t.mailer.sent.filter((m) => m.to === 'riesgo.codigo@demo.pe')).toHaveLength(1);
      // After the wait a new code goes out, replacing it; then the hourly limit (5) says no.
      for (let i = 0; i < 4; i += 1) {
        t.clock.advanceSeconds(61);
        expect((await riskCode(token)).statusCode).toBe(200);
      }
      expect(t.mailer.sent.filter((m) => m.to === 'riesgo.codigo@demo.pe')).toHaveLength(5);
      t.clock.advanceSeconds(61);
      expectError(await riskCode(token), ...e('100103'));
    });

    it('refuses another version or missing answers before any code is sent', async () => {
      const { token } = await participant('riesgo.incompleto@demo.pe');
      expectError(await riskCode(token, answersAll(0), 2), ...e('QUESTIONNAIRE_OUTDATED'));
      const missing = await riskCode(token, answersAll(0).slice(1));
      expectError(missing, ...e('QUESTIONNAIRE_INCOMPLETE'));
      expect(json<{ details: { path: string }[] }>(missing).details).toEqual([
        expect.objectContaining({ path: 'body.answers.age', code: 'missing' }),
      ]);
      expect(t.mailer.last('riesgo.incompleto@demo.pe')).toBeUndefined();
    });

    it('with the right code keeps the old answers, changes the profile and lists the holdings above it', async () => {
      const email = 'riesgo.cambio@demo.pe';
      const { user, token } = await participant(email, ['RCPS', 'BALS', 'ACCP']);
      // Another customer's holdings never show in this customer's answer.
      await participant('riesgo.vecino@demo.pe', ['GLOD']);
      expect((await riskCode(token)).statusCode).toBe(200);
      const code = lastCode(t.mailer, email);

      // A wrong code changes nothing, and the answers can be sent again with the right one.
      expectError(await riskChange(token, wrong(code)), ...e('SECURITY_CODE_NO_MATCH'));
      expect(
        (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0],
      ).toMatchObject({
        riskProfileId: 2,
      });
      // Answers that do not score are refused before the code is looked at: it stays good.
      expectError(
        await riskChange(token, code, answersAll(0).slice(2)),
        ...e('QUESTIONNAIRE_INCOMPLETE'),
      );

      t.clock.advanceSeconds(30);
      const res = await riskChange(token, code);
      expect(res.statusCode, res.body).toBe(200);
      const body = riskChangeResponseSchema.parse(json(res));
      expect(body.result).toMatchObject({ profile: 'conservador', score: 0, version: 1 });
      expect(body.previous_profile).toBe('moderado');
      expect(body.reach).toBe(2);
      expect(body.holdings_above.map((h) => [h.fund_code, h.risk_level, h.currency])).toEqual([
        ['BALS', 3, 'PEN'],
        ['ACCP', 5, 'PEN'],
      ]);
      expect(body.holdings_above[0]!.value).toMatch(/^\d+\.\d{2}$/);

      // The history: both questionnaires with their dates, the earlier one untouched.
      const history = await t.database.db
        .select()
        .from(riskAnswers)
        .where(eq(riskAnswers.userId, user.id))
        .orderBy(asc(riskAnswers.id));
      expect(history.map((h) => [h.profile, h.score])).toEqual([
        ['moderado', 16],
        ['conservador', 0],
      ]);
      expect(history[1]!.createdAt.getTime()).toBeGreaterThan(history[0]!.createdAt.getTime());

      const profile = profileSchema.parse(json(await get(token, '/api/profile')));
      expect(profile.risk_profile?.profile).toBe('conservador');
      const log = json<{ items: { kind: string; detail: string | null }[] }>(
        await get(token, '/api/security-log'),
      );
      expect(log.items[0]).toMatchObject({
        kind: 'RISK_PROFILE_CHANGED',
        detail: 'De Moderado a Conservador',
      });
      const notice = t.mailer.last(email)!;
      expect(notice.subject).toBe('Tu perfil de riesgo cambió');
      expect(notice.text).toContain('cambió de Moderado a Conservador');
      expect(notice.text).toContain('Tienes 2 inversiones en fondos de más riesgo');
      expect(notice.text).toContain('No vendemos nada');

      // The code is used up.
      expectError(await riskChange(token, code), ...e('SECURITY_CODE_NO_MATCH'));
    });

    it('says there is nothing above a profile that accepts every holding', async () => {
      const email = 'riesgo.agresivo@demo.pe';
      const { token } = await participant(email, ['ACCP']);
      expect((await riskCode(token, answersAll(4))).statusCode).toBe(200);
      const res = await riskChange(token, lastCode(t.mailer, email), answersAll(4));
      expect(res.statusCode, res.body).toBe(200);
      const body = riskChangeResponseSchema.parse(json(res));
      expect(body).toMatchObject({ previous_profile: 'moderado', reach: 5, holdings_above: [] });
      expect(body.result.profile).toBe('agresivo');
      expect(t.mailer.last(email)!.text).toContain('dentro de lo que acepta tu nuevo perfil');
    });

    it('a code sent to one customer does not confirm another customer’s change', async () => {
      const mine = await participant('riesgo.mio@demo.pe');
      const theirs = await participant('riesgo.ajeno@demo.pe');
      expect((await riskCode(theirs.token)).statusCode).toBe(200);
      const code = lastCode(t.mailer, 'riesgo.ajeno@demo.pe');
      expectError(await riskChange(mine.token, code), ...e('SECURITY_CODE_NO_MATCH'));
      // Nor does a code of the other change (the final beneficiary) of the same customer.
      expect(
        (await post(mine.token, '/api/profile/final-beneficiary/code', THIRD_PARTY)).statusCode,
      ).toBe(200);
      const beneficiaryCode = lastCode(t.mailer, 'riesgo.mio@demo.pe');
      expectError(await riskChange(mine.token, beneficiaryCode), ...e('SECURITY_CODE_NO_MATCH'));
      const [row] = await t.database.db.select().from(users).where(eq(users.id, mine.user.id));
      expect(row?.riskProfileId).toBe(2);
    });

    it('needs a session', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile/risk-profile/code',
        payload: { version: 1, answers: answersAll(0) },
      });
      expectError(res, ...e('UNAUTHORIZED'));
    });
  });

  describe('the final beneficiary', () => {
    it('reads the declaration in force, or none before the client data is completed', async () => {
      const { token } = await participant('benef.lectura@demo.pe');
      const res = await get(token, '/api/profile/final-beneficiary');
      expect(finalBeneficiaryResponseSchema.parse(json(res))).toEqual({
        declaration: { own_behalf: true },
        declared_at: t.clock.now().toISOString(),
      });
      await insertUser(t, { email: 'benef.nuevo@demo.pe' });
      const newcomer = await loginToken(t.app, 'benef.nuevo@demo.pe');
      expect(json(await get(newcomer, '/api/profile/final-beneficiary'))).toEqual({
        declaration: null,
        declared_at: null,
      });
      // Nothing to change yet.
      expectError(
        await post(newcomer, '/api/profile/final-beneficiary/code', THIRD_PARTY),
        ...e('CLIENT_DATA_INCOMPLETE'),
      );
      expectError(
        await post(newcomer, '/api/profile/final-beneficiary', {
          declaration: THIRD_PARTY,
          code: '123456',
        }),
        ...e('CLIENT_DATA_INCOMPLETE'),
      );
    });

    it('refuses a third party without name, document or relationship, on each field', async () => {
      const { token } = await participant('benef.campos@demo.pe');
      const res = await post(token, '/api/profile/final-beneficiary/code', { own_behalf: false });
      expectError(res, ...e('VALIDATION_ERROR'));
      expect(json<{ details: { path: string }[] }>(res).details.map((d) => d.path)).toEqual([
        'body.third_party_name',
        'body.third_party_document_type',
        'body.third_party_document_number',
        'body.third_party_relationship',
      ]);
      const dni = await post(token, '/api/profile/final-beneficiary/code', {
        ...THIRD_PARTY,
        third_party_document_number: '4123',
      });
      expectError(dni, ...e('VALIDATION_ERROR'));
      expect(json<{ details: { path: string }[] }>(dni).details.map((d) => d.path)).toEqual([
        'body.third_party_document_number',
      ]);
      expect(t.mailer.last('benef.campos@demo.pe')).toBeUndefined();
    });

    it('with the right code replaces the declaration and keeps the one it replaced', async () => {
      const email = 'benef.cambio@demo.pe';
      const { user, token } = await participant(email);
      const completedAt = t.clock.now();
      const sent = await post(token, '/api/profile/final-beneficiary/code', THIRD_PARTY);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(codeSentResponseSchema.parse(json(sent)).masked_email).toBe('b****io@demo.pe');
      const mail = t.mailer.last(email)!;
      expect(mail.subject).toMatch(/^Confirma el cambio de tu beneficiario final: \d{6}$/);
      const code = lastCode(t.mailer, email);
      const change = (c: string, declaration: object = THIRD_PARTY) =>
        post(token, '/api/profile/final-beneficiary', { declaration, code: c });

      expectError(await change(wrong(code)), ...e('SECURITY_CODE_NO_MATCH'));
      expectError(await change(code, { own_behalf: false }), ...e('VALIDATION_ERROR'));
      t.clock.advanceSeconds(90);
      const res = await change(code);
      expect(res.statusCode, res.body).toBe(200);
      expect(finalBeneficiaryResponseSchema.parse(json(res))).toEqual({
        declaration: THIRD_PARTY,
        declared_at: t.clock.now().toISOString(),
      });
      const profile = profileSchema.parse(json(await get(token, '/api/profile')));
      expect(profile.final_beneficiary).toEqual({ own_behalf: false, name: 'Rosa Quispe Mamani' });
      const [data] = await t.database.db
        .select()
        .from(clientData)
        .where(eq(clientData.userId, user.id));
      // Only the declaration changed; the other answers and the record's state stay.
      expect(data?.status).toBe('COMPLETED');
      expect(data?.steps['PEP']).toBeDefined();
      expect(data?.steps['BENEFICIARY']).toEqual(THIRD_PARTY);

      const log = json<{ items: { kind: string; detail: string | null }[] }>(
        await get(token, '/api/security-log'),
      );
      expect(log.items[0]).toMatchObject({
        kind: 'FINAL_BENEFICIARY_CHANGED',
        detail: 'A nombre de Rosa Quispe Mamani',
      });
      const notice = t.mailer.last(email)!;
      expect(notice.subject).toBe('Actualizaste tu beneficiario final');
      expect(notice.text).toContain('en nombre de Rosa Quispe Mamani');
      expectError(await change(code), ...e('SECURITY_CODE_NO_MATCH'));

      // Back to their own behalf: the third party's data is not kept as in force.
      t.clock.advanceSeconds(60);
      expect(
        (await post(token, '/api/profile/final-beneficiary/code', { own_behalf: true })).statusCode,
      ).toBe(200);
      const back = await change(lastCode(t.mailer, email), {
        ...THIRD_PARTY,
        own_behalf: true,
      });
      expect(json(back)).toMatchObject({ declaration: { own_behalf: true } });
      const history = await t.database.db
        .select()
        .from(finalBeneficiaryChanges)
        .where(eq(finalBeneficiaryChanges.userId, user.id))
        .orderBy(asc(finalBeneficiaryChanges.id));
      expect(history.map((h) => [h.previous, h.declaration])).toEqual([
        [{ own_behalf: true }, THIRD_PARTY],
        [THIRD_PARTY, { own_behalf: true }],
      ]);
      expect(history[0]!.previousAt?.toISOString()).toBe(completedAt.toISOString());
      expect(history[1]!.previousAt?.toISOString()).toBe(history[0]!.createdAt.toISOString());
      expect(history[0]!.ip).toBe('190.42.17.8');
      // The third party was screened against the lists, and is clear.
      const screened = await t.database.db
        .select()
        .from(amlScreenings)
        .where(and(eq(amlScreenings.userId, user.id), eq(amlScreenings.subject, 'BENEFICIARY')));
      expect(screened.map((r) => r.outcome)).toEqual(['CLEARED']);
    });

    it('screens a new third party: a watch-list match keeps the change and stops investing, unsaid', async () => {
      const email = 'benef.lista@demo.pe';
      const { user, token } = await participant(email);
      const listed = {
        ...THIRD_PARTY,
        third_party_name: 'Héctor Ramos Vilca',
        third_party_document_number: '40999888',
      };
      await t.database.db.insert(amlWatchlist).values({
        list: 'OFAC',
        documentType: '01',
        numberDocument: '40999888',
        fullName: 'HECTOR RAMOS VILCA',
        reason: 'test',
        addedAt: t.clock.now(),
      });
      const options = async () =>
        json<{ blocker: string | null }>(await get(token, '/api/subscriptions/options/RCPS'));
      expect((await options()).blocker).toBeNull();
      await post(token, '/api/profile/final-beneficiary/code', listed);
      const res = await post(token, '/api/profile/final-beneficiary', {
        declaration: listed,
        code: lastCode(t.mailer, email),
      });
      // The customer is not told of the match (tipping-off): the change is answered as any other.
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toMatch(/OFAC|lista/i);
      const screenings = await t.database.db
        .select()
        .from(amlScreenings)
        .where(and(eq(amlScreenings.userId, user.id), eq(amlScreenings.subject, 'BENEFICIARY')));
      expect(screenings.map((r) => [r.outcome, r.matchList])).toEqual([['BLOCKED', 'OFAC']]);
      // The session's next read already stops investing, until compliance reviews it.
      expect((await options()).blocker).toBe('AML_BLOCKED');
    });

    it('another customer’s declaration is neither read nor changed', async () => {
      const mine = await participant('benef.mio@demo.pe');
      const theirs = await participant('benef.ajeno@demo.pe');
      await post(theirs.token, '/api/profile/final-beneficiary/code', THIRD_PARTY);
      const theirCode = lastCode(t.mailer, 'benef.ajeno@demo.pe');
      expectError(
        await post(mine.token, '/api/profile/final-beneficiary', {
          declaration: THIRD_PARTY,
          code: theirCode,
        }),
        ...e('SECURITY_CODE_NO_MATCH'),
      );
      const [theirData] = await t.database.db
        .select()
        .from(clientData)
        .where(eq(clientData.userId, theirs.user.id));
      expect(theirData?.steps['BENEFICIARY']).toEqual({ own_behalf: true });
      expect(json(await get(mine.token, '/api/profile/final-beneficiary'))).toMatchObject({
        declaration: { own_behalf: true },
      });
    });
  });
});

describe('profile changes: the per-IP limit on codes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ env: { CODE_IP_LIMIT: '2' } });
  });
  afterAll(() => t?.close());

  it('answers RATE_LIMITED once an address has tried too many codes', async () => {
    await insertUser(t, {
      email: 'limite@demo.pe',
      name: 'Mario',
      lastname: 'Huamán Soto',
      documentType: '01',
      numberDocument: '47000001',
      riskProfileId: 2,
    });
    await seedCompletedClientData(t.database.db, 'limite@demo.pe', t.clock.now());
    const token = await loginToken(t.app, 'limite@demo.pe');
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/final-beneficiary',
        headers: bearer(token),
        payload: { declaration: { own_behalf: true }, code: '000000' },
        remoteAddress: '190.42.17.9',
      });
    expectError(await attempt(), ...e('SECURITY_CODE_NO_MATCH'));
    expectError(await attempt(), ...e('SECURITY_CODE_NO_MATCH'));
    expectError(await attempt(), ...e('RATE_LIMITED'));
    const risk = await t.app.inject({
      method: 'POST',
      url: '/api/profile/risk-profile',
      headers: bearer(token),
      payload: { version: 1, answers: answersAll(0), code: '000000' },
      remoteAddress: '190.42.17.9',
    });
    expectError(risk, ...e('RATE_LIMITED'));
  });
});
