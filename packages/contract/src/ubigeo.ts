import { z } from 'zod/mini';
import { defineRoute } from './route-def';

/**
 * Peru's ubigeo (INEI): a department has a 2-digit code, a province 4 (its department's and
 * two more), a district 6 (its province's and two more). The list itself stays on the server.
 */
export const UBIGEO_DEPARTMENT_PATTERN = /^\d{2}$/;
export const UBIGEO_PROVINCE_PATTERN = /^\d{4}$/;
export { UBIGEO_DISTRICT_PATTERN } from './residence';
import { UBIGEO_DISTRICT_PATTERN } from './residence';

/** An INEI district code (6 digits), e.g. 150122 for Miraflores, Lima. */
export const ubigeoDistrictCodeSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.regex(UBIGEO_DISTRICT_PATTERN, 'Elige un distrito de la lista.'),
    z.meta({ example: '150122' }),
  );

/** Whether a text is shaped as an INEI district code (whether it exists is the API's to say). */
export const isUbigeoDistrictCode = (value: string): boolean => UBIGEO_DISTRICT_PATTERN.test(value);

export const ubigeoQuerySchema = /* @__PURE__ */ z
  .object({
    /** A department's code (2 digits): answers its provinces. */
    department: z.optional(z.string().check(z.regex(UBIGEO_DEPARTMENT_PATTERN))),
    /** A province's code (4 digits): answers its districts. */
    province: z.optional(z.string().check(z.regex(UBIGEO_PROVINCE_PATTERN))),
  })
  .check(
    z.refine(
      (q) => q.department === undefined || q.province === undefined,
      'Give department or province, not both',
    ),
  );
export type UbigeoQuery = z.infer<typeof ubigeoQuerySchema>;

/** A department, province or district: its INEI code and official name. */
export const ubigeoItemSchema = /* @__PURE__ */ z.object({
  code: z.string(),
  name: z.string(),
});
export type UbigeoItem = z.infer<typeof ubigeoItemSchema>;

export const ubigeoListResponseSchema = /* @__PURE__ */ z
  .object({
    /** Sorted by name (Spanish collation). */
    items: z.array(ubigeoItemSchema),
  })
  .check(z.meta({ id: 'UbigeoList' }));
export type UbigeoList = z.infer<typeof ubigeoListResponseSchema>;

// Routes of this area (registered by the server from `routes`).

export const ubigeoListRoute = /* @__PURE__ */ defineRoute({
  operationId: 'ubigeoList',
  method: 'GET',
  path: '/api/ubigeo',
  auth: 'user',
  summary:
    'INEI ubigeo: the departments; with `department`, its provinces; with `province`, its districts',
  tags: ['ubigeo'],
  querystring: ubigeoQuerySchema,
  response: { 200: ubigeoListResponseSchema },
  errors: ['NOT_FOUND'],
});
