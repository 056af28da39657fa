/**
 * The figures of a rescue (docs/DOMAIN.md, Rescues), computed the same way by the portal, as a
 * preview while the customer types, and by the server, when it checks the request and when it
 * prices the rescue at the trade date's valor cuota. Exact decimal arithmetic on scaled
 * integers: money has 2 decimals, cuotas and valores cuota 8.
 */

const SCALE8 = 10n ** 8n;

/** A decimal string as an integer of 10^-8 units (`'1.5'` → 150000000n). */
export function toUnits8(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new RangeError(`not a decimal: ${value}`);
  const [, sign, int, dec = ''] = match;
  if (dec.length > 8 && /[1-9]/.test(dec.slice(8)))
    throw new RangeError(`over 8 decimals: ${value}`);
  const units = BigInt(int!) * SCALE8 + BigInt((dec + '00000000').slice(0, 8));
  return sign ? -units : units;
}

/** Units of 10^-8 as a decimal string with `decimals` places (they must be exact). */
export function fromUnits8(units: bigint, decimals = 8): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const int = abs / SCALE8;
  const frac = (abs % SCALE8).toString().padStart(8, '0');
  const text = decimals === 0 ? `${int}` : `${int}.${frac.slice(0, decimals)}`;
  return negative && abs !== 0n ? `-${text}` : text;
}

/** a ÷ b in 10^-8 units, rounded down or up. */
function divide(a: bigint, b: bigint, mode: 'down' | 'up'): bigint {
  const q = (a * SCALE8) / b;
  return mode === 'up' && (a * SCALE8) % b !== 0n ? q + 1n : q;
}

/** a × b in 10^-8 units, rounded half-even to cents (still in 10^-8 units). */
function timesToCents(a: bigint, b: bigint): bigint {
  const exact = a * b; // 10^-16 units
  const cent = 10n ** 14n;
  let q = exact / cent;
  const r = exact % cent;
  if (r * 2n > cent || (r * 2n === cent && q % 2n === 1n)) q += 1n;
  return q * 10n ** 6n;
}

/** 10^-8 units rounded half-even to cents (still in 10^-8 units). */
function roundToCents(units: bigint): bigint {
  const cent = 10n ** 6n;
  const negative = units < 0n;
  const abs = negative ? -units : units;
  let q = abs / cent;
  const r = abs % cent;
  if (r * 2n > cent || (r * 2n === cent && q % 2n === 1n)) q += 1n;
  return (negative ? -q : q) * cent;
}

/** Cuotas worth some money at a valor cuota, half-even to cents (`'1234.57'`). */
export function moneyOfCuotas(cuotas: string, valorCuota: string): string {
  return fromUnits8(timesToCents(toUnits8(cuotas), toUnits8(valorCuota)), 2);
}

/** ISO day plus n calendar days. */
function plusDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export type RescueMode = 'AMOUNT' | 'CUOTAS' | 'TOTAL';

/** Cuotas bought on a day and not sold yet, oldest first (a rescue sells the oldest first). */
export interface CuotaLot {
  date: string;
  cuotas: string;
}

export interface RescueHoldingFigures {
  /** Cuotas the customer may still rescue (held minus what pending rescues will sell). */
  available_cuotas: string;
  /** The valor cuota used: the latest published for the preview, the trade date's to price. */
  valor_cuota: string;
  min_rescue: string;
  min_balance: string;
  /** Early-rescue fee in per cent of the value of the cuotas sold too early. */
  early_rescue_fee_pct: string;
  early_rescue_min_days: number;
  /** The available cuotas by the day they were bought, oldest first. */
  lots: readonly CuotaLot[];
  /**
   * What the position cost: the money invested in it and the cuotas it holds (pending rescues'
   * included). The cuotas sold take their share of it (average cost), and the gain over that
   * share is taxed. Without it, no tax is figured.
   */
  cost_basis?: { invested: string; cuotas: string } | undefined;
}

/**
 * Income tax the fund manager withholds on a natural person's gain when a rescue is paid
 * (capital gains, second category: 5 %). A loss withholds nothing.
 */
export const RESCUE_TAX_PCT = '5';

export interface RescueRequest {
  mode: RescueMode;
  /** AMOUNT: the money to rescue, before the fee. */
  amount?: string;
  /** CUOTAS: the cuotas to sell. */
  cuotas?: string;
  /** The day whose valor cuota prices the rescue (for the holding period). */
  trade_date: string;
}

export type RescueProblem =
  | { code: 'RESCUE_MINIMUM_AMOUNT'; minimum: string }
  | { code: 'RESCUE_MINIMUM_REMAINING'; minimum: string; maximum: string }
  | { code: 'RESCUE_ABOVE_BALANCE'; maximum: string }
  | { code: 'RESCUE_NOTHING'; minimum?: undefined };

