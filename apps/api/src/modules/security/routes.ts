import type { RouteResponse } from '@saf/contract';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { reportSecurityEvent, securityLog } from './service';

export const securityHandlers: HandlerMap = {
  securityLog: async (ctx, input): Promise<RouteResponse<'securityLog'>> =>
    securityLog(ctx, requireUser(input)),

  reportSecurityEvent: async (ctx, input): Promise<RouteResponse<'reportSecurityEvent'>> =>
    reportSecurityEvent(ctx, requireUser(input), Number(input.params.id)),
};
