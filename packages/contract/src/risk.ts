import { z } from 'zod/mini';
import { riskProfileSchema } from './funds';
import { defineRoute } from './route-def';

/**
 * The current risk questionnaire (test del inversionista), as the customer takes it: one
 * question per screen, each with its options. The options' scores stay on the server.
 */
export const riskQuestionnaireResponseSchema = /* @__PURE__ */ z
  .object({
    /** Answers are kept with the version that scored them. */
    version: z.int().check(z.positive()),
    questions: z.array(
      z.object({
        id: z.string(),
        text: z.string(),
        hint: z.optional(z.string()),
        options: z.array(z.object({ id: z.string(), text: z.string() })),
      }),
    ),
    /** The score bands of each profile, with what the profile means in plain words. */
    profiles: z.array(
      z.object({
        profile: riskProfileSchema,
        min_score: z.int().check(z.nonnegative()),
        max_score: z.int().check(z.nonnegative()),
        description: z.string(),
      }),
    ),
  })
  .check(z.meta({ id: 'RiskQuestionnaire' }));
export type RiskQuestionnaire = z.infer<typeof riskQuestionnaireResponseSchema>;

// Routes of this area (registered by the server from `routes`).

export const riskQuestionnaireRoute = /* @__PURE__ */ defineRoute({
  operationId: 'riskQuestionnaire',
  method: 'GET',
  path: '/api/risk-profile/questionnaire',
  auth: 'user',
  summary: 'The current risk questionnaire: its version, questions, options and profiles',
  tags: ['risk-profile'],
  response: { 200: riskQuestionnaireResponseSchema },
  errors: [],
});

export const riskAnswersBodySchema = /* @__PURE__ */ z.object({
  /** The questionnaire version the customer answered (from the questionnaire route). */
  version: z.int().check(z.positive()),
  /** One chosen option per question. */
  answers: z
    .array(
      z.object({
        question_id: z.string().check(z.maxLength(40)),
        option_id: z.string().check(z.maxLength(40)),
      }),
    )
    .check(z.maxLength(50)),
});
export type RiskAnswersBody = z.infer<typeof riskAnswersBodySchema>;

/** The customer's risk profile, as the last questionnaire they completed scored it. */
export const riskResultSchema = /* @__PURE__ */ z
  .object({
    profile: riskProfileSchema,
    /** Sum of the chosen options' scores. */
    score: z.int().check(z.nonnegative()),
    max_score: z.int().check(z.positive()),
    /** The version that scored the answers. */
    version: z.int().check(z.positive()),
    answered_at: z.string(),
    /** The chosen option of each question, so the questionnaire can be retaken from them. */
    answers: z.array(z.object({ question_id: z.string(), option_id: z.string() })),
  })
  .check(z.meta({ id: 'RiskResult' }));
export type RiskResult = z.infer<typeof riskResultSchema>;

export const riskResultResponseSchema = /* @__PURE__ */ z.object({
  /** Null until the customer completes the questionnaire. */
  result: z.nullable(riskResultSchema),
});

export const riskSubmitRoute = /* @__PURE__ */ defineRoute({
  operationId: 'riskSubmit',
  method: 'POST',
  path: '/api/risk-profile/answers',
  auth: 'user',
  summary:
    'Scores the answers with their version, keeps them, sets the customer’s risk profile and completes the onboarding step',
  tags: ['risk-profile'],
  body: riskAnswersBodySchema,
  response: { 200: riskResultSchema },
  errors: ['QUESTIONNAIRE_OUTDATED', 'QUESTIONNAIRE_INCOMPLETE'],
});

export const riskResultRoute = /* @__PURE__ */ defineRoute({
  operationId: 'riskResult',
  method: 'GET',
  path: '/api/risk-profile',
  auth: 'user',
  summary:
    'The customer’s current risk profile, score and answers, or null before the questionnaire',
  tags: ['risk-profile'],
  response: { 200: riskResultResponseSchema },
  errors: [],
});
