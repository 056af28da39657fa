import type { HTMLAttributes } from 'react';
import { cva } from 'class-variance-authority';
import { Ban, CircleCheck, CircleX, Clock, LoaderCircle, type IconComponent } from '../../icons';
import { cn } from '../../lib/cn';

/**
 * Status of a payment (spec): a subscription's money, or a rescue's payout (SENT: the bank has
 * it and has not answered yet).
 */
export type PaymentStatus = 'PENDING' | 'SENT' | 'SUCCESS' | 'REJECTED';
/** Global status of a process (spec): a request such as a rescue. */
export type ProcessStatus = 'PENDING' | 'INPROGRESS' | 'APPROVED' | 'ANNULLED';

/** A status together with the list it comes from; both lists have a PENDING. */
export type StatusValue =
  { kind: 'payment'; status: PaymentStatus } | { kind: 'process'; status: ProcessStatus };

type Tone = 'warning' | 'info' | 'success' | 'danger' | 'neutral';

interface StatusLook {
  label: string;
  tone: Tone;
  Icon: IconComponent;
}

export const paymentStatusLooks: Record<PaymentStatus, StatusLook> = {
  PENDING: { label: 'Pendiente', tone: 'warning', Icon: Clock },
  SENT: { label: 'Enviado al banco', tone: 'info', Icon: LoaderCircle },
  SUCCESS: { label: 'Exitoso', tone: 'success', Icon: CircleCheck },
  REJECTED: { label: 'Rechazado', tone: 'danger', Icon: CircleX },
};

export const processStatusLooks: Record<ProcessStatus, StatusLook> = {
  PENDING: { label: 'Pendiente', tone: 'warning', Icon: Clock },
  INPROGRESS: { label: 'En proceso', tone: 'info', Icon: LoaderCircle },
  APPROVED: { label: 'Aprobado', tone: 'success', Icon: CircleCheck },
  ANNULLED: { label: 'Anulado', tone: 'neutral', Icon: Ban },
};

/** The Spanish label of a status, for places that need the words without the badge. */
export function statusLabel(value: StatusValue): string {
  return value.kind === 'payment'
    ? paymentStatusLooks[value.status].label
    : processStatusLooks[value.status].label;
}

const badgeVariants = cva(
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-medium [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        warning: 'border-warning bg-warning-surface text-warning',
        info: 'border-info bg-info-surface text-info',
        success: 'border-success bg-success-surface text-success',
        danger: 'border-danger bg-danger-surface text-danger',
        neutral: 'border-border-strong bg-surface-sunken text-text',
      },
    },
  },
);

export type StatusBadgeProps = StatusValue & Omit<HTMLAttributes<HTMLSpanElement>, 'children'>;

/**
 * The status of a payment or a process as a pill: a Spanish label, an icon and a colour role,
 * so colour is never the only cue. `kind` says which list `status` belongs to.
 */
export function StatusBadge({ kind, status, className, ...props }: StatusBadgeProps) {
  const look =
    kind === 'payment'
      ? paymentStatusLooks[status as PaymentStatus]
      : processStatusLooks[status as ProcessStatus];
  const { Icon } = look;
  return (
    <span
      data-slot="status-badge"
      data-kind={kind}
      data-status={status}
      data-tone={look.tone}
      className={cn(badgeVariants({ tone: look.tone }), className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      {look.label}
    </span>
  );
}
