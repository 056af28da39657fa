import { z } from 'zod/mini';
import { type DocumentKindName } from './enums';

/**
 * Field validators of docs/DOMAIN.md, each as a pure function and as a zod schema. Pure: no Node
 * API, so the browser uses the same rules as the server.
 */

// ---------------------------------------------------------------------------------------------
// DNI
// ---------------------------------------------------------------------------------------------

const DNI_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;
const DNI_CHECK_DIGITS = '65432110987';
const DNI_CHECK_LETTERS = 'KJIHGFEDCBA';

/** A DNI number: exactly 8 digits (leading zeros kept, so always text). */
export function isValidDni(value: string): boolean {
  return /^\d{8}$/.test(value);
}

/**
 * The check character printed after the hyphen on the card: a digit (newer cards) or a letter
 * (older cards). `null` when `dni` is not 8 digits.
 */
export function dniCheckCharacters(dni: string): { digit: string; letter: string } | null {
  if (!isValidDni(dni)) return null;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(dni[i]) * DNI_WEIGHTS[i]!;
  const c = sum % 11;
  return { digit: DNI_CHECK_DIGITS[c]!, letter: DNI_CHECK_LETTERS[c]! };
}

/** Whether `check` (digit or letter, any case) is the DNI's check character. */
export function isValidDniCheck(dni: string, check: string): boolean {
  const expected = dniCheckCharacters(dni);
  if (!expected || check.length !== 1) return false;
  const upper = check.toUpperCase();
  return upper === expected.digit || upper === expected.letter;
}

// ---------------------------------------------------------------------------------------------
// RUC
// ---------------------------------------------------------------------------------------------

const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
/** RUC prefixes: 10 natural person, 15 and 17 special cases, 20 legal entity. */
export const RUC_PREFIXES = ['10', '15', '17', '20'] as const;

/** The check digit of the first 10 digits of a RUC; `null` when they are not 10 digits. */
export function rucCheckDigit(first10: string): number | null {
  if (!/^\d{10}$/.test(first10)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += Number(first10[i]) * RUC_WEIGHTS[i]!;
  return (11 - (sum % 11)) % 10;
}

/** 11 digits, a known prefix and a correct check digit. */
export function isValidRuc(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  if (!(RUC_PREFIXES as readonly string[]).includes(value.slice(0, 2))) return false;
  return rucCheckDigit(value.slice(0, 10)) === Number(value[10]);
}

// ---------------------------------------------------------------------------------------------
// Carné de extranjería, passport, other documents
// ---------------------------------------------------------------------------------------------

/** Carné de extranjería: 4 to 12 letters or digits, no check digit, leading zeros kept. */
export function isValidCe(value: string): boolean {
  return /^[A-Za-z0-9]{4,12}$/.test(value);
}

/** Passport: 4 to 12 letters or digits, no check digit. */
export function isValidPassport(value: string): boolean {
  return /^[A-Za-z0-9]{4,12}$/.test(value);
}

/** Any other document (military card, participant number, other): 4 to 15 letters or digits. */
export function isValidOtherDocument(value: string): boolean {
  return /^[A-Za-z0-9]{4,15}$/.test(value);
}

/** Normalises a typed document number: trims, drops inner spaces, upper-cases letters. */
export function normalizeDocumentNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether `number` (already normalised) is a valid number for a document of that kind. */
export function isValidDocumentNumber(kind: DocumentKindName, number: string): boolean {
  switch (kind) {
    case 'DNI':
      return isValidDni(number);
    case 'RUC':
      return isValidRuc(number);
    case 'CE':
      return isValidCe(number);
    case 'PASSPORT':
      return isValidPassport(number);
    default:
      return isValidOtherDocument(number);
  }
}

/** Spanish message for an invalid number of that kind. */
export function documentNumberMessage(kind: DocumentKindName): string {
  switch (kind) {
    case 'DNI':
      return 'El DNI debe tener 8 dígitos.';
    case 'RUC':
      return 'El RUC no es válido.';
    case 'CE':
      return 'El carné de extranjería debe tener entre 4 y 12 letras o números.';
    case 'PASSPORT':
      return 'El pasaporte debe tener entre 4 y 12 letras o números.';
    default:
      return 'El número de documento no es válido.';
  }
}

// ---------------------------------------------------------------------------------------------
// Phones
// ---------------------------------------------------------------------------------------------

/**
 * A Peruvian mobile number in E.164 (`+519XXXXXXXX`), or `null`. Accepts 9 digits starting with
 * 9, optionally preceded by +51 (or 51); spaces, dashes, dots and brackets are ignored.
 */
export function normalizePeruvianMobile(input: string): string | null {
  let digits = input.replace(/[\s\-.()]/g, '');
  if (digits.startsWith('+51')) digits = digits.slice(3);
  else if (digits.startsWith('51') && digits.length === 11) digits = digits.slice(2);
  if (!/^9\d{8}$/.test(digits)) return null;
  return `+51${digits}`;
}

export function isValidPeruvianMobile(input: string): boolean {
  return normalizePeruvianMobile(input) !== null;
}

// ---------------------------------------------------------------------------------------------
// Emails
// ---------------------------------------------------------------------------------------------

/**
 * A pragmatic address check: a dot-atom local part of up to 64 characters, an `@`, a domain of
 * letters/digits/hyphens labels and a top-level domain of 2+ letters.
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const EMAIL_MAX_LENGTH = 254;

/** Trims and lower-cases an address, the form the server stores. */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

export function isValidEmail(input: string): boolean {
  const email = normalizeEmail(input);
  if (email.length > EMAIL_MAX_LENGTH) return false;
  return EMAIL_PATTERN.test(email);
}

/**
 * The masked address of the spec: first letter of the local part, four asterisks, the last two
 * characters of the local part, then the domain (`juan.perez@mail.com` -> `j****ez@mail.com`).
 * Local parts of 1 to 3 characters show only their first letter (`ab@x.pe` -> `a****@x.pe`),
 * so a short address is never shown whole.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const domain = email.slice(at);
  if (local.length <= 3) return `${local[0]}****${domain}`;
  return `${local[0]}****${local.slice(-2)}${domain}`;
}

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

/** An email: trimmed, lower-cased, at most 254 characters. */
export const emailSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(EMAIL_MAX_LENGTH, 'El correo electrónico es demasiado largo.'),
    z.regex(EMAIL_PATTERN, 'Ingresa un correo electrónico válido.'),
    z.meta({ format: 'email', example: 'juan.perez@mail.com' }),
  );

