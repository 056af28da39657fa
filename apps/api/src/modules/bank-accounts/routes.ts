import type { RouteResponse } from '@saf/contract';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import {
  createBankAccount,
  deleteBankAccount,
  listBankAccounts,
  setMainBankAccount,
  updateBankAccount,
} from './service';

export const bankAccountHandlers: HandlerMap = {
  listBankAccounts: async (ctx, input): Promise<RouteResponse<'listBankAccounts'>> =>
    listBankAccounts(ctx, requireUser(input)),

  createBankAccount: async (ctx, input): Promise<RouteResponse<'createBankAccount'>> => {
    const account = await createBankAccount(ctx, requireUser(input), input.body, input.ip);
    void input.reply.code(201);
    return account;
  },

  updateBankAccount: async (ctx, input): Promise<RouteResponse<'updateBankAccount'>> =>
    updateBankAccount(ctx, requireUser(input), Number(input.params.id), input.body, input.ip),

  setMainBankAccount: async (ctx, input): Promise<RouteResponse<'setMainBankAccount'>> =>
    setMainBankAccount(ctx, requireUser(input), Number(input.params.id)),

  deleteBankAccount: async (ctx, input): Promise<RouteResponse<'deleteBankAccount'>> =>
    deleteBankAccount(ctx, requireUser(input), Number(input.params.id)),
};
