/** SWR keys shared by flows that refresh each other's data (kept apart, so importing a key
 * brings no hook along). */
export const PORTFOLIO_KEY = 'portfolio';
/** The customer's bank accounts. */
export const BANK_ACCOUNTS_KEY = 'bank-accounts';

/** An order, by its reference. */
export const orderKey = (reference: string) => ['order', reference] as const;
/** What a customer may invest in a fund (minimums, series, who is blocked). */
export const investOptionsKey = (code: string) => ['invest-options', code] as const;
/** Every fund the customer may choose (the investment's fund list, the movements' filter). */
export const INVEST_FUNDS_KEY = 'invest-funds';
