import { z } from 'zod/mini';
import { fundSeriesSchema, sessionDocumentTypeSchema, userStatusSchema } from './enums';
import { e164MobileSchema } from './validators';

/**
 * The session user, with exactly the spec's fields (section 3). Nullable fields are empty until
 * the onboarding step that fills them (a prospect has no document until identity validation).
 */
export const sessionUserSchema = /* @__PURE__ */ z
  .object({
    id: z.int().check(z.positive()),
    /** Given names; empty string until identity validation. */
    name: z.string(),
    /** Surnames; empty string until identity validation. */
    lastname: z.string(),
    email: z.string(),
    /** The login name: the email, lower-cased. */
    username: z.string(),
    email_verified: z.boolean(),
    /** E.164 (`+519XXXXXXXX`). */
    phone_number: z.nullable(e164MobileSchema),
    /** 1 activated, 0 disabled, -1 deleted, -3 suspended. */
    status: userStatusSchema,
    number_document: z.nullable(z.string()),
    /** Session code set (00, 01, 02, 04, 05, 07, 30). */
    document_type: z.nullable(sessionDocumentTypeSchema),
    risk_profile_id: z.nullable(z.int().check(z.positive())),
    /** Yearly update flag: the customer's data is a year old and must be reviewed. */
    has_passed_year: z.boolean(),
    /** The customer is already a participant in the core system. */
    exist_spectrum: z.boolean(),
    /** Fund series of the customer (A `000`, B `001`), once known. */
    serie: z.nullable(fundSeriesSchema),
  })
  .check(z.meta({ id: 'SessionUser' }));
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The onboarding steps a customer completes, in the order the portal shows them. */
export const FormStepKey = {
  EMAIL_VERIFIED: 'EMAIL_VERIFIED',
  IDENTITY_VALIDATED: 'IDENTITY_VALIDATED',
  PASSWORD_CREATED: 'PASSWORD_CREATED',
  RISK_QUESTIONNAIRE: 'RISK_QUESTIONNAIRE',
  CLIENT_DATA: 'CLIENT_DATA',
  FIRST_INVESTMENT: 'FIRST_INVESTMENT',
} as const;
export type FormStepKeyName = (typeof FormStepKey)[keyof typeof FormStepKey];
export const formStepKeySchema = /* @__PURE__ */ z.enum(FormStepKey);

/** The progress order: the server always answers the steps in this order. */
export const FORM_STEP_ORDER: readonly FormStepKeyName[] = [
  'EMAIL_VERIFIED',
  'IDENTITY_VALIDATED',
  'PASSWORD_CREATED',
  'RISK_QUESTIONNAIRE',
  'CLIENT_DATA',
  'FIRST_INVESTMENT',
];

export const FORM_STEP_LABELS: Record<FormStepKeyName, string> = {
  EMAIL_VERIFIED: 'Correo verificado',
  IDENTITY_VALIDATED: 'Identidad validada',
  PASSWORD_CREATED: 'Contraseña creada',
  RISK_QUESTIONNAIRE: 'Test del inversionista',
  CLIENT_DATA: 'Datos del cliente',
  FIRST_INVESTMENT: 'Primera inversión',
};

/**
 * One form step (spec: description and boolean status). `description` is the stable step key;
 * `status` turns true once the step is completed and never goes back.
 */
export const formStepSchema = /* @__PURE__ */ z
  .object({
    description: formStepKeySchema,
    status: z.boolean(),
  })
  .check(z.meta({ id: 'FormStep' }));
export type FormStep = z.infer<typeof formStepSchema>;

export const formStepsSchema = /* @__PURE__ */ z.array(formStepSchema);

/** Builds the full list of steps in order from the set of completed ones. */
export function buildFormSteps(completed: Iterable<FormStepKeyName>): FormStep[] {
  const done = new Set(completed);
  return FORM_STEP_ORDER.map((description) => ({ description, status: done.has(description) }));
}

/** The first step not yet completed, or `null` when onboarding is finished. */
export function nextFormStep(steps: readonly FormStep[]): FormStepKeyName | null {
  for (const key of FORM_STEP_ORDER) {
    const step = steps.find((s) => s.description === key);
    if (!step || !step.status) return key;
  }
  return null;
}

/** Completed steps over all steps, for a progress bar. */
export function formStepProgress(steps: readonly FormStep[]): { done: number; total: number } {
  return {
    done: FORM_STEP_ORDER.filter((k) => steps.some((s) => s.description === k && s.status)).length,
    total: FORM_STEP_ORDER.length,
  };
}
