import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, riskQuestionnaireResponseSchema } from '@saf/contract';
import { CATALOGUE } from '../src/modules/funds/catalogue';
import {
  CURRENT_QUESTIONNAIRE,
  PROFILE_REACH,
  QUESTIONNAIRE_V1,
  scoreAnswers,
  type RiskProfile,
} from '../src/modules/risk/questionnaire';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from './helpers';

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
