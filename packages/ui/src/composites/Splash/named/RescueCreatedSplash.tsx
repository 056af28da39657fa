import type { ReactNode } from 'react';
import { MoneySplash } from '../areas/MoneySplash';

export interface RescueCreatedSplashProps {
  /** The rescue's number. */
  reference: string;
  /** "Ir al inicio". */
  onHome: () => void;
  /** "Ver mis movimientos". */
  onMovements: () => void;
  /** What was asked and when the money arrives (`RescueReceiptSummary`). */
  children?: ReactNode;
}

/** "Rescate registrado": the rescue's number, what was asked and when the money arrives. */
export function RescueCreatedSplash({
  reference,
  onHome,
  onMovements,
  children,
}: RescueCreatedSplashProps) {
  return (
    <MoneySplash
      type="rescue-created"
      reference={reference}
      referenceLabel="Número de rescate"
      primaryAction={{ onClick: onHome }}
      secondaryAction={{ onClick: onMovements }}
    >
      {children}
    </MoneySplash>
  );
}

export interface ScheduledRescueCreatedSplashProps {
  /** The amount, the day, the account and the first date, in a sentence. */
  text: ReactNode;
  /** "Ir al inicio". */
  onHome: () => void;
  /** "Ver mis movimientos". */
  onMovements: () => void;
}

/** "Tu rescate programado está activo", with what was scheduled. */
export function ScheduledRescueCreatedSplash({
  text,
  onHome,
  onMovements,
}: ScheduledRescueCreatedSplashProps) {
  return (
    <MoneySplash
      type="rescue-created"
      heading="Tu rescate programado está activo"
      text={text}
      primaryAction={{ onClick: onHome }}
      secondaryAction={{ onClick: onMovements }}
    />
  );
}
