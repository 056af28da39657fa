import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS,
  riskQuestionnaireResponseSchema,
  riskResultResponseSchema,
  riskResultSchema,
  meResponseSchema,
} from '@saf/contract';
import { desc, eq } from 'drizzle-orm';
import { riskAnswers, users } from '../../src/db/schema';
import { CATALOGUE } from '../../src/modules/funds/catalogue';
import {
  CURRENT_QUESTIONNAIRE,
  PROFILE_REACH,
  QUESTIONNAIRE_V1,
  scoreAnswers,
  type RiskProfile,
} from '../../src/modules/risk/questionnaire';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';

/** Answers whose scores add up to `total` (each question takes what is left, up to 4). */
function answersScoring(total: number): Record<string, string> {
  let left = total;
  const answers: Record<string, string> = {};
  for (const question of QUESTIONNAIRE_V1.questions) {
    const score = Math.min(4, left);
    left -= score;
    answers[question.id] = question.options.find((o) => o.score === score)!.id;
  }
  if (left !== 0) throw new Error(`no answers score ${total}`);
  return answers;
}

describe('risk questionnaire, version 1', () => {
  it('has eight questions of five options scored 0 to 4, and bands covering every total', () => {
    expect(CURRENT_QUESTIONNAIRE.version).toBe(1);
    expect(QUESTIONNAIRE_V1.questions).toHaveLength(8);
    for (const q of QUESTIONNAIRE_V1.questions) {
      expect(q.options.map((o) => o.score)).toEqual([0, 1, 2, 3, 4]);
      expect(new Set(q.options.map((o) => o.id)).size).toBe(5);
    }
    const bands = QUESTIONNAIRE_V1.bands;
    expect(bands[0]!.min).toBe(0);
    expect(bands.at(-1)!.max).toBe(32);
    for (let i = 1; i < bands.length; i += 1) expect(bands[i]!.min).toBe(bands[i - 1]!.max + 1);
  });

  it.each([
    [0, 'conservador'],
    [12, 'conservador'],
    [13, 'moderado'],
    [22, 'moderado'],
    [23, 'agresivo'],
    [32, 'agresivo'],
  ] as [number, RiskProfile][])('scores a total of %i as %s', (total, profile) => {
    expect(scoreAnswers(QUESTIONNAIRE_V1, answersScoring(total))).toEqual({
      ok: true,
      version: 1,
      score: total,
      profile,
    });
  });

  it('reports unanswered questions and answers it does not know, and scores nothing then', () => {
    const answers = answersScoring(20);
    delete answers['horizon'];
    answers['reaction'] = 'z';
    answers['favourite_colour'] = 'a';
    expect(scoreAnswers(QUESTIONNAIRE_V1, answers)).toEqual({
      ok: false,
      missing: ['horizon'],
      unknown: ['reaction', 'favourite_colour'],
    });
  });

  it('recommends each fund to the profiles whose reach covers its risk level', () => {
    for (const fund of CATALOGUE) {
      const suited = (Object.keys(PROFILE_REACH) as RiskProfile[]).filter(
        (p) => fund.riskLevel <= PROFILE_REACH[p],
      );
      expect(fund.profiles, fund.code).toEqual(suited);
    }
  });
});

describe('GET /api/risk-profile/questionnaire', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
    await insertUser(t, { email: 'perfil@demo.pe', name: 'Elena' });
  });
  afterAll(() => t.close());

  it('gives the current version, its questions and options without their scores, and the profiles', async () => {
    const token = await loginToken(t.app, 'perfil@demo.pe');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/risk-profile/questionnaire',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = riskQuestionnaireResponseSchema.parse(json(res));
    expect(body.version).toBe(1);
    expect(body.questions.map((q) => q.id)).toEqual(QUESTIONNAIRE_V1.questions.map((q) => q.id));
    expect(body.questions.find((q) => q.id === 'horizon')).toMatchObject({
      text: '¿En cuánto tiempo piensas usar el dinero que vas a invertir?',
      hint: expect.stringContaining('necesitarás'),
    });
    expect(res.body).not.toContain('"score"');
    expect(body.profiles.map((p) => [p.profile, p.min_score, p.max_score])).toEqual([
      ['conservador', 0, 12],
      ['moderado', 13, 22],
      ['agresivo', 23, 32],
    ]);
  });

  it('answers UNAUTHORIZED without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/risk-profile/questionnaire' });
    expectError(res, 401, 'UNAUTHORIZED', ERRORS.UNAUTHORIZED.message);
  });
});

