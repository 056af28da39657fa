import type { RouteResponse } from '@saf/contract';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { profile, updateConsent } from './service';
import { changeProfileAddress, getProfileAddress } from '../participant/address';
import {
  beneficiaryChange,
  beneficiaryChangeCode,
  finalBeneficiary,
  riskChange,
  riskChangeCode,
} from './changes';

export const profileHandlers: HandlerMap = {
  profile: async (ctx, input): Promise<RouteResponse<'profile'>> =>
    profile(ctx, requireUser(input)),

  updateConsent: async (ctx, input): Promise<RouteResponse<'updateConsent'>> =>
    updateConsent(ctx, requireUser(input), input.params.purpose, input.body.accepted, input.ip),

  profileAddress: async (ctx, input): Promise<RouteResponse<'profileAddress'>> =>
    getProfileAddress(ctx, requireUser(input)),

  updateAddress: async (ctx, input): Promise<RouteResponse<'updateAddress'>> =>
    changeProfileAddress(ctx, requireUser(input), input.body, input.ip),
  riskChangeCode: async (ctx, input): Promise<RouteResponse<'riskChangeCode'>> =>
    riskChangeCode(ctx, requireUser(input), input.body),

  riskChange: async (ctx, input): Promise<RouteResponse<'riskChange'>> =>
    riskChange(ctx, requireUser(input), input.body, input),

  finalBeneficiary: async (ctx, input): Promise<RouteResponse<'finalBeneficiary'>> =>
    finalBeneficiary(ctx, requireUser(input)),

  beneficiaryChangeCode: async (ctx, input): Promise<RouteResponse<'beneficiaryChangeCode'>> =>
    beneficiaryChangeCode(ctx, requireUser(input), input.body),

  beneficiaryChange: async (ctx, input): Promise<RouteResponse<'beneficiaryChange'>> =>
    beneficiaryChange(ctx, requireUser(input), input.body, input),
};
