import { z } from 'zod/mini';
import { checkCci } from './cci';
import { currencySchema } from './enums';
import { defineRoute } from './route-def';
import { rowIdText } from './common';
import { currentPasswordSchema } from './validators';

/**
 * A customer's own bank accounts, where rescues are paid (docs/DOMAIN.md, Bank accounts).
 * Numbers travel as digits only; the portal may show them grouped.
 */

/** The banks an account may be in, by the 3-digit code that starts their CCIs. */
export const BANKS = {
  '002': 'BCP',
  '003': 'Interbank',
  '009': 'Scotiabank',
  '011': 'BBVA',
  '018': 'Banco de la Nación',
  '038': 'BanBif',
  '049': 'Mibanco',
} as const;
export type BankCode = keyof typeof BANKS;
export const bankCodeSchema = /* @__PURE__ */ z.enum(
  Object.keys(BANKS) as [BankCode, ...BankCode[]],
  'Selecciona el banco.',
);

export const BANK_ACCOUNT_TYPES = { SAVINGS: 'Ahorros', CHECKING: 'Corriente' } as const;
export type BankAccountType = keyof typeof BANK_ACCOUNT_TYPES;
export const bankAccountTypeSchema = /* @__PURE__ */ z.enum(
  ['SAVINGS', 'CHECKING'],
  'Selecciona el tipo de cuenta.',
);

/** The most accounts a customer may register. */
export const MAX_BANK_ACCOUNTS = 5;

/** Digits of a number typed with spaces or dashes (`002-193-…` → `002193…`). */
export function bankDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export const BANK_ACCOUNT_MESSAGES = {
  accountNumber: 'Ingresa el número de cuenta: de 6 a 20 dígitos.',
  cciLength: 'El CCI tiene 20 dígitos.',
  cciCheck: 'El CCI no es válido: revisa que esté bien escrito.',
  cciAccount: 'El CCI no corresponde a este número de cuenta.',
  cciUnchecked:
    'Este CCI no trae dígitos de control (termina en 00). Confirma con tu banco que esté bien escrito.',
  holder: 'Debes declarar que eres el titular de la cuenta.',
} as const;

/** `Este CCI es de Interbank, no de BCP.` or, for an unknown code, that it is of no bank listed. */
export function cciBankMessage(cciBank: string, chosen: BankCode): string {
  const name = (BANKS as Record<string, string>)[cciBank];
  return name
    ? `Este CCI es de ${name}, no de ${BANKS[chosen]}.`
    : `Este CCI no es de ${BANKS[chosen]}: debe empezar con ${chosen}.`;
}

export interface BankAccountCheck {
  field: 'account_number' | 'cci';
  message: string;
}

/**
 * The checks of docs/DOMAIN.md on an account, shared by the form (as the customer types) and
 * the server: the account number's length, the CCI's 20 digits and check digits, its bank code
 * against the chosen bank, and the account number inside it (digits 7–18 of the CCI are the last
 * 12 digits of the account number, zeros first when it is shorter). `warnings` holds the "00"
 * check pair, which some banks issue: accepted, with a warning.
 */
export function bankAccountChecks(input: {
  bank_code: string;
  account_number: string;
  cci: string;
}): { errors: BankAccountCheck[]; warnings: BankAccountCheck[] } {
  const errors: BankAccountCheck[] = [];
  const warnings: BankAccountCheck[] = [];
  const account = bankDigits(input.account_number);
  const cci = bankDigits(input.cci);
  const accountOk = /^\d{6,20}$/.test(account);
  if (!accountOk)
    errors.push({ field: 'account_number', message: BANK_ACCOUNT_MESSAGES.accountNumber });
  if (!/^\d{20}$/.test(cci)) {
    errors.push({ field: 'cci', message: BANK_ACCOUNT_MESSAGES.cciLength });
    return { errors, warnings };
  }
  const check = checkCci(cci);
  if (check === 'invalid') {
    errors.push({ field: 'cci', message: BANK_ACCOUNT_MESSAGES.cciCheck });
    return { errors, warnings };
  }
  if (input.bank_code in BANKS && cci.slice(0, 3) !== input.bank_code) {
    errors.push({
      field: 'cci',
      message: cciBankMessage(cci.slice(0, 3), input.bank_code as BankCode),
    });
  } else if (accountOk && cci.slice(6, 18) !== account.slice(-12).padStart(12, '0')) {
    errors.push({ field: 'cci', message: BANK_ACCOUNT_MESSAGES.cciAccount });
  }
  if (check === 'unchecked' && !errors.some((e) => e.field === 'cci'))
    warnings.push({ field: 'cci', message: BANK_ACCOUNT_MESSAGES.cciUnchecked });
  return { errors, warnings };
}

const digitsText = (message: string) =>
  z.string(message).check(z.trim(), z.overwrite(bankDigits), z.minLength(1, message));

