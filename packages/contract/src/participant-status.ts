import { z } from 'zod/mini';
import { defineRoute } from './route-def';
import { AmlOutcome } from './screening';

/**
 * The wizard's state: `NONE` before the first step, `DRAFT` while answering, `REVIEW` for a
 * participant whose data is over a year old (has_passed_year: every answer prefilled, to be
 * reviewed), `COMPLETED` once confirmed. A customer's own draft only: there is no way to name
 * another's.
 */
export const ClientDataStatus = {
  NONE: 'NONE',
  DRAFT: 'DRAFT',
  REVIEW: 'REVIEW',
  COMPLETED: 'COMPLETED',
} as const;

/**
 * Where the customer stands on the way to becoming a participant, without the answers: what
 * the type-of-participant page needs to send them on (a blocked screening, a yearly review,
 * data already complete, a wizard to resume), so that page does not ship the wizard's schemas.
 */
export const clientDataStatusSchema = /* @__PURE__ */ z
  .object({
    status: z.enum(ClientDataStatus),
    aml_outcome: z.nullable(z.enum(AmlOutcome)),
  })
  .check(z.meta({ id: 'ClientDataStatus' }));
export type ClientDataStatusView = z.infer<typeof clientDataStatusSchema>;

export const clientDataStatusRoute = /* @__PURE__ */ defineRoute({
  operationId: 'clientDataStatus',
  method: 'GET',
  path: '/api/participant/client-data/status',
  auth: 'user',
  summary:
    'Where the customer’s client data stands (state and screening outcome), without the answers',
  tags: ['participant'],
  response: { 200: clientDataStatusSchema },
  errors: ['IDENTITY_NOT_VALIDATED'],
});
