import type { ReactNode } from 'react';
import { Clock, Landmark, Receipt } from '../../../icons';
import { formatPercent } from '../../../primitives/Money';
import type { FundFees } from './types';

/** "1.50 %" with the decimals the value needs: `'18'` is "18 %", `'0.5'` is "0.50 %". */
function percentText(value: string, minimumDigits = 2): string {
  const decimals = (/\.(\d*?)0*$/.exec(value.trim())?.[1] ?? '').length;
  return formatPercent(value, { fractionDigits: Math.max(minimumDigits, Math.min(2, decimals)) });
}

function isZero(value: string): boolean {
  return /^[+-]?0*(?:\.0*)?$/.test(value.trim());
}

/** "2 días hábiles", "1 día hábil". */
function businessDays(days: number): string {
  return days === 1 ? '1 día hábil' : `${days} días hábiles`;
}

/**
 * What "Comisiones y plazos" lists: the fee, the early-rescue fee and when a rescue is paid, in
 * words. Below the fold: the page fetches it after its top has painted.
 */
export function FeeList({ fees }: { fees: FundFees }) {
  return (
    <ul className="mt-3 flex flex-col gap-3">
      <FeeLine icon={<Receipt />}>
        Comisión unificada {percentText(fees.unifiedFeePct)} anual + IGV (
        {percentText(fees.igvPct, 0)})
      </FeeLine>
      <FeeLine icon={<Clock />}>
        {isZero(fees.earlyRescueFeePct) || fees.earlyRescueMinDays <= 0
          ? 'Sin comisión por rescate: puedes rescatar cuando quieras'
          : `Si rescatas antes de ${fees.earlyRescueMinDays} ${fees.earlyRescueMinDays === 1 ? 'día' : 'días'}, se cobra ${percentText(fees.earlyRescueFeePct)} del monto rescatado`}
      </FeeLine>
      <FeeLine icon={<Landmark />}>
        {fees.settlementDays <= 0
          ? 'Recibes el dinero de un rescate el mismo día hábil'
          : `Recibes el dinero de un rescate en ${businessDays(fees.settlementDays)}`}
      </FeeLine>
    </ul>
  );
}

function FeeLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-primary [&_svg]:size-5">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}
