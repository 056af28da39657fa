import type { RouteResponse } from '@saf/contract';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { CURRENT_QUESTIONNAIRE } from './questionnaire';

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
};
