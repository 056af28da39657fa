import { z } from 'zod/mini';
import { currencySchema, fundSeriesSchema } from './enums';
import { fundDocumentSchema } from './funds';
import { defineRoute } from './route-def';

/**
 * Account statements (estados de cuenta, EECC), participation certificates and the documents of
 * the funds a customer holds: docs/DOMAIN.md, Account statement. Every figure of a statement
 * or certificate comes from the ledger (movements, positions and the published valor cuota).
 */

const decimalText = /* @__PURE__ */ z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
const fundCode = /* @__PURE__ */ z.string().check(z.regex(/^[A-Z0-9]{2,10}$/));

/** A calendar month as `YYYY-MM` (a statement's period). */
export const statementMonthSchema = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/));

/** A fund the customer held in a month. */
export const statementFundSchema = /* @__PURE__ */ z.object({
  fund_code: fundCode,
  fund_name: z.string(),
  currency: currencySchema,
});

/** A month with a statement, and the funds it covers. */
export const statementPeriodSchema = /* @__PURE__ */ z.object({
  month: statementMonthSchema,
  funds: z.array(statementFundSchema),
});
export type StatementPeriod = z.infer<typeof statementPeriodSchema>;

export const statementPeriodsResponseSchema = /* @__PURE__ */ z
  .object({
    /** Newest first; empty for a customer who never held a fund. */
    periods: z.array(statementPeriodSchema),
  })
  .check(z.meta({ id: 'StatementPeriods' }));
export type StatementPeriods = z.infer<typeof statementPeriodsResponseSchema>;

export const statementPeriodsRoute = /* @__PURE__ */ defineRoute({
  operationId: 'statementPeriods',
  method: 'GET',
  path: '/api/statements',
  auth: 'user',
  summary: 'The months in which the customer held a fund, each with the funds held, newest first',
  tags: ['statements'],
  response: { 200: statementPeriodsResponseSchema },
  errors: [],
});

export const statementPdfQuerySchema = /* @__PURE__ */ z.object({
  /** One fund; every fund held in the month when absent. */
  fund: z.optional(fundCode),
});

export const statementPdfRoute = /* @__PURE__ */ defineRoute({
  operationId: 'statementPdf',
  method: 'GET',
  path: '/api/statements/:month/estado-de-cuenta.pdf',
  auth: 'user',
  summary:
    'The account statement of a month (one fund, or all), as a PDF made from the ledger on request',
  tags: ['statements'],
  params: z.object({ month: statementMonthSchema }),
  querystring: statementPdfQuerySchema,
  response: { 200: z.string().check(z.meta({ description: 'A PDF document.' })) },
  produces: 'application/pdf',
  errors: ['NOT_FOUND', 'STATEMENT_PERIOD_NOT_HELD'],
});

/** A series of a fund the customer holds or held, with the cuotas held today. */
export const heldSeriesSchema = /* @__PURE__ */ z.object({
  series: fundSeriesSchema,
  series_name: z.string(),
  /** Cuotas held now, 8 decimals (0 when the customer no longer holds the series). */
  cuotas: decimalText,
});

export const heldFundSchema = /* @__PURE__ */ z.object({
  fund_code: fundCode,
  fund_name: z.string(),
  currency: currencySchema,
  series: z.array(heldSeriesSchema),
  documents: z.array(fundDocumentSchema),
});
export type HeldFund = z.infer<typeof heldFundSchema>;

export const heldFundDocumentsResponseSchema = /* @__PURE__ */ z
  .object({
    /** Every fund the customer ever held, those held now first. */
    funds: z.array(heldFundSchema),
    /** Today in Lima: the certificate's default and latest date. */
    today: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  })
  .check(z.meta({ id: 'HeldFundDocuments' }));
export type HeldFundDocuments = z.infer<typeof heldFundDocumentsResponseSchema>;

export const heldFundDocumentsRoute = /* @__PURE__ */ defineRoute({
  operationId: 'heldFundDocuments',
  method: 'GET',
  path: '/api/holdings/documents',
  auth: 'user',
  summary:
    'The funds the customer holds or held, each with its series and its documents (prospecto, reglamento, fact sheet)',
  tags: ['statements'],
  response: { 200: heldFundDocumentsResponseSchema },
  errors: [],
});

export const certificateQuerySchema = /* @__PURE__ */ z.object({
  /** The day the cuotas are certified at (Lima); today when absent. */
  date: z.optional(z.iso.date()),
});

export const participationCertificateRoute = /* @__PURE__ */ defineRoute({
  operationId: 'participationCertificate',
  method: 'GET',
  path: '/api/holdings/:code/:series/certificado.pdf',
  auth: 'user',
  summary:
    'The certificado de participación of a fund and series: the cuotas held at a date and their value at that date’s valor cuota',
  tags: ['statements'],
  params: z.object({ code: fundCode, series: fundSeriesSchema }),
  querystring: certificateQuerySchema,
  response: { 200: z.string().check(z.meta({ description: 'A PDF document.' })) },
  produces: 'application/pdf',
  errors: ['NOT_FOUND', 'CERTIFICATE_DATE_OUT_OF_RANGE', 'CERTIFICATE_NOT_HELD'],
});
