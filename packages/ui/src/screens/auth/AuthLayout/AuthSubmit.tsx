import type { ReactNode } from 'react';
import type { IconComponent } from '../../../icons';
import { Button } from '../../../primitives/Button';

export interface AuthSubmitProps {
  /** The form is being sent: the button shows `busyLabel` and a spinner. */
  submitting: boolean;
  /** What the button says while busy, e.g. "Ingresando". */
  busyLabel: string;
  /** An icon before the label. */
  icon?: IconComponent;
  children: ReactNode;
}

/** The submit button of a public (auth) form: full width and large. */
export function AuthSubmit({ submitting, busyLabel, icon: Icon, children }: AuthSubmitProps) {
  return (
    <Button
      type="submit"
      fullWidth
      size="lg"
      loading={submitting}
      loadingLabel={busyLabel}
      startIcon={Icon ? <Icon aria-hidden className="size-5" /> : undefined}
    >
      {children}
    </Button>
  );
}
