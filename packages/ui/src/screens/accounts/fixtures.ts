// Stories and tests only: a customer's bank accounts and the choices of the account form.
import type { SelectOption } from '../../primitives/SelectField';
import type { BankAccountItem } from './BankAccountsScreen';

/**
 * Three accounts: the main one in soles, one in dollars a pending rescue pays to, and one whose
 * CCI came with the "00" check pair. Not sorted: the page puts the main one first.
 */
export const sampleBankAccounts: BankAccountItem[] = [
  {
    id: 'ba-21',
    bankName: 'BBVA',
    currency: 'USD',
    typeLabel: 'Ahorros',
    accountNumber: '001103140200387615',
    cci: '01131414020038761525',
    alias: null,
    isMain: false,
    inUse: true,
    cciUnchecked: false,
    editHref: '/accounts/edit?id=21',
  },
  {
    id: 'ba-14',
    bankName: 'BCP',
    currency: 'PEN',
    typeLabel: 'Ahorros',
    accountNumber: '1937025472542',
    cci: '00219393702547254215',
    alias: 'Sueldo',
    isMain: true,
    inUse: false,
    cciUnchecked: false,
    editHref: '/accounts/edit?id=14',
  },
  {
    id: 'ba-30',
    bankName: 'Interbank',
    currency: 'PEN',
    typeLabel: 'Corriente',
    accountNumber: '2003004517389',
    cci: '00320000300451738900',
    alias: 'Negocio de la bodega',
    isMain: false,
    inUse: false,
    cciUnchecked: true,
    editHref: '/accounts/edit?id=30',
  },
];

/** Five accounts, the most a customer may register. */
export const fullBankAccounts: BankAccountItem[] = [
  ...sampleBankAccounts,
  {
    id: 'ba-41',
    bankName: 'Scotiabank',
    currency: 'USD',
    typeLabel: 'Ahorros',
    accountNumber: '1705498261',
    cci: '00917000170549826120',
    alias: null,
    isMain: false,
    inUse: false,
    cciUnchecked: false,
    editHref: '/accounts/edit?id=41',
  },
  {
    id: 'ba-42',
    bankName: 'Banco de la Nación',
    currency: 'PEN',
    typeLabel: 'Ahorros',
    accountNumber: '04027781953',
    cci: '01804000402778195364',
    alias: 'CTS',
    isMain: false,
    inUse: false,
    cciUnchecked: false,
    editHref: '/accounts/edit?id=42',
  },
];

/** The banks of the contract, by the code that starts their CCIs. */
export const sampleBanks: SelectOption[] = [
  { value: '002', label: 'BCP' },
  { value: '003', label: 'Interbank' },
  { value: '009', label: 'Scotiabank' },
  { value: '011', label: 'BBVA' },
  { value: '018', label: 'Banco de la Nación' },
  { value: '038', label: 'BanBif' },
  { value: '049', label: 'Mibanco' },
];

export const sampleCurrencies: SelectOption[] = [
  { value: 'PEN', label: 'Soles' },
  { value: 'USD', label: 'Dólares' },
];

export const sampleAccountTypes: SelectOption[] = [
  { value: 'SAVINGS', label: 'Ahorros' },
  { value: 'CHECKING', label: 'Corriente' },
];
