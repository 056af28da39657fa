import { desc, eq, sql } from 'drizzle-orm';
import type { RiskAnswersBody, RouteResponse, RiskResult } from '@saf/contract';
import { riskAnswers, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { userChanged } from '../shared/users';
import { PROFILE_IDS } from './suitability';
import type { Ctx } from '../shared/context';
import {
  CURRENT_QUESTIONNAIRE,
  QUESTIONNAIRES,
  scoreAnswers,
  type RiskProfile,
} from './questionnaire';

const maxScore = (version: number) =>
  (QUESTIONNAIRES.get(version)?.questions ?? []).reduce(
    (sum, q) => sum + Math.max(...q.options.map((o) => o.score)),
    0,
  );

export function toResult(row: typeof riskAnswers.$inferSelect): RiskResult {
  return {
    profile: row.profile as RiskResult['profile'],
    score: row.score,
    max_score: maxScore(row.version),
    version: row.version,
    answered_at: row.createdAt.toISOString(),
    answers: Object.entries(row.answers).map(([question_id, option_id]) => ({
      question_id,
      option_id,
    })),
  };
}

/** Answers that scored: question id → option id, with the version, score and profile. */
export interface CheckedAnswers {
  chosen: Record<string, string>;
  version: number;
  score: number;
  profile: RiskProfile;
}

/**
 * Scores a set of answers with the current version: QUESTIONNAIRE_OUTDATED for another
 * version, QUESTIONNAIRE_INCOMPLETE (with each question's problem in `details`) for a missing,
 * unknown or repeated answer.
 */
export function checkAnswers(body: RiskAnswersBody): CheckedAnswers {
  const { version, answers } = body;
  // Answers scored with another version than the one on the screen would mean something else.
  if (version !== CURRENT_QUESTIONNAIRE.version) throw new AppError('QUESTIONNAIRE_OUTDATED');
  const chosen: Record<string, string> = {};
  const repeated: string[] = [];
  for (const a of answers) {
    if (Object.prototype.hasOwnProperty.call(chosen, a.question_id)) repeated.push(a.question_id);
    chosen[a.question_id] = a.option_id;
  }
  const scored = scoreAnswers(CURRENT_QUESTIONNAIRE, chosen);
  if (!scored.ok || repeated.length) {
    const problems = scored.ok ? { missing: [], unknown: [] } : scored;
    throw new AppError('QUESTIONNAIRE_INCOMPLETE', {
      details: [
        ...problems.missing.map((q) => ({
          path: `body.answers.${q}`,
          message: 'Unanswered',
          code: 'missing',
        })),
        ...problems.unknown.map((q) => ({
          path: `body.answers.${q}`,
          message: 'Unknown question or option',
          code: 'unknown',
        })),
        ...repeated.map((q) => ({
          path: `body.answers.${q}`,
          message: 'Answered twice',
          code: 'repeated',
        })),
      ],
    });
  }
  return { chosen, version: scored.version, score: scored.score, profile: scored.profile };
}

/**
 * Keeps a scored questionnaire as a new row (earlier ones stay: they are the history) and makes
 * its profile the customer's, in one transaction.
 */
export async function saveAnswers(
  ctx: Ctx,
  userId: number,
  answered: CheckedAnswers,
): Promise<typeof riskAnswers.$inferSelect> {
  const now = ctx.clock.now();
  const { row, txid } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(riskAnswers)
      .values({
        userId,
        version: answered.version,
        answers: answered.chosen,
        score: answered.score,
        profile: answered.profile,
        createdAt: now,
      })
      .returning();
    const [updated] = await tx
      .update(users)
      .set({
        riskProfileId: PROFILE_IDS[answered.profile],
        riskQuestionnaireAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning({ txid: sql<string>`txid_current()::text` });
    return { row: row!, txid: updated?.txid };
  });
  await userChanged(ctx, userId, txid);
  return row;
}

export const riskHandlers: HandlerMap = {
  riskQuestionnaire: async (_ctx, input): Promise<RouteResponse<'riskQuestionnaire'>> => {
    requireUser(input);
    const { version, questions, bands } = CURRENT_QUESTIONNAIRE;
    return {
      version,
      // The scores stay here: a customer answers what is true, not what scores.
      questions: questions.map(({ id, text, hint, options }) => ({
        id,
        text,
        ...(hint ? { hint } : {}),
        options: options.map((o) => ({ id: o.id, text: o.text })),
      })),
      profiles: bands.map((b) => ({
        profile: b.profile,
        min_score: b.min,
        max_score: b.max,
        description: b.description,
      })),
    };
  },
  riskSubmit: async (ctx, input): Promise<RouteResponse<'riskSubmit'>> => {
    const user = requireUser(input);
    const answered = checkAnswers(input.body);
    return toResult(await saveAnswers(ctx, user.id, answered));
  },
  riskResult: async (ctx, input): Promise<RouteResponse<'riskResult'>> => {
    const user = requireUser(input);
    const [row] = await ctx.db
      .select()
      .from(riskAnswers)
      .where(eq(riskAnswers.userId, user.id))
      .orderBy(desc(riskAnswers.createdAt), desc(riskAnswers.id))
      .limit(1);
    return { result: row ? toResult(row) : null };
  },
};
