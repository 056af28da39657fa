import type { FormScreenState } from '@saf/flows';

/**
 * The form part of a flow hook's answer, to spread into its screen next to the screen's own
 * props: the eight props every form screen of @saf/ui takes, named once.
 */
export function formScreen<Values extends Record<string, unknown>>(
  form: FormScreenState<Values>,
): FormScreenState<Values> {
  const { values, errors, formError, submitCount, submitting, onValueChange, onBlur, onSubmit } =
    form;
  return { values, errors, formError, submitCount, submitting, onValueChange, onBlur, onSubmit };
}
