import type { RouteResponse } from '@saf/contract';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { profile, updateConsent } from './service';
import { changeProfileAddress, getProfileAddress } from '../participant/client-data';

export const profileHandlers: HandlerMap = {
  profile: async (ctx, input): Promise<RouteResponse<'profile'>> =>
    profile(ctx, requireUser(input)),

  updateConsent: async (ctx, input): Promise<RouteResponse<'updateConsent'>> =>
    updateConsent(ctx, requireUser(input), input.params.purpose, input.body.accepted, input.ip),

  profileAddress: async (ctx, input): Promise<RouteResponse<'profileAddress'>> =>
    getProfileAddress(ctx, requireUser(input)),

  updateAddress: async (ctx, input): Promise<RouteResponse<'updateAddress'>> =>
    changeProfileAddress(ctx, requireUser(input), input.body, input.ip),
};
