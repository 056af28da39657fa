import { z } from 'zod/mini';

/** Text formats shared by the order and portfolio schemas. */

/** A decimal number as text: never a float on the wire. */
export const decimalText = /* @__PURE__ */ z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
export const isoDate = /* @__PURE__ */ z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
export const fundCode = /* @__PURE__ */ z.string().check(z.regex(/^[A-Z0-9]{2,10}$/));
