import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod/mini';
import { NetworkError } from '../api/client';
import { NETWORK_MESSAGE, placeError, type FieldPlacement } from '../errors';
import { spanishIssue } from './messages';

/** Any object of named form values (an interface has no index signature, hence `any`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FieldValues = Record<string, any>;

/**
 * What a form screen of @saf/ui takes as props: plain values and errors, and callbacks.
 * Every flow hook returns one of these, so a portal route only spreads it into a screen. The
 * shape is @saf/ui's `FormScreenState` (documented there), declared here because flows may not
 * import ui: the portal's type-check keeps the two in step (ARCHITECTURE.md).
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

/** A form's zod schema, built from the contract's. */
export type FormSchema<Values, Output> = z.ZodMiniType<Output, Values>;

export interface FormFlowOptions<Values extends FieldValues, Output, Result> {
  /**
   * The form's zod schema, or a function loading it (`() => import('./loginForm')…`): a page
   * that must paint and hydrate fast (the login page) loads its checks, and zod with them, when
   * the customer first types, leaves a field or submits, not with the page. A loader must be
   * stable (a module constant, or memoised per wizard step).
   */
  schema: FormSchema<Values, Output> | (() => Promise<FormSchema<Values, Output>>);
  defaultValues: Values;
  /** Sends the parsed values; throws on failure. */
  submit: (values: Output) => Promise<Result>;
  /** Which catalogue codes belong to which field; the rest go to the summary. */
  placement?: FieldPlacement<keyof Values & string>;
  onSuccess?: (result: Result, values: Output) => void;
  /** Called with any failure after it was placed (to update session state, say). */
  onFailure?: (error: unknown) => void;
}

type SchemaOption<Values, Output> =
  FormSchema<Values, Output> | (() => Promise<FormSchema<Values, Output>>);

/** Loaded schemas by their loader (a loader is a module constant or memoised per step). */
const loadedSchemas = new WeakMap<
  object,
  { ready?: FormSchema<unknown, unknown>; pending?: Promise<FormSchema<unknown, unknown>> }
>();

/** The schema if it is at hand now: a plain one always, a loaded one once it has arrived. */
function schemaAtHand<Values, Output>(
  schema: SchemaOption<Values, Output>,
): FormSchema<Values, Output> | undefined {
  if (typeof schema !== 'function') return schema;
  return loadedSchemas.get(schema)?.ready as FormSchema<Values, Output> | undefined;
}

