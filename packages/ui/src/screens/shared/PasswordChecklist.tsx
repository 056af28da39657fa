import { Check, Circle } from '../../icons';
import { cn } from '../../lib/cn';
import type { PasswordRule, PasswordStrength } from './types';

const strengthCopy: Record<PasswordStrength, { label: string; filled: number; bar: string }> = {
  weak: { label: 'Débil', filled: 1, bar: 'bg-danger' },
  fair: { label: 'Aceptable', filled: 2, bar: 'bg-warning' },
  strong: { label: 'Fuerte', filled: 3, bar: 'bg-success' },
};

export interface PasswordChecklistProps {
  /** Id of the rules list, for the password input's `aria-describedby`. */
  id: string;
  /** The hints, ticked as the customer types. */
  rules: readonly PasswordRule[];
  /** The strength meter's value; hidden while there is none (an empty password). */
  strength?: PasswordStrength;
  /** Extra classes. */
  className?: string;
}

/**
 * The hints of a new password as a checklist (an icon and the words "cumplido" / "pendiente",
 * never colour alone) and a strength meter labelled in words.
 */
export function PasswordChecklist({ id, rules, strength, className }: PasswordChecklistProps) {
  const meter = strength ? strengthCopy[strength] : undefined;
  return (
    <div
      data-slot="password-checklist"
      className={cn('rounded-lg bg-surface-sunken p-4 text-sm', className)}
    >
      {/* Polite: the level changes only at its thresholds, not on every key. */}
      <div aria-live="polite">
        {meter ? (
          <div data-slot="password-strength" data-strength={strength} className="mb-4">
            <p className="font-semibold text-text">
              Seguridad de la contraseña: <span>{meter.label}</span>
            </p>
            <div aria-hidden="true" className="mt-2 grid grid-cols-3 gap-1.5">
              {[1, 2, 3].map((segment) => (
                <span
                  key={segment}
                  className={cn(
                    'h-1.5 rounded-full',
                    segment <= meter.filled ? meter.bar : 'bg-border',
                  )}
                />
              ))}
            </div>
          </div>
        ) : null}
      </div>
      <p className="font-semibold text-text">Tu contraseña debe cumplir:</p>
      <ul id={id} className="mt-2 flex flex-col gap-1.5">
        {rules.map((rule) => (
          <li
            key={rule.id}
            data-met={rule.met || undefined}
            className="flex items-start gap-2 text-text"
          >
            {rule.met ? (
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" strokeWidth={3} />
            ) : (
              <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
            )}
            <span>
              {rule.label}
              <span className="sr-only">{rule.met ? ' (cumplido)' : ' (pendiente)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
