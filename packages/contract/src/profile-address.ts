import { z } from 'zod/mini';
import { residenceStepSchema } from './residence';
import { defineRoute } from './route-def';

/**
 * The participant's home address, changed from the profile (`/profile/edit`): the client data's
 * Residencia answer, with the same rules (an INEI district in Peru, a city abroad). It needs the
 * client data completed; the replaced address stays on record with its time and IP.
 */
export const profileAddressSchema = /* @__PURE__ */ z
  .object({
    /** The Residencia answer in force; null before the client data is completed. */
    address: z.nullable(residenceStepSchema),
    /** The same, in one line: "Av. Larco 345, Miraflores, Lima, Lima". */
    text: z.nullable(z.string()),
    /** Whether it can be changed now (client data completed, not under its yearly review). */
    editable: z.boolean(),
  })
  .check(z.meta({ id: 'ProfileAddress' }));
export type ProfileAddress = z.infer<typeof profileAddressSchema>;

// Routes of this area (registered by the server from `routes`).

export const profileAddressRoute = /* @__PURE__ */ defineRoute({
  operationId: 'profileAddress',
  method: 'GET',
  path: '/api/profile/address',
  auth: 'user',
  summary: "The participant's home address",
  tags: ['profile'],
  response: { 200: profileAddressSchema },
  errors: [],
});

export const updateAddressRoute = /* @__PURE__ */ defineRoute({
  operationId: 'updateAddress',
  method: 'PUT',
  path: '/api/profile/address',
  auth: 'user',
  summary: "Change the participant's home address",
  tags: ['profile'],
  body: residenceStepSchema,
  response: { 200: profileAddressSchema },
  errors: ['ADDRESS_NOT_EDITABLE', 'UBIGEO_UNKNOWN'],
});
