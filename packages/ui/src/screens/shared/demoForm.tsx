// Stories only: a stand-in for a flows hook, so a designer can type into a screen in Storybook
// and play functions can submit it. Not exported from the package.
import { useState } from 'react';
import type { FormScreenState, ResendState } from './types';

type Errors<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * Keeps a screen's values, errors and submit count in state. Typing clears the field's error;
 * submitting runs `validate` (when given) and counts the attempt. The story's spies still see
 * every call.
 */
export function useDemoForm<Values extends Record<string, unknown>>(
  args: FormScreenState<Values>,
  validate?: (values: Values) => Errors<Values>,
  /** Called after a submit whose values pass `validate`. */
  onValid?: (values: Values) => void,
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
      const found = validate ? validate(values) : {};
      setErrors(found);
      setSubmitCount((count) => count + 1);
      args.onSubmit();
      if (Object.values(found).every((message) => !message)) onValid?.(values);
    },
  };
}

/**
 * A stand-in for the resend part of a flows hook: asking for a code marks it as sending, and
 * `settle()`-free stories get the next wait right away (the clock does not tick, so shots stay
 * the same on every run).
 */
export function useDemoResend(initial: ResendState, wait = 60): ResendState {
  const [state, setState] = useState(initial);
  return {
    ...state,
    onResend: () => {
      initial.onResend();
      setState((current) => ({ ...current, resending: true }));
      setTimeout(
        () => setState((current) => ({ ...current, resending: false, secondsLeft: wait })),
        300,
      );
    },
  };
}
