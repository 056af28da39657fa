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
