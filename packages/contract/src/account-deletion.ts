import { z } from 'zod/mini';
import { currencySchema } from './enums';
import { messageResponseSchema } from './common';
import { defineRoute } from './route-def';

/**
 * Deleting the customer's account (docs/DOMAIN.md, Personal data): allowed only with nothing
 * invested and nothing in process, confirmed with the password. The account becomes status -1
 * (deleted), every session ends, and its records are kept for the years the law requires.
 */

/** Years the records of a deleted account are kept (Ley 27693 and its rules: ten years). */
export const RECORDS_RETENTION_YEARS = 10;

export const accountDeletionStatusSchema = /* @__PURE__ */ z
  .object({
    /** Nothing held and nothing in process: the account may be deleted now. */
    can_delete: z.boolean(),
    /** What the customer still holds, by fund and series. */
    holdings: z.array(
      z.object({
        fund_name: z.string(),
        series_name: z.string(),
        currency: currencySchema,
        value: z.string(),
      }),
    ),
    /** Orders and rescues still in process (their references). */
    pending_orders: z.array(
      z.object({
        reference: z.string(),
        fund_name: z.string(),
        kind: z.enum(['SUBSCRIPTION', 'RESCUE']),
      }),
    ),
    retention_years: z.int(),
  })
  .check(z.meta({ id: 'AccountDeletionStatus' }));
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatusSchema>;

export const deleteAccountBodySchema = /* @__PURE__ */ z
  .object({
    password: z.string().check(z.minLength(1), z.maxLength(128)),
  })
  .check(z.meta({ id: 'DeleteAccountBody' }));

export const accountDeletionStatusRoute = /* @__PURE__ */ defineRoute({
  operationId: 'accountDeletionStatus',
  method: 'GET',
  path: '/api/app/customer/account-deletion',
  auth: 'user',
  summary: 'Whether the account may be deleted now, and what is left to do first',
  tags: ['profile'],
  response: { 200: accountDeletionStatusSchema },
  errors: [],
});

export const deleteAccountRoute = /* @__PURE__ */ defineRoute({
  operationId: 'deleteAccount',
  method: 'POST',
  path: '/api/app/customer/account-deletion',
  auth: 'user',
  summary: 'Deletes the account (password required): status -1, every session ended',
  tags: ['profile'],
  body: deleteAccountBodySchema,
  response: { 200: messageResponseSchema },
  errors: ['REAUTH_FAILED', '100007', 'ACCOUNT_NOT_EMPTY'],
});