/** The schema, loading it once (again after a failure, on the next interaction). */
function schemaOf<Values, Output>(
  schema: SchemaOption<Values, Output>,
): Promise<FormSchema<Values, Output>> {
  if (typeof schema !== 'function') return Promise.resolve(schema);
  let slot = loadedSchemas.get(schema);
  if (!slot) loadedSchemas.set(schema, (slot = {}));
  const entry = slot;
  if (entry.ready) return Promise.resolve(entry.ready as FormSchema<Values, Output>);
  entry.pending ??= schema().then(
    (ready) => (entry.ready = ready as FormSchema<unknown, unknown>),
    (error: unknown) => {
      entry.pending = undefined;
      throw error;
    },
  );
  return entry.pending as Promise<FormSchema<Values, Output>>;
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
 * The pattern of every form flow: controlled values checked with the contract's zod schema
 * (Spanish messages), validation on blur and after the first submit, and server failures
 * placed on their field or in the summary.
 *
 * The form state is kept here rather than in a form library: every screen of @saf/ui is
 * controlled, so what a library adds (registering uncontrolled inputs through refs) would go
 * unused, and the login page would carry it anyway.
 */
export function useFormFlow<Values extends FieldValues, Output, Result>(
  options: FormFlowOptions<Values, Output, Result>,
): FormFlow<Values, Result> {
  const { schema, defaultValues, submit, placement = {}, onSuccess, onFailure } = options;
  const [values, setValues] = useState<Values>(defaultValues);
  const [errors, setErrors] = useState<Partial<Record<keyof Values & string, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [result, setResult] = useState<Result | undefined>();
  const [submitCount, setSubmitCount] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // The latest values and errors for callbacks that run between renders (blur after a change).
  const latest = useRef({ values, errors });
  useEffect(() => {
    latest.current = { values, errors };
  }, [values, errors]);
  const loadSchema = useCallback(() => schemaOf(schema), [schema]);
  const fieldNames = useMemo(
    () => Object.keys(defaultValues) as (keyof Values & string)[],
    [defaultValues],
  );

  /** Checks every value; answers the parsed output or the first message of each field. */
  const check = useCallback((schema: FormSchema<Values, Output>, current: Values) => {
    const parsed = schema.safeParse(current, { error: spanishIssue });
    if (parsed.success) return { output: parsed.data, fieldErrors: {} as Record<string, string> };
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
    }
    return { output: undefined, fieldErrors };
  }, []);

  /** Re-checks one field against all the values (a refinement may compare two fields). */
  const validateField = useCallback(
    (field: keyof Values & string, current: Values) => {
      const show = (schema: FormSchema<Values, Output>) => {
        const message = check(schema, current).fieldErrors[field];
        setErrors((previous) => {
          if (previous[field] === message) return previous;
          const next = { ...previous };
          if (message === undefined) delete next[field];
          else next[field] = message;
          return next;
        });
      };
      const atHand = schemaAtHand(schema);
      if (atHand) show(atHand);
      else
        loadSchema().then(
          (schema) => {
            // Checked against the latest values: the customer may have typed on meanwhile.
            if (latest.current.values[field] === current[field]) show(schema);
          },
          () => undefined, // not loaded (offline): submit will say so
        );
    },
    [check, loadSchema, schema],
  );

  const onValueChange = useCallback(
    <K extends keyof Values & string>(field: K, value: Values[K]) => {
      // Reward early, punish late: a field with an error is checked again as the customer
      // types, so the error goes as soon as it is fixed; a field without one is not
      // interrupted mid-typing (its errors come on blur or submit). The error is replaced
      // by the new check, never cleared first, so an error summary does not flicker away
      // and back (and take the focus) on every keystroke.
      const next = { ...latest.current.values, [field]: value } as Values;
      latest.current = { ...latest.current, values: next };
      setValues(next);
      if (!schemaAtHand(schema)) void loadSchema().catch(() => undefined);
      if (latest.current.errors[field] !== undefined) validateField(field, next);
    },
    [validateField, loadSchema, schema],
  );

  const onBlur = useCallback(
    (field: keyof Values & string) => {
      const current = latest.current.values;
      const value = current[field];
      const filled = value !== '' && value !== undefined && value !== null && value !== false;
      if (filled || submitCount > 0) validateField(field, current);
    },
    [validateField, submitCount],
  );

  const onSubmit = useCallback(() => {
    setFormError(undefined);
    setSubmitCount((n) => n + 1);
    const current = latest.current.values;
    const send = async (output: Output) => {
      try {
        const answer = await submit(output);
        setResult(answer);
        onSuccess?.(answer, output);
      } catch (error) {
        const placed = placeError(error, placement, fieldNames);
        if (Object.keys(placed.fieldErrors).length)
          setErrors((previous) => ({ ...previous, ...placed.fieldErrors }));
        if (placed.formError) setFormError(placed.formError);
        onFailure?.(error);
      } finally {
        setSubmitting(false);
      }
    };
    const checkAndSend = (schema: FormSchema<Values, Output>) => {
      const { output, fieldErrors } = check(schema, current);
      setErrors(fieldErrors as Partial<Record<keyof Values & string, string>>);
      if (output === undefined) return false;
      setSubmitting(true);
      void send(output);
      return true;
    };
    const atHand = schemaAtHand(schema);
    if (atHand) {
      checkAndSend(atHand);
      return;
    }
    // The checks are still on their way: the form shows it is busy until they arrive.
    setSubmitting(true);
    loadSchema().then(
      (schema) => {
        if (!checkAndSend(schema)) setSubmitting(false);
      },
      (error: unknown) => {
        // The checks could not be fetched: the connection is down.
        setSubmitting(false);
        setFormError(NETWORK_MESSAGE);
        onFailure?.(new NetworkError(error));
      },
    );
  }, [check, schema, loadSchema, submit, placement, fieldNames, onSuccess, onFailure]);

  const reset = useCallback(
    (next?: Values) => {
      const fresh = next ?? defaultValues;
      latest.current = { values: fresh, errors: {} };
      setValues(fresh);
      setErrors({});
      setFormError(undefined);
      setSubmitCount(0);
    },
    [defaultValues],
  );

  return {
    values,
    errors,
    formError,
    submitCount,
    submitting,
    onValueChange,
    onBlur,
    onSubmit,
    result,
    hasErrors: Boolean(formError) || Object.keys(errors).length > 0,
    setFormError,
    reset,
  };
}
