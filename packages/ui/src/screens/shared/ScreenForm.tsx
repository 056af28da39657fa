import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { ErrorSummary, type FormError } from '../../primitives/ErrorSummary';
import { cn } from '../../lib/cn';
import type { FormScreenState } from './types';

type Field<Values> = keyof Values & string;

/**
 * The errors a screen's summary lists: the server error first (its link leads to the form's
 * first field), then the field errors in page order, but only once the customer has tried to
 * submit: errors found on blur stay on their field.
 */
export function summaryErrors<Values extends Record<string, unknown>>(
  state: Pick<FormScreenState<Values>, 'errors' | 'formError' | 'submitCount'>,
  fields: Partial<Record<Field<Values>, string>>,
  formId: string,
): FormError[] {
  const list: FormError[] = [];
  if (state.formError) list.push({ fieldId: formId, message: state.formError });
  if (state.submitCount > 0) {
    for (const [name, fieldId] of Object.entries(fields) as [Field<Values>, string][]) {
      const message = state.errors[name];
      if (message) list.push({ fieldId, message });
    }
  }
  return list;
}

/** Props that wire a text input to a form screen's state. */
export function textFieldProps<Values extends Record<string, unknown>, K extends Field<Values>>(
  state: FormScreenState<Values>,
  name: K,
  id: string,
) {
  return {
    id,
    name,
    value: String(state.values[name] ?? ''),
    error: state.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      state.onValueChange(name, event.target.value as Values[K]),
    onBlur: () => state.onBlur?.(name),
  };
}

/** What every email address field shares: the email keyboard, no capitals, no spell check. */
export const emailFieldProps = {
  type: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

/** What every choice of country shares (of birth, nationality, residence) on a SelectField. */
export const countryFieldProps = { required: true, placeholder: 'Selecciona un país' } as const;

/** Props that wire a checkbox to a form screen's state. */
export function checkboxProps<Values extends Record<string, unknown>, K extends Field<Values>>(
  state: FormScreenState<Values>,
  name: K,
  id: string,
) {
  return {
    id,
    name,
    checked: Boolean(state.values[name]),
    error: state.errors[name],
    onCheckedChange: (checked: boolean) => state.onValueChange(name, checked as Values[K]),
    onBlur: () => state.onBlur?.(name),
  };
}

/** Props that wire a radio group (or any choice by value) to a form screen's state. */
export function choiceProps<Values extends Record<string, unknown>, K extends Field<Values>>(
  state: FormScreenState<Values>,
  name: K,
  id: string,
) {
  return {
    id,
    name,
    value: String(state.values[name] ?? ''),
    error: state.errors[name],
    onValueChange: (value: string) => state.onValueChange(name, value as Values[K]),
  };
}

/** Props that wire a `DateField` (or any field that reports its value) to a form screen's state. */
export function dateFieldProps<Values extends Record<string, unknown>, K extends Field<Values>>(
  state: FormScreenState<Values>,
  name: K,
  id: string,
) {
  return {
    id,
    value: String(state.values[name] ?? ''),
    error: state.errors[name],
    onValueChange: (value: string) => state.onValueChange(name, value as Values[K]),
    onBlur: () => state.onBlur?.(name),
  };
}

export interface ScreenFormProps {
  /** Id of the `<form>`; the server error's summary link points here. */
  id: string;
  /** What the summary lists (see `summaryErrors`). */
  errors: FormError[];
  /**
   * The form's submit count (each failed submit focuses the summary again) and what a submit
   * calls (the browser never submits the form itself): a form screen's state, as it comes.
   */
  form: Pick<FormScreenState<Record<string, unknown>>, 'submitCount' | 'onSubmit'>;
  /** The fields and the submit button. */
  children: ReactNode;
  /** Extra classes for the form. */
  className?: string;
}

/**
 * A screen's form with its error summary above it. Native validation bubbles are off
 * (`noValidate`): errors come from the flows hook, in Spanish, on the fields and in the summary.
 */
export function ScreenForm({
  id,
  errors,
  form: { submitCount, onSubmit },
  children,
  className,
}: ScreenFormProps) {
  return (
    <>
      <ErrorSummary errors={errors} focusKey={submitCount} className="mb-6" />
      <form
        id={id}
        // Never a GET: a form sent before the page's script runs must not put what was typed
        // (a password) in the address.
        method="post"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit();
        }}
        className={cn('flex flex-col gap-5', className)}
      >
        {children}
      </form>
    </>
  );
}
