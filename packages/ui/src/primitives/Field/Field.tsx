import { useId, type ReactNode } from 'react';
import { CircleAlert } from '../../icons';
import { cn } from '../../lib/cn';

/** Joins the ids that describe a control, skipping the empty ones. */
function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export interface UseFieldOptions {
  /** Id of the control; generated with `useId` when absent. */
  id?: string;
  /** Hint shown under the control. Only its presence matters here. */
  hint?: ReactNode;
  /** Error message. Its presence makes the control invalid. */
  error?: ReactNode;
  /** Extra ids the caller wants in `aria-describedby` (e.g. a caps-lock warning). */
  describedBy?: string | false | null;
}

export interface FieldWiring {
  /** Id of the control the label points to. */
  controlId: string;
  /** Id of the label element, for groups labelled with `aria-labelledby`. */
  labelId: string;
  /** Id of the hint element, when there is a hint. */
  hintId: string | undefined;
  /** Id of the error element, when there is an error. */
  errorId: string | undefined;
  /** Whether the field shows an error. */
  invalid: boolean;
  /** Spread on the control: its id plus the `aria-invalid` / `aria-describedby` wiring. */
  controlProps: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
}

/**
 * Ids and ARIA wiring shared by every form field: the error is read before the hint, so a
 * screen reader announces what is wrong first.
 */
export function useField({ id, hint, error, describedBy }: UseFieldOptions = {}): FieldWiring {
  const autoId = useId();
  const controlId = id ?? `field${autoId.replace(/:/g, '')}`;
  const hasHint = hint != null && hint !== false && hint !== '';
  const invalid = error != null && error !== false && error !== '';
  const hintId = hasHint ? `${controlId}-hint` : undefined;
  const errorId = invalid ? `${controlId}-error` : undefined;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId,
    errorId,
    invalid,
    controlProps: {
      id: controlId,
      'aria-invalid': invalid || undefined,
      'aria-describedby': joinIds(errorId, hintId, describedBy),
    },
  };
}

export interface FieldLabelProps {
  /** The label text. */
  children: ReactNode;
  /** Id of the labelled control (renders a `<label for>`); omit to render a `<legend>`. */
  htmlFor?: string;
  /** Id of the label element itself. */
  id?: string;
  /** Adds a required mark (the control itself carries `required`). @default false */
  required?: boolean;
  /** Adds "(opcional)" after the label. @default false */
  optional?: boolean;
  /** Renders a `<legend>` for a fieldset instead of a `<label>`. @default false */
  asLegend?: boolean;
  /** Text size: `sm` above a control, `md` as the question of a group of cards. @default 'sm' */
  size?: 'sm' | 'md';
  /** Extra classes (layout only: size and margins belong to the label). */
  className?: string;
}

/** The label of a field, with its "(opcional)" marker or required mark. */
export function FieldLabel({
  children,
  htmlFor,
  id,
  required = false,
  optional = false,
  asLegend = false,
  size = 'sm',
  className,
}: FieldLabelProps) {
  const content = (
    <>
      {children}
      {required ? (
        // The control's `required` is what assistive technology announces; the mark is visual.
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      ) : null}
      {optional && !required ? (
        <>
          {' '}
          <span className="font-normal text-muted">(opcional)</span>
        </>
      ) : null}
    </>
  );
  const classes = cn(
    'block font-semibold text-text',
    size === 'md' ? 'text-base' : 'text-sm',
    className,
  );
  if (asLegend) {
    return (
      <legend id={id} data-slot="field-label" className={cn(classes, 'mb-1.5 p-0')}>
        {content}
      </legend>
    );
  }
  return (
    <label id={id} htmlFor={htmlFor} data-slot="field-label" className={cn(classes, 'mb-1.5')}>
      {content}
    </label>
  );
}

export interface FieldMessageProps {
  /** Id referenced by the control's `aria-describedby`. */
  id: string | undefined;
  /** The message; nothing renders when empty. */
  children?: ReactNode;
  /**
   * Where the message sits: under its control (`below`), closer under a small control such as
   * a checkbox (`tight`), or between the label and the control (`above`). @default 'below'
   */
  placement?: 'below' | 'tight' | 'above';
  /** Extra classes (layout only: the placement owns the margins). */
  className?: string;
}

