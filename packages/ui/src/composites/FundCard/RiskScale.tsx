import { cn } from '../../lib/cn';

/** Risk level of a fund, which maps to the investor risk profile it suits. */
export type RiskLevel = 'conservador' | 'moderado' | 'agresivo';

export const riskLevels: Record<RiskLevel, { label: string; step: number }> = {
  conservador: { label: 'Conservador', step: 1 },
  moderado: { label: 'Moderado', step: 2 },
  agresivo: { label: 'Agresivo', step: 3 },
};

export interface RiskScaleProps {
  /** The fund's risk level. */
  level: RiskLevel;
  /** Extra classes; the bars take the current text colour. */
  className?: string;
}

/**
 * The risk level as text plus three rising bars, filled up to the level: the level is
 * readable without telling colours apart.
 */
export function RiskScale({ level, className }: RiskScaleProps) {
  const { label, step } = riskLevels[level];
  return (
    <span
      data-slot="risk-scale"
      data-level={level}
      className={cn('inline-flex items-center gap-2', className)}
    >
      <span aria-hidden="true" className="inline-flex h-4 items-end gap-0.5">
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            data-filled={bar <= step || undefined}
            className={cn(
              'w-2 rounded-sm border border-current',
              bar === 1 ? 'h-2.5' : bar === 2 ? 'h-3.5' : 'h-4.5',
              bar <= step ? 'bg-current' : 'bg-transparent opacity-60',
            )}
          />
        ))}
      </span>
      <span>
        {label}
        <span className="sr-only"> (nivel {step} de 3)</span>
      </span>
    </span>
  );
}
