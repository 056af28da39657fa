import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { z } from 'zod';
import { placeError, type FieldPlacement } from '../errors';

/** zod's own messages in Spanish; the contract's custom messages (already Spanish) win. */
const spanish = z.locales.es();

/**
 * What a form screen of @saf/ui takes as props: plain values and errors, and callbacks.
 * Every flow hook returns one of these, so a portal route only spreads it into a screen.
 */
export interface FormScreenState<Values extends Record<string, unknown>> {
  values: Values;
  /** Field errors (Spanish), keyed by field name. */
  errors: Partial<Record<keyof Values & string, string>>;
  /** A failure not tied to a field (Spanish), for the error summary. */
  formError?: string;
  /** Grows on every submit attempt, so the screen knows when to show and focus its summary. */
  submitCount: number;
  submitting: boolean;
  onValueChange: <K extends keyof Values & string>(field: K, value: Values[K]) => void;
  onBlur: (field: keyof Values & string) => void;
  onSubmit: () => void;
}

export interface FormFlowOptions<Values extends FieldValues, Output, Result> {
  /** The form's zod schema, built from the contract's. */
  schema: z.ZodType<Output, Values>;
  defaultValues: Values;
  /** Sends the parsed values; throws on failure. */
  submit: (values: Output) => Promise<Result>;
  /** Which catalogue codes belong to which field; the rest go to the summary. */
  placement?: FieldPlacement<keyof Values & string>;
  onSuccess?: (result: Result, values: Output) => void;
  /** Called with any failure after it was placed (to update session state, say). */
  onFailure?: (error: unknown) => void;
}

export interface FormFlow<
  Values extends Record<string, unknown>,
  Result,
> extends FormScreenState<Values> {
  /** The answer of the last successful submit. */
  result: Result | undefined;
  /** Some field or the form shows an error (the page title says so). */
  hasErrors: boolean;
  /** Sets the summary error by hand (a failure outside submit, such as a resend). */
  setFormError: (message: string | undefined) => void;
  reset: (values?: Values) => void;
}

/**
 * The pattern of every form flow: react-hook-form with the contract's zod schema (Spanish
 * messages), values driven from the screen (controlled), validation on blur and after the
 * first submit, and server failures placed on their field or in the summary.
 */
export function useFormFlow<Values extends FieldValues, Output, Result>(
  options: FormFlowOptions<Values, Output, Result>,
): FormFlow<Values, Result> {
  const { schema, defaultValues, submit, placement = {}, onSuccess, onFailure } = options;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(
      schema as never,
      { error: spanish.localeError } as never,
    ) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [formError, setFormError] = useState<string | undefined>();
  const [result, setResult] = useState<Result | undefined>();
  // watch() subscribes this hook to every value change, which is what a controlled screen needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const values = form.watch();
  const { errors: rhfErrors, submitCount, isSubmitting } = form.formState;
  const fieldNames = useMemo(
    () => Object.keys(defaultValues) as (keyof Values & string)[],
    [defaultValues],
  );

  const errors = useMemo(() => {
    const out: Partial<Record<keyof Values & string, string>> = {};
    for (const name of fieldNames) {
      const message = (rhfErrors as Record<string, { message?: unknown } | undefined>)[name]
        ?.message;
      if (typeof message === 'string') out[name] = message;
    }
    return out;
    // rhfErrors is mutated in place by react-hook-form; submitCount and values re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rhfErrors, fieldNames, submitCount, values]);

  const onValueChange = useCallback(
    <K extends keyof Values & string>(field: K, value: Values[K]) => {
      // Reward early, punish late: a field with an error is checked again as the customer
      // types, so the error goes as soon as it is fixed; a field without one is not
      // interrupted mid-typing (its errors come on blur or submit). The error is replaced
      // by the new check, never cleared first, so an error summary does not flicker away
      // and back (and take the focus) on every keystroke.
      const name = field as unknown as Path<Values>;
      const hasError = Boolean(form.getFieldState(name).error);
      form.setValue(name, value as PathValue<Values, Path<Values>>, {
        shouldDirty: true,
        shouldValidate: hasError,
      });
    },
    [form],
  );

  const onBlur = useCallback(
    (field: keyof Values & string) => {
      const value = form.getValues(field as Path<Values>);
      const filled = value !== '' && value !== undefined && value !== null && value !== false;
      form.setValue(field as Path<Values>, value, {
        shouldTouch: true,
        shouldValidate: filled || submitCount > 0,
      });
    },
    [form, submitCount],
  );

  const onSubmit = useCallback(() => {
    setFormError(undefined);
    void form.handleSubmit(async (parsed) => {
      try {
        const answer = await submit(parsed);
        setResult(answer);
        onSuccess?.(answer, parsed);
      } catch (error) {
        const placed = placeError(error, placement, fieldNames);
        for (const [field, message] of Object.entries(placed.fieldErrors)) {
          form.setError(
            field as Path<Values>,
            { type: 'server', message: message as string },
            { shouldFocus: false },
          );
        }
        if (placed.formError) setFormError(placed.formError);
        onFailure?.(error);
      }
    })();
  }, [form, submit, placement, fieldNames, onSuccess, onFailure]);

  const reset = useCallback(
    (next?: Values) => {
      setFormError(undefined);
      form.reset((next ?? defaultValues) as DefaultValues<Values>);
    },
    [form, defaultValues],
  );

  return {
    values: values as Values,
    errors,
    formError,
    submitCount,
    submitting: isSubmitting,
    onValueChange,
    onBlur,
    onSubmit,
    result,
    hasErrors: Boolean(formError) || Object.keys(errors).length > 0,
    setFormError,
    reset,
  };
}
