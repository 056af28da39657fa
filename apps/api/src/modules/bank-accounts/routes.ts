import type { RouteResponse } from '@saf/contract';
import { recordSecurityEvent } from '../shared/security-log';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import {
  createBankAccount,
  deleteBankAccount,
  listBankAccounts,
  setMainBankAccount,
  updateBankAccount,
} from './service';

/** "BCP •••• 0082", as the security log names an account. */
const accountName = (a: { bank_name: string; account_number: string }) =>
  `${a.bank_name} •••• ${a.account_number.slice(-4)}`;

export const bankAccountHandlers: HandlerMap = {
  listBankAccounts: async (ctx, input): Promise<RouteResponse<'listBankAccounts'>> =>
    listBankAccounts(ctx, requireUser(input)),

  createBankAccount: async (ctx, input): Promise<RouteResponse<'createBankAccount'>> => {
    const user = requireUser(input);
    const account = await createBankAccount(ctx, user, input.body, input.ip);
    await recordSecurityEvent(ctx, user.id, 'BANK_ACCOUNT_ADDED', input, accountName(account));
    void input.reply.code(201);
    return account;
  },

  updateBankAccount: async (ctx, input): Promise<RouteResponse<'updateBankAccount'>> => {
    const user = requireUser(input);
    const account = await updateBankAccount(
      ctx,
      user,
      Number(input.params.id),
      input.body,
      input.ip,
    );
    await recordSecurityEvent(ctx, user.id, 'BANK_ACCOUNT_CHANGED', input, accountName(account));
    return account;
  },

  setMainBankAccount: async (ctx, input): Promise<RouteResponse<'setMainBankAccount'>> =>
    setMainBankAccount(ctx, requireUser(input), Number(input.params.id)),

  deleteBankAccount: async (ctx, input): Promise<RouteResponse<'deleteBankAccount'>> => {
    const user = requireUser(input);
    const list = await deleteBankAccount(ctx, user, Number(input.params.id));
    await recordSecurityEvent(ctx, user.id, 'BANK_ACCOUNT_REMOVED', input);
    return list;
  },
};
