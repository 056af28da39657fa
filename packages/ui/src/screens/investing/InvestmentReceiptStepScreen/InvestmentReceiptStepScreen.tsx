import { useRef, type ChangeEvent } from 'react';
import { FileCheck, FileUp, Trash2 } from '../../../icons';
import { Button, buttonVariants } from '../../../primitives/Button';
import { FieldError, FieldHint, FieldLabel, useField } from '../../../primitives/Field';
import { Money, type Currency } from '../../../primitives/Money';
import { TextField } from '../../../primitives/TextField';
import { cn } from '../../../lib/cn';
import { ScreenForm, summaryErrors, textFieldProps, type FormScreenState } from '../../shared';
import { WizardFrame, wizardFrameOf, type WizardStepFrameState } from '../../shared/WizardFrame';
import { formatFileSize } from '../format';

export type InvestmentReceiptValues = {
  /** The transfer's operation number, digits only (6 to 20). */
  operation_number: string;
  /** The receipt the customer chose, `null` until one is. */
  receipt: File | null;
};

/** The file types a receipt may be. */
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,application/pdf';

/** The largest receipt taken, by default: 5 MB. */
export const RECEIPT_DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/** Ids of the Constancia fields, in page order, for the error summary's links and tests. */
export const investmentReceiptFieldIds = {
  form: 'investment-receipt-form',
  operation_number: 'investment-operation-number',
  receipt: 'investment-receipt',
} as const;

export interface InvestmentReceiptStepScreenProps
  extends WizardStepFrameState<'investment'>, FormScreenState<InvestmentReceiptValues> {
  /** The amount transferred, a decimal string (`'1500.00'`). */
  amount: string;
  /** Currency of the transfer. */
  currency: Currency;
  /** The reference written in the transfer, e.g. "SUS-2026-000123". */
  reference: string;
  /** The largest receipt taken, in bytes (said in the hint; the flows hook checks it). @default 5 MB */
  maxBytes?: number;
  /** @default 'Enviar constancia' */
  continueLabel?: string;
}

interface ReceiptFieldProps {
  id: string;
  file: File | null;
  error?: string;
  maxBytes: number;
  onFileChange: (file: File | null) => void;
  onBlur?: () => void;
}

/**
 * The receipt's file input: a button-like second label opens the native picker (the input itself
 * is visually hidden, so no browser-language "No file chosen" shows, and is named by both
 * labels); the chosen file's name and size with "Quitar". It only reports the file: size and type are checked by the flows hook.
 */
function ReceiptField({ id, file, error, maxBytes, onFileChange, onBlur }: ReceiptFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hint = `Una foto legible o el PDF que te dio tu banco: JPG, PNG o PDF, hasta ${formatFileSize(maxBytes)}.`;
  const field = useField({ id, hint, error });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Closing the picker without choosing keeps the file already chosen.
    if (chosen) onFileChange(chosen);
  };
  const remove = () => {
    onFileChange(null);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  return (
    <div
      data-slot="receipt-field"
      data-invalid={field.invalid || undefined}
      className="flex flex-col"
    >
      <FieldLabel htmlFor={field.controlId} id={field.labelId} required>
        Constancia de la transferencia
      </FieldLabel>
      <FieldHint id={field.hintId} placement="above">
        {hint}
      </FieldHint>
      <div
        className={cn(
          'flex flex-col gap-4 rounded-lg border-2 p-4 sm:flex-row sm:items-center',
          file ? 'border-solid' : 'border-dashed',
          field.invalid ? 'border-danger' : 'border-border-strong',
        )}
      >
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground [&_svg]:size-5"
          >
            {file ? <FileCheck /> : <FileUp />}
          </span>
          {file ? (
            <p className="min-w-0" data-slot="receipt-file">
              <span className="block font-semibold wrap-anywhere">{file.name}</span>
              <span className="block text-sm text-muted">{formatFileSize(file.size)}</span>
            </p>
          ) : (
            <p className="min-w-0 self-center text-muted">Aún no eliges un archivo.</p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <input
            ref={inputRef}
            type="file"
            name="receipt"
            accept={RECEIPT_ACCEPT}
            required
            onChange={onChange}
            onBlur={onBlur}
            className="peer sr-only"
            {...field.controlProps}
          />
          <label
            htmlFor={field.controlId}
            className={cn(
              buttonVariants({ variant: 'secondary', size: 'sm' }),
              'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
            )}
          >
            <FileUp aria-hidden className="size-4" />
            {file ? (
              <span>
                Cambiar<span className="sr-only"> archivo</span>
              </span>
            ) : (
              'Elegir archivo'
            )}
          </label>
          {file ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={remove}
              startIcon={<Trash2 aria-hidden className="size-4" />}
            >
              Quitar<span className="sr-only"> {file.name}</span>
            </Button>
          ) : null}
        </div>
      </div>
      <FieldError id={field.errorId}>{error}</FieldError>
    </div>
  );
}

/**
 * Constancia, the last step of an investment paid by transfer: the transfer's operation
 * number and its receipt (an image or a PDF), with the amount and the reference as a reminder.
 * The screen shows the errors the flows hook finds (a missing, too large or wrong file among
 * them); it checks nothing itself.
 */
export function InvestmentReceiptStepScreen(props: InvestmentReceiptStepScreenProps) {
  const {
    values,
    errors,
    amount,
    currency,
    reference,
    maxBytes = RECEIPT_DEFAULT_MAX_BYTES,
    continueLabel = 'Enviar constancia',
    submitting,
  } = props;
  const { form, ...fields } = investmentReceiptFieldIds;
  const summary = summaryErrors(props, fields, form);
  const operation = textFieldProps(props, 'operation_number', fields.operation_number);

  return (
    <WizardFrame
      wizard="investment"
      {...wizardFrameOf<'investment'>(props)}
      currentStep="constancia"
      formId={form}
      submitting={submitting}
      continueLabel={continueLabel}
    >
      <ScreenForm id={form} errors={summary} form={props}>
        <div className="flex flex-col gap-2">
          <h2 className="font-display text-xl font-semibold">
            Sube la constancia de tu transferencia
          </h2>
          <p className="text-muted">
            Cuando hayas transferido, comparte con nosotros la constancia que te dio tu banco. La
            revisaremos para confirmar tu pago.
          </p>
        </div>

        <dl
          data-slot="investment-transfer-reminder"
          className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg bg-surface-sunken p-4 xs:grid-cols-2 sm:p-5"
        >
          <div className="min-w-0">
            <dt className="text-sm text-muted">Monto a transferir</dt>
            <dd className="text-lg font-semibold">
              <Money amount={amount} currency={currency} />
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-sm text-muted">Referencia de la transferencia</dt>
            <dd className="text-lg font-semibold tabular-nums wrap-anywhere">{reference}</dd>
          </div>
        </dl>

        <TextField
          label="Número de operación"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          hint="Está en la constancia de tu banco: entre 6 y 20 dígitos."
          className="sm:max-w-sm"
          {...operation}
          // Digits only: a pasted "N.º 00123456" keeps its number.
          onChange={(event) =>
            props.onValueChange('operation_number', event.target.value.replace(/\D/g, ''))
          }
        />

        <ReceiptField
          id={fields.receipt}
          file={values.receipt}
          error={errors.receipt}
          maxBytes={maxBytes}
          onFileChange={(file) => props.onValueChange('receipt', file)}
          onBlur={() => props.onBlur?.('receipt')}
        />
      </ScreenForm>
    </WizardFrame>
  );
}
