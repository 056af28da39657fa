import type { RouteResponse } from '@saf/contract';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import {
  completeClientData,
  getClientData,
  getClientDataStatus,
  saveClientStep,
  saveDocumentPhoto,
} from './client-data';
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
  clientData: async (ctx, input): Promise<RouteResponse<'clientData'>> =>
    getClientData(ctx, requireUser(input)),
  clientDataStatus: async (ctx, input): Promise<RouteResponse<'clientDataStatus'>> =>
    getClientDataStatus(ctx, requireUser(input)),
  saveClientStep: async (ctx, input): Promise<RouteResponse<'saveClientStep'>> =>
    saveClientStep(ctx, requireUser(input), input.body.step, input.body.data),
  documentPhoto: async (ctx, input): Promise<RouteResponse<'documentPhoto'>> =>
    saveDocumentPhoto(ctx, requireUser(input), input.params.side, input.body.image),
  completeClientData: async (ctx, input): Promise<RouteResponse<'completeClientData'>> =>
    completeClientData(ctx, requireUser(input)),
};