/** A Peruvian mobile as typed; parses to E.164 `+519XXXXXXXX`. */
export const peruvianMobileSchema = /* @__PURE__ */ z
  .pipe(
    z.string().check(z.maxLength(30)),
    z.transform((value: string, ctx) => {
      const normalized = normalizePeruvianMobile(value);
      if (normalized === null) {
        ctx.issues.push({
          code: 'custom',
          message: 'Ingresa un celular de 9 dígitos que empiece con 9.',
          input: value,
        });
        return z.NEVER;
      }
      return normalized;
    }),
  )
  .check(z.meta({ example: '987 654 321' }));

/** A phone already in E.164, as the server answers it. */
export const e164MobileSchema = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^\+519\d{8}$/), z.meta({ example: '+51987654321' }));

/** DNI: 8 digits; a typed check character after a hyphen (`10117410-2`) is checked and dropped. */
export const dniSchema = /* @__PURE__ */ z
  .pipe(
    z.string().check(z.trim()),
    z.transform((value: string, ctx) => {
      const match = /^(\d{8})(?:-([0-9A-Za-z]))?$/.exec(value);
      if (!match || (match[2] !== undefined && !isValidDniCheck(match[1]!, match[2]))) {
        ctx.issues.push({ code: 'custom', message: documentNumberMessage('DNI'), input: value });
        return z.NEVER;
      }
      return match[1]!;
    }),
  )
  .check(z.meta({ example: '10117410' }));

export const rucSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.trim(),
    z.refine(isValidRuc, documentNumberMessage('RUC')),
    z.meta({ example: '20131312955' }),
  );

export const ceSchema = /* @__PURE__ */ z
  .string()
  .check(z.trim(), z.toUpperCase(), z.refine(isValidCe, documentNumberMessage('CE')));

export const passportSchema = /* @__PURE__ */ z
  .string()
  .check(z.trim(), z.toUpperCase(), z.refine(isValidPassport, documentNumberMessage('PASSPORT')));

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const newPasswordSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, 'La contraseña debe tener al menos 8 caracteres.'),
    z.maxLength(PASSWORD_MAX_LENGTH, 'La contraseña debe tener como máximo 128 caracteres.'),
  );

/**
 * A password typed to log in or re-authenticate: 1 to 128 characters. Shorter-than-policy
 * values are not rejected here so that a wrong password is always a credentials error.
 */
export const currentPasswordSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.minLength(1, 'Ingresa tu contraseña.'),
    z.maxLength(PASSWORD_MAX_LENGTH, 'La contraseña debe tener como máximo 128 caracteres.'),
  );

/** A one-time code sent by email: exactly 6 digits. */
export const securityCodeSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.trim(),
    z.regex(/^\d{6}$/, 'El código debe tener 6 dígitos.'),
    z.meta({ example: '123456' }),
  );

/** A calendar date `YYYY-MM-DD`. */
export const isoDateSchema = /* @__PURE__ */ z.iso.date().check(z.meta({ example: '1990-05-17' }));

/** Age in whole years on `today` of someone born on `birthDate` (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Legal age in Peru. */
export const LEGAL_AGE = 18;
