import type { RouteResponse } from '@saf/contract';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { biometricStatus, compareSelfie, openSession } from './service';

export const biometricHandlers: HandlerMap = {
  biometricStatus: async (ctx, input): Promise<RouteResponse<'biometricStatus'>> =>
    biometricStatus(ctx, requireUser(input), input.query.purpose),
  biometricSession: async (ctx, input): Promise<RouteResponse<'biometricSession'>> =>
    openSession(ctx, requireUser(input), input.body.purpose),
  biometricCompare: async (ctx, input): Promise<RouteResponse<'biometricCompare'>> =>
    compareSelfie(ctx, requireUser(input), input.params.id, input.body.image),
};
