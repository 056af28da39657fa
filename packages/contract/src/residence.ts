import { z } from 'zod/mini';

/** An INEI district code: 6 digits (its province's 4 and two more). */
export const UBIGEO_DISTRICT_PATTERN = /^\d{6}$/;

// The address (client data's Residencia), apart from the other steps: the profile's address
// change ships these checks alone.

/**
 * ISO 3166-1 alpha-2 codes of the countries a customer may name; the screens show each one's
 * Spanish name with `Intl.DisplayNames`, so the names do not travel in the bundle.
 */
export const COUNTRY_CODES: readonly string[] =
  /* @__PURE__ */ 'AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA GB GD GE GH GM GN GQ GR GT GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KP KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PR PS PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VN VU WS YE ZA ZM ZW'.split(
    ' ',
  );
export const PERU = 'PE';

export const REQUIRED = 'Este dato es obligatorio.';
export const text = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, `Máximo ${max} caracteres.`));
export const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `Máximo ${max} caracteres.`)));
export const countrySchema = /* @__PURE__ */ z
  .string()
  .check(z.refine((c) => COUNTRY_CODES.includes(c), 'Elige un país de la lista.'));

export const residenceStepSchema = /* @__PURE__ */ z.object({
  country: countrySchema,
  /** INEI district (6 digits) for an address in Peru. */
  district: z.optional(z.string().check(z.regex(UBIGEO_DISTRICT_PATTERN, 'Elige un distrito.'))),
  address: text(200),
  reference: optionalText(200),
  /** City and region of an address abroad. */
  city: optionalText(100),
});
