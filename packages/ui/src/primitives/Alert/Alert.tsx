import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type IconComponent } from '../../icons';
import { IconButton } from '../Button';
import { cn } from '../../lib/cn';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

const alertVariants = cva('flex items-start gap-3 rounded-lg border border-l-4 p-4 text-text', {
  variants: {
    variant: {
      info: 'border-info bg-info-surface',
      success: 'border-success bg-success-surface',
      warning: 'border-warning bg-warning-surface',
      danger: 'border-danger bg-danger-surface',
    },
  },
  defaultVariants: { variant: 'info' },
});

const iconColours: Record<AlertVariant, string> = {
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
};

const icons: Record<AlertVariant, IconComponent> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

/** The live-region role of an alert: interrupt for problems, wait politely for the rest. */
export function alertRole(
  variant: AlertVariant,
  announce: boolean,
): 'alert' | 'status' | undefined {
  if (!announce) return undefined;
  return variant === 'danger' || variant === 'warning' ? 'alert' : 'status';
}

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Colour role, icon and urgency. @default 'info' */
  variant?: AlertVariant;
  /** A short bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** An action under the message, e.g. a link-variant Button ("Reintentar"). */
  action?: ReactNode;
  /** When given, a close button is shown; the caller removes the alert. */
  onDismiss?: () => void;
  /** Accessible name of the close button. @default 'Cerrar aviso' */
  dismissLabel?: string;
  /**
   * Announce the alert when it appears: `role="alert"` for danger and warning, `role="status"`
   * for info and success. Turn off for notices that are part of the page from its first paint.
   * @default true
   */
  announce?: boolean;
}

/** A message about the page or the last action: info, success, warning or danger. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  {
    variant = 'info',
    title,
    children,
    action,
    onDismiss,
    dismissLabel = 'Cerrar aviso',
    announce = true,
    className,
    ...props
  },
  ref,
) {
  const Icon = icons[variant];
  return (
    <div
      ref={ref}
      role={alertRole(variant, announce)}
      data-slot="alert"
      data-variant={variant}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconColours[variant])} />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-sm">{children}</div> : null}
        {action ? <div className="pt-2">{action}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton
          label={dismissLabel}
          icon={<X />}
          size="sm"
          variant="onTint"
          className="-mt-1.5 -mr-1.5"
          onClick={onDismiss}
        />
      ) : null}
    </div>
  );
});
