// Stories only: a stand-in for a flows hook, so a designer can type into a screen in Storybook
// and play functions can submit it. Not exported from the package.
import { useState } from 'react';
import type { FormScreenState } from './types';

type Errors<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * Keeps a screen's values, errors and submit count in state. Typing clears the field's error;
 * submitting runs `validate` (when given) and counts the attempt. The story's spies still see
 * every call.
 */
export function useDemoForm<Values extends Record<string, unknown>>(
  args: FormScreenState<Values>,
  validate?: (values: Values) => Errors<Values>,
): FormScreenState<Values> {
  const [values, setValues] = useState(args.values);
  const [errors, setErrors] = useState<Errors<Values>>(args.errors);
  const [submitCount, setSubmitCount] = useState(args.submitCount);
  return {
    ...args,
    values,
    errors,
    submitCount,
    onValueChange: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
      args.onValueChange(field, value);
    },
    onSubmit: () => {
      if (validate) setErrors(validate(values));
      setSubmitCount((count) => count + 1);
      args.onSubmit();
    },
  };
}
