import Decimal from 'decimal.js';

/** Cuotas are kept with 8 decimals, as the valor cuota is. */
export const CUOTA_DECIMALS = 8;

const D = Decimal.clone({ precision: 40 });

/**
 * The cuotas a subscription buys: amount ÷ valor cuota, cut (not rounded) to 8 decimals. Cutting
 * never gives a participant a fraction of a cuota they did not pay for; what the cut leaves is
 * below 0.00000001 cuota, worth less than a cent at any valor cuota the funds publish, and stays
 * in the fund. Amount and valor cuota are decimal strings (never floats); so is the answer.
 */
export function cuotasFor(amount: string, valorCuota: string): string {
  const value = new D(valorCuota);
  if (!value.isFinite() || value.lte(0)) throw new RangeError('The valor cuota must be positive');
  const money = new D(amount);
  if (!money.isFinite() || money.lte(0)) throw new RangeError('The amount must be positive');
  return money
    .div(value)
    .toDecimalPlaces(CUOTA_DECIMALS, Decimal.ROUND_DOWN)
    .toFixed(CUOTA_DECIMALS);
}

/** What cuotas are worth at a valor cuota, in money rounded half-even to cents. */
export function valueOf(cuotas: string, valorCuota: string): string {
  return new D(cuotas).times(valorCuota).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(2);
}
