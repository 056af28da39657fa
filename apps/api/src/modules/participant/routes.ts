import type { RouteResponse } from '@saf/contract';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { screenParticipant } from './screening';
import { lookUpParticipant } from './spectrum';

export const participantHandlers: HandlerMap = {
  spectrumParticipant: async (ctx, input): Promise<RouteResponse<'spectrumParticipant'>> =>
    lookUpParticipant(ctx, requireUser(input)),
  amlScreening: async (ctx, input): Promise<RouteResponse<'amlScreening'>> => {
    const spouse = input.body.spouse;
    return screenParticipant(
      ctx,
      requireUser(input),
      spouse
        ? {
            documentType: spouse.document_type,
            numberDocument: spouse.number_document,
            name: spouse.name,
            lastname: spouse.lastname,
          }
        : undefined,
    );
  },
};
