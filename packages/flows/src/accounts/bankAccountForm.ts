import {
  BANKS,
  BANK_ACCOUNT_MESSAGES,
  BANK_ACCOUNT_TYPES,
  bankAccountChecks,
  bankAccountFieldsSchema,
  bankDigits,
  currentPasswordSchema,
  withBankAccountChecks,
  type BankAccount,
  type BankAccountBody,
  type BankCode,
} from '@saf/contract';
import { z } from 'zod/mini';

/** The account form's values, as the screen edits them. */
export interface BankAccountFormValues {
  [key: string]: unknown;
  bank_code: string;
  currency: string;
  account_type: string;
  account_number: string;
  cci: string;
  alias: string;
  is_main: boolean;
  holder_declaration: boolean;
  password: string;
}

export const EMPTY_BANK_ACCOUNT: BankAccountFormValues = {
  bank_code: '',
  currency: '',
  account_type: '',
  account_number: '',
  cci: '',
  alias: '',
  is_main: false,
  holder_declaration: false,
  password: '',
};

/** An account's values to edit it: the declaration and the password are asked again. */
export function bankAccountValues(account: BankAccount): BankAccountFormValues {
  return {
    bank_code: account.bank_code,
    currency: account.currency,
    account_type: account.account_type,
    account_number: account.account_number,
    cci: account.cci,
    alias: account.alias ?? '',
    is_main: account.is_main,
    holder_declaration: false,
    password: '',
  };
}

const oneOf = (values: readonly string[], message: string) =>
  z.string().check(z.refine((v) => values.includes(v), message));

/** The form's checks: the contract's fields and its account checks, on their own fields. */
export const bankAccountFormSchema = /* @__PURE__ */ withBankAccountChecks(
  z.object({
    bank_code: oneOf(Object.keys(BANKS), 'Selecciona el banco.'),
    currency: oneOf(['PEN', 'USD'], 'Selecciona la moneda.'),
    account_type: oneOf(Object.keys(BANK_ACCOUNT_TYPES), 'Selecciona el tipo de cuenta.'),
    account_number: bankAccountFieldsSchema.shape.account_number,
    cci: bankAccountFieldsSchema.shape.cci,
    alias: z.string().check(z.trim(), z.maxLength(30, 'El alias puede tener hasta 30 caracteres.')),
    is_main: z.boolean(),
    holder_declaration: z
      .boolean()
      .check(z.refine((v) => v === true, BANK_ACCOUNT_MESSAGES.holder)),
    password: currentPasswordSchema,
  }),
) as unknown as z.ZodMiniType<BankAccountBody, BankAccountFormValues>;

export const bankOptions = (Object.keys(BANKS) as BankCode[]).map((value) => ({
  value,
  label: BANKS[value],
}));
export const currencyOptions = [
  { value: 'PEN', label: 'Soles (S/)' },
  { value: 'USD', label: 'Dólares (US$)' },
];
export const accountTypeOptions = (
  Object.keys(BANK_ACCOUNT_TYPES) as (keyof typeof BANK_ACCOUNT_TYPES)[]
).map((value) => ({ value, label: BANK_ACCOUNT_TYPES[value] }));

export interface CciStatus {
  tone: 'ok' | 'warning';
  message: string;
}

/**
 * What the CCI field says as the customer types, once it has 20 digits: an error (a check
 * digit, another bank, another account number), the "00" warning, or that it is valid.
 */
export function liveCciCheck(
  values: Pick<BankAccountFormValues, 'bank_code' | 'account_number' | 'cci'>,
): {
  error?: string;
  status?: CciStatus;
} {
  const cci = bankDigits(values.cci);
  if (!/^\d{20}$/.test(cci)) return {};
  const typedAccount = /^\d{6,20}$/.test(bankDigits(values.account_number));
  const checks = bankAccountChecks({
    bank_code: values.bank_code,
    // Until the account number is typed, only the CCI itself and its bank are checked.
    account_number: typedAccount ? values.account_number : cci.slice(6, 18),
    cci,
  });
  const error = checks.errors.find((e) => e.field === 'cci');
  if (error) return { error: error.message };
  const warning = checks.warnings[0];
  if (warning) return { status: { tone: 'warning', message: warning.message } };
  const bank = (BANKS as Record<string, string>)[cci.slice(0, 3)];
  if (!bank) return {};
  return {
    status: {
      tone: 'ok',
      message: typedAccount
        ? `CCI válido de ${bank}.`
        : `CCI válido de ${bank}. Ahora verifica el número de cuenta.`,
    },
  };
}

/** The bank a CCI's first digits name, if any (to choose it for the customer). */
export function bankOfCci(cci: string): BankCode | undefined {
  const code = bankDigits(cci).slice(0, 3);
  return code in BANKS ? (code as BankCode) : undefined;
}