const messageMargins = { below: 'mt-1.5', tight: 'mt-1', above: 'mb-2' } as const;

/** Helper text under a control. */
export function FieldHint({ id, children, placement = 'below', className }: FieldMessageProps) {
  if (children == null || children === false || children === '') return null;
  return (
    <p
      id={id}
      data-slot="field-hint"
      className={cn(messageMargins[placement], 'text-sm text-muted', className)}
    >
      {children}
    </p>
  );
}

/** Error message under a control, with an icon so the error is not told by colour alone. */
export function FieldError({ id, children, placement = 'below', className }: FieldMessageProps) {
  if (children == null || children === false || children === '') return null;
  return (
    <p
      id={id}
      data-slot="field-error"
      className={cn(
        messageMargins[placement],
        'flex items-start gap-1.5 text-sm font-medium text-danger',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export interface FieldProps {
  /** Wiring returned by `useField`. */
  field: FieldWiring;
  /** Visible label of the control. */
  label: ReactNode;
  /** Helper text under the control. */
  hint?: ReactNode;
  /** Error message under the control. */
  error?: ReactNode;
  /** Shows the required mark. @default false */
  required?: boolean;
  /** Shows "(opcional)" after the label. @default false */
  optional?: boolean;
  /** Whether the control is disabled (stamped as `data-disabled`). @default false */
  disabled?: boolean;
  /** The control. */
  children: ReactNode;
  /** Extra classes for the outer element. */
  className?: string;
}

/**
 * The frame every single-control field shares: label, control, hint and error.
 * Groups (radios, cards, code boxes) use the same pieces inside a fieldset.
 */
export function Field({
  field,
  label,
  hint,
  error,
  required = false,
  optional = false,
  disabled = false,
  children,
  className,
}: FieldProps) {
  return (
    <div
      data-slot="field"
      data-invalid={field.invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn('flex flex-col', className)}
    >
      <FieldLabel
        htmlFor={field.controlId}
        id={field.labelId}
        required={required}
        optional={optional}
      >
        {label}
      </FieldLabel>
      {children}
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId}>{error}</FieldError>
    </div>
  );
}

/** What a single-control field takes for its frame, beside the control's own props. */
export interface FieldFrameOptions {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  optional?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  'aria-describedby'?: string;
}

/**
 * Splits a single-control field's props: the frame's (`frame`, spread on `<Field>`), the ARIA
 * wiring (`field`) and what is left for the control itself (`control`).
 */
export function useFieldFrame<P extends FieldFrameOptions>(props: P) {
  const {
    label,
    hint,
    error,
    optional = false,
    required = false,
    disabled = false,
    id,
    className,
    'aria-describedby': describedBy,
    ...control
  } = props;
  const field = useField({ id, hint, error, describedBy });
  return {
    field,
    frame: { field, label, hint, error, required, optional, disabled, className },
    control: control as Omit<P, keyof FieldFrameOptions>,
  };
}

/**
 * Classes of the bordered box that holds an input and its prefix/suffix, without a width (for
 * boxes sized by their content, such as the parts of a date).
 */
export const fieldBoxBaseClasses = cn(
  'flex min-h-11 items-center gap-2 rounded-md border border-border-strong bg-surface px-3 text-base text-text transition-colors',
  'hover:border-text',
  'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus',
  // A second pixel of danger colour without a layout shift.
  'data-invalid:border-danger data-invalid:ring-1 data-invalid:ring-danger data-invalid:hover:border-danger',
  'data-disabled:cursor-not-allowed data-disabled:border-border data-disabled:bg-surface-sunken data-disabled:text-muted data-disabled:hover:border-border',
);

/** Classes of the bordered box that holds an input and its prefix/suffix: full width. */
export const fieldBoxClasses = cn(fieldBoxBaseClasses, 'w-full');

/** Classes of an input inside a field box: the box draws border and focus. */
export const fieldInputClasses =
  'h-11 min-w-0 flex-1 bg-transparent py-2 text-base text-text outline-none placeholder:text-muted disabled:cursor-not-allowed disabled:text-muted';
