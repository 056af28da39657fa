import type { FormScreenState } from '../shared';

/**
 * The form state out of a step screen's props. The portal spreads a whole flows hook result
 * into the screen (with extras such as `result` or `reset`); only these reach the form.
 */
export function formStateOf<Values extends Record<string, unknown>>(
  props: FormScreenState<Values>,
): FormScreenState<Values> {
  const { values, errors, formError, submitCount, submitting, onValueChange, onBlur, onSubmit } =
    props;
  return { values, errors, formError, submitCount, submitting, onValueChange, onBlur, onSubmit };
}