export interface RescueFigures {
  /** Cuotas sold (8 decimals). */
  cuotas: string;
  /** Money the cuotas are worth, before the fee (2 decimals). */
  gross: string;
  /** Early-rescue fee (2 decimals), `'0.00'` when none. */
  fee: string;
  /** The cuotas the fee applies to (bought less than the holding period before). */
  fee_cuotas: string;
  /** The first day a rescue of these cuotas carries no fee, when there is a fee. */
  fee_free_from: string | null;
  /** The share of the money invested that the cuotas sold carry (2 decimals). */
  cost: string;
  /** Gross minus the fee minus that cost; negative for a loss (2 decimals). */
  gain: string;
  /** Income tax withheld on a positive gain (`RESCUE_TAX_PCT`), `'0.00'` when none. */
  tax: string;
  /** What reaches the account: gross minus the fee and the tax. */
  net: string;
  /** Cuotas left and what they are worth. */
  remaining_cuotas: string;
  remaining_value: string;
  /** Why it cannot be asked as it is, or null. */
  problem: RescueProblem | null;
}

/**
 * The figures of a rescue request against a holding. An AMOUNT sells the cuotas that amount
 * needs, rounded up to 8 decimals (the customer receives the amount asked for); CUOTAS sells
 * exactly those; TOTAL sells every available cuota and skips the minimums. The fee applies to
 * cuotas whose lot is younger than the holding period on the trade date, oldest lots sold first.
 * `problem` is the first rule broken: the minimum rescue, the balance, the minimum remaining.
 */
export function rescueFigures(h: RescueHoldingFigures, r: RescueRequest): RescueFigures {
  const vc = toUnits8(h.valor_cuota);
  const available = toUnits8(h.available_cuotas);
  let sold: bigint;
  let gross: bigint;
  if (r.mode === 'TOTAL') {
    sold = available;
    gross = timesToCents(sold, vc);
  } else if (r.mode === 'AMOUNT') {
    gross = toUnits8(r.amount ?? '0');
    sold = divide(gross, vc, 'up');
  } else {
    sold = toUnits8(r.cuotas ?? '0');
    gross = timesToCents(sold, vc);
  }
  const availableValue = timesToCents(available, vc);
  const minRescue = toUnits8(h.min_rescue);
  const minBalance = toUnits8(h.min_balance);
  let problem: RescueProblem | null = null;
  if (sold <= 0n) problem = { code: 'RESCUE_NOTHING' };
  else if (sold > available)
    problem = { code: 'RESCUE_ABOVE_BALANCE', maximum: fromUnits8(availableValue, 2) };
  else if (r.mode !== 'TOTAL' && gross < minRescue)
    problem = { code: 'RESCUE_MINIMUM_AMOUNT', minimum: fromUnits8(minRescue, 2) };
  else if (sold < available && timesToCents(available - sold, vc) < minBalance) {
    const maximum = availableValue - minBalance;
    problem = {
      code: 'RESCUE_MINIMUM_REMAINING',
      minimum: fromUnits8(minBalance, 2),
      maximum: fromUnits8(maximum > 0n ? maximum : 0n, 2),
    };
  }
  const sell = sold > available ? available : sold < 0n ? 0n : sold;

  // The holding period, oldest lots first.
  let left = sell;
  let young = 0n;
  let freeFrom: string | null = null;
  for (const lot of h.lots) {
    if (left <= 0n) break;
    const take = toUnits8(lot.cuotas) < left ? toUnits8(lot.cuotas) : left;
    left -= take;
    const free = plusDays(lot.date, h.early_rescue_min_days);
    if (free > r.trade_date && take > 0n) {
      young += take;
      if (!freeFrom || free > freeFrom) freeFrom = free;
    }
  }
  const pct = toUnits8(h.early_rescue_fee_pct);
  let fee = 0n;
  if (young > 0n && pct > 0n) {
    // value of the young cuotas × pct / 100, half-even to cents.
    const youngValue = timesToCents(young, vc);
    fee = timesToCents(youngValue, pct / 100n);
  }
  if (fee === 0n) freeFrom = null;
  // Average cost: the cuotas sold carry their share of the money invested, half-even to cents.
  let cost = 0n;
  if (h.cost_basis) {
    const held = toUnits8(h.cost_basis.cuotas);
    if (held > 0n) cost = roundToCents((toUnits8(h.cost_basis.invested) * sell) / held);
  }
  const gain = gross - fee - cost;
  const tax = h.cost_basis && gain > 0n ? timesToCents(gain, toUnits8(RESCUE_TAX_PCT) / 100n) : 0n;
  const remaining = available - sell;
  return {
    cuotas: fromUnits8(sold < 0n ? 0n : sold),
    gross: fromUnits8(gross < 0n ? 0n : gross, 2),
    fee: fromUnits8(fee, 2),
    fee_cuotas: fromUnits8(fee > 0n ? young : 0n),
    fee_free_from: freeFrom,
    cost: fromUnits8(cost, 2),
    gain: fromUnits8(h.cost_basis ? gain : 0n, 2),
    tax: fromUnits8(tax, 2),
    net: fromUnits8(gross - fee - tax > 0n ? gross - fee - tax : 0n, 2),
    remaining_cuotas: fromUnits8(remaining),
    remaining_value: fromUnits8(timesToCents(remaining, vc), 2),
    problem,
  };
}