/** What the account form asks (create and edit). */
export const bankAccountFieldsSchema = /* @__PURE__ */ z.object({
  bank_code: bankCodeSchema,
  currency: z.enum(['PEN', 'USD'], 'Selecciona la moneda.'),
  account_type: bankAccountTypeSchema,
  account_number: digitsText(BANK_ACCOUNT_MESSAGES.accountNumber),
  cci: digitsText(BANK_ACCOUNT_MESSAGES.cciLength),
  /** A name the customer gives it ("Sueldo BCP"); optional. */
  alias: z.optional(
    z.string().check(z.trim(), z.maxLength(30, 'El alias puede tener hasta 30 caracteres.')),
  ),
  /** Make it the main account (rescues propose it first). */
  is_main: z._default(z.boolean(), false),
  /** The customer declares they are the account's holder. */
  holder_declaration: z.literal(true, BANK_ACCOUNT_MESSAGES.holder),
});

/** Adds the account checks to a schema with the account's fields, on their own fields. */
export function withBankAccountChecks<
  S extends z.ZodMiniType<{ bank_code: string; account_number: string; cci: string }>,
>(schema: S): S {
  return schema.check(
    z.superRefine((value, ctx) => {
      for (const issue of bankAccountChecks(value).errors) {
        // Length problems are already reported by the field's own schema.
        if (issue.message === BANK_ACCOUNT_MESSAGES.cciLength && value.cci === '') continue;
        ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
      }
    }),
  ) as S;
}

/** POST and PUT bodies: the fields, checked, and the password again (re-authentication). */
export const bankAccountBodySchema = /* @__PURE__ */ withBankAccountChecks(
  z.object({ ...bankAccountFieldsSchema.shape, password: currentPasswordSchema }),
).check(z.meta({ id: 'BankAccountBody' }));
export type BankAccountBody = z.input<typeof bankAccountBodySchema>;

export const bankAccountSchema = /* @__PURE__ */ z
  .object({
    id: z.int(),
    bank_code: bankCodeSchema,
    bank_name: z.string(),
    currency: currencySchema,
    account_type: bankAccountTypeSchema,
    /** Digits only; the portal shows the last four until the customer asks to see it. */
    account_number: z.string(),
    cci: z.string(),
    alias: z.nullable(z.string()),
    is_main: z.boolean(),
    /** The CCI came with the "00" check pair (accepted with a warning). */
    cci_unchecked: z.boolean(),
    /** A pending rescue pays to it: it cannot be changed or removed until paid. */
    in_use: z.boolean(),
    created_at: z.string(),
  })
  .check(z.meta({ id: 'BankAccount' }));
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountListSchema = /* @__PURE__ */ z
  .object({ accounts: z.array(bankAccountSchema), max: z.int() })
  .check(z.meta({ id: 'BankAccountList' }));
export type BankAccountList = z.infer<typeof bankAccountListSchema>;

/** An account's id in the path (digits; the server reads it as a number). */
export const bankAccountIdParams = /* @__PURE__ */ z.object({
  id: rowIdText,
});

// Routes of this area (registered by the server from `routes`).

export const listBankAccountsRoute = /* @__PURE__ */ defineRoute({
  operationId: 'listBankAccounts',
  method: 'GET',
  path: '/api/bank-accounts',
  auth: 'user',
  summary: "The customer's bank accounts, the main one first",
  tags: ['bank-accounts'],
  response: { 200: bankAccountListSchema },
  errors: [],
});

export const createBankAccountRoute = /* @__PURE__ */ defineRoute({
  operationId: 'createBankAccount',
  method: 'POST',
  path: '/api/bank-accounts',
  auth: 'user',
  summary: 'Registers a bank account (password again, holder declaration)',
  tags: ['bank-accounts'],
  body: bankAccountBodySchema,
  response: { 201: bankAccountSchema },
  errors: ['100007', 'REAUTH_FAILED', 'BANK_ACCOUNT_EXISTS', 'CCI_EXISTS', 'BANK_ACCOUNT_LIMIT'],
});

export const updateBankAccountRoute = /* @__PURE__ */ defineRoute({
  operationId: 'updateBankAccount',
  method: 'PUT',
  path: '/api/bank-accounts/:id',
  auth: 'user',
  summary: 'Changes a bank account (password again, holder declaration)',
  tags: ['bank-accounts'],
  params: bankAccountIdParams,
  body: bankAccountBodySchema,
  response: { 200: bankAccountSchema },
  errors: [
    '100007',
    'REAUTH_FAILED',
    'NOT_FOUND',
    'BANK_ACCOUNT_EXISTS',
    'CCI_EXISTS',
    'BANK_ACCOUNT_IN_USE',
  ],
});

export const setMainBankAccountRoute = /* @__PURE__ */ defineRoute({
  operationId: 'setMainBankAccount',
  method: 'POST',
  path: '/api/bank-accounts/:id/main',
  auth: 'user',
  summary: 'Makes an account the main one',
  tags: ['bank-accounts'],
  params: bankAccountIdParams,
  response: { 200: bankAccountListSchema },
  errors: ['NOT_FOUND'],
});

export const deleteBankAccountRoute = /* @__PURE__ */ defineRoute({
  operationId: 'deleteBankAccount',
  method: 'DELETE',
  path: '/api/bank-accounts/:id',
  auth: 'user',
  summary: 'Removes an account no pending rescue pays to',
  tags: ['bank-accounts'],
  params: bankAccountIdParams,
  response: { 200: bankAccountListSchema },
  errors: ['NOT_FOUND', 'BANK_ACCOUNT_IN_USE'],
});
