import { fundSimulationRoute } from '@saf/contract';
import { callRoute } from '../api/call';
import type { ApiClient } from '../api/client';
import { typedDay } from '../format';
import { fractionToPercent } from './view';

// The fund page's simulator ("si hubieras invertido…"): its checks and its call, in a module of
// their own that the page fetches when the customer first simulates.

export interface SimulatorValues {
  amount: string;
  startDate: string;
}

export interface SimulatorResult {
  amount: string;
  startDate: string;
  endDate: string;
  endAmount: string;
  gain: string;
  /** Return in percentage points. */
  returnPct: string;
}

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** Formats an ISO day as the messages say it: 1/03/2022 → "01/03/2022". */
const dayText = (iso: string) => iso.split('-').reverse().join('/');

/** The simulator's checks, before any call: what is wrong with each field, in Spanish. */
export function checkSimulator(
  values: SimulatorValues,
  bounds: { min: string; max: string } | null,
): Partial<Record<keyof SimulatorValues, string>> {
  const errors: Partial<Record<keyof SimulatorValues, string>> = {};
  const amount = values.amount.trim();
  if (!amount) errors.amount = 'Ingresa el monto que habrías invertido.';
  else if (!AMOUNT.test(amount)) errors.amount = 'Ingresa un monto válido, con hasta 2 decimales.';
  else if (!/[1-9]/.test(amount)) errors.amount = 'El monto debe ser mayor a cero.';
  const day = typedDay(values.startDate);
  if (!values.startDate) errors.startDate = 'Elige la fecha en que habrías invertido.';
  else if (day === 'incomplete')
    errors.startDate = 'Completa la fecha de inicio: día, mes y año (por ejemplo, 15/03/2024).';
  else if (day === 'impossible') errors.startDate = 'Esa fecha no existe: revisa el día y el mes.';
  else if (bounds && (day < bounds.min || day > bounds.max))
    errors.startDate = `Elige una fecha entre el ${dayText(bounds.min)} y el ${dayText(bounds.max)}.`;
  return errors;
}

/** Asks the server what the checked amount, invested on the checked day, would be worth now. */
export async function simulate(
  client: ApiClient,
  code: string,
  values: SimulatorValues,
): Promise<SimulatorResult> {
  const answer = await callRoute(client, fundSimulationRoute, {
    params: { code },
    // Checked first: the typed parts as an ISO day ("2024-3-5" is "2024-03-05").
    query: { amount: values.amount.trim(), from: typedDay(values.startDate) },
  });
  return {
    amount: answer.amount,
    startDate: answer.start_date,
    endDate: answer.end_date,
    endAmount: answer.end_amount,
    gain: answer.gain,
    returnPct: fractionToPercent(answer.return),
  };
}