describe('POST /api/risk-profile/answers and GET /api/risk-profile', () => {
  let t: TestServer;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestServer();
    userId = (await insertUser(t, { email: 'test@demo.pe', name: 'Luz' })).id;
    token = await loginToken(t.app, 'test@demo.pe');
  });
  afterAll(() => t.close());

  const submit = (answers: Record<string, string>, version = 1) =>
    t.app.inject({
      method: 'POST',
      url: '/api/risk-profile/answers',
      headers: bearer(token),
      payload: {
        version,
        answers: Object.entries(answers).map(([question_id, option_id]) => ({
          question_id,
          option_id,
        })),
      },
    });
  const current = async () =>
    riskResultResponseSchema.parse(
      json(await t.app.inject({ method: 'GET', url: '/api/risk-profile', headers: bearer(token) })),
    ).result;

  it('has no result before the questionnaire', async () => {
    expect(await current()).toBeNull();
  });

  it.each([
    [12, 'conservador', 1],
    [13, 'moderado', 2],
    [22, 'moderado', 2],
    [23, 'agresivo', 3],
  ] as [number, RiskProfile, number][])(
    'scores %i as %s, keeps the answers with version 1 and sets risk_profile_id %i',
    async (total, profile, id) => {
      const answers = answersScoring(total);
      const res = await submit(answers);
      expect(res.statusCode, res.body).toBe(200);
      const result = riskResultSchema.parse(json(res));
      expect(result).toMatchObject({ profile, score: total, max_score: 32, version: 1 });
      expect(await current()).toEqual(result);

      const [kept] = await t.database.db
        .select()
        .from(riskAnswers)
        .where(eq(riskAnswers.userId, userId))
        .orderBy(desc(riskAnswers.id))
        .limit(1);
      expect(kept).toMatchObject({ version: 1, answers, score: total, profile });
      const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
      expect(user!.riskProfileId).toBe(id);
    },
  );

  it('completes the onboarding step "Test del inversionista" of the session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const me = meResponseSchema.parse(json(res));
    expect(me.user.risk_profile_id).toBe(3);
    expect(me.form_steps.find((s) => s.description === 'RISK_QUESTIONNAIRE')).toEqual({
      description: 'RISK_QUESTIONNAIRE',
      status: true,
    });
  });

  it('refuses answers to another version with QUESTIONNAIRE_OUTDATED, and keeps nothing', async () => {
    const before = await current();
    const res = await submit(answersScoring(5), 2);
    expectError(res, 409, 'QUESTIONNAIRE_OUTDATED', ERRORS.QUESTIONNAIRE_OUTDATED.message);
    expect(await current()).toEqual(before);
  });

  it('refuses a missing, unknown or repeated answer with QUESTIONNAIRE_INCOMPLETE naming each', async () => {
    const before = await current();
    const answers = answersScoring(10);
    delete answers['income'];
    answers['reaction'] = 'z';
    const res = await submit(answers);
    expectError(res, 400, 'QUESTIONNAIRE_INCOMPLETE', ERRORS.QUESTIONNAIRE_INCOMPLETE.message);
    expect(json<{ details: { path: string; code: string }[] }>(res).details).toEqual([
      expect.objectContaining({ path: 'body.answers.income', code: 'missing' }),
      expect.objectContaining({ path: 'body.answers.reaction', code: 'unknown' }),
    ]);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/risk-profile/answers',
      headers: bearer(token),
      payload: {
        version: 1,
        answers: [
          ...Object.entries(answersScoring(10)).map(([question_id, option_id]) => ({
            question_id,
            option_id,
          })),
          { question_id: 'age', option_id: 'e' },
        ],
      },
    });
    expectError(twice, 400, 'QUESTIONNAIRE_INCOMPLETE', ERRORS.QUESTIONNAIRE_INCOMPLETE.message);
    expect(await current()).toEqual(before);
  });
});
