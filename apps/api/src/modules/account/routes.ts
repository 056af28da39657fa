import type { RouteResponse } from '@saf/contract';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { accountDeletionStatus, deleteAccount } from './service';

export const accountHandlers: HandlerMap = {
  accountDeletionStatus: async (ctx, input): Promise<RouteResponse<'accountDeletionStatus'>> =>
    accountDeletionStatus(ctx, requireUser(input)),

  deleteAccount: async (ctx, input): Promise<RouteResponse<'deleteAccount'>> =>
    deleteAccount(ctx, requireUser(input), input.body, input.ip),
};
