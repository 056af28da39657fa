import type { ErrorCode } from '@saf/contract';
import { ApiError, NetworkError } from './api/client';
import { catalogueEntry, catalogueEntryByMessage } from './errorCatalogue';

export const NETWORK_MESSAGE =
  'No pudimos conectarnos. Revisa tu conexión a internet e inténtalo de nuevo.';
export const UNKNOWN_MESSAGE = 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.';

export const CHECK_FIELD_MESSAGE = 'Revisa este dato.';

/**
 * The contract's schemas carry Spanish messages, but a schema's default message (a wrong
 * type, say) is English: only Spanish text reaches the customer.
 */
function isCustomerText(message: unknown): message is string {
  return (
    typeof message === 'string' &&
    (/[áéíóúñ¿¡]/i.test(message) ||
      /^(Ingresa|Debes|Usa|Selecciona|Revisa|El|La|Este|Esta|Tu)\b/.test(message))
  );
}

/**
 * A failure a flow detects itself (an answer without the expected data). Its message is the
 * server's, translated through the catalogue when it is one of its messages.
 */
export class FlowError extends Error {
  constructor(serverMessage: string | undefined) {
    super(serverMessage ?? UNKNOWN_MESSAGE);
    this.name = 'FlowError';
  }
}

export interface DescribedError {
  /** The catalogue code, when the server sent one. */
  code: ErrorCode | null;
  /** What the customer reads, in Spanish. */
  message: string;
  /** Field issues of a validation error, by field name (the request path without `body.`). */
  fields: Record<string, string>;
}

/** The Spanish explanation of any failure of a call: catalogue code, network, or unknown. */
export function describeError(error: unknown): DescribedError {
  if (error instanceof NetworkError) return { code: null, message: NETWORK_MESSAGE, fields: {} };
  if (error instanceof FlowError) {
    const entry = catalogueEntryByMessage(error.message);
    if (entry) return { code: entry.code as ErrorCode, message: entry.userMessage, fields: {} };
    return {
      code: null,
      message: isCustomerText(error.message) ? error.message : UNKNOWN_MESSAGE,
      fields: {},
    };
  }
  if (error instanceof ApiError) {
    const entry = catalogueEntry(error.code);
    const fields: Record<string, string> = {};
    const details = (error.body as { details?: unknown } | undefined)?.details;
    if (Array.isArray(details)) {
      for (const issue of details as { path?: unknown; message?: unknown }[]) {
        if (typeof issue.path !== 'string') continue;
        // `body.data.<field>`: a wizard step's fields travel under `data`.
        const field = issue.path.replace(/^(body|params|query|querystring)\.(data\.)?/, '');
        fields[field] ??= isCustomerText(issue.message) ? issue.message : CHECK_FIELD_MESSAGE;
      }
    }
    if (entry) return { code: entry.code as ErrorCode, message: entry.userMessage, fields };
    return {
      code: null,
      message: catalogueEntry('INTERNAL_ERROR')?.userMessage ?? UNKNOWN_MESSAGE,
      fields,
    };
  }
  return { code: null, message: UNKNOWN_MESSAGE, fields: {} };
}

/**
 * Where a flow shows a catalogue error: on one of its fields, or (when not listed) in the
 * form's error summary.
 */
export type FieldPlacement<Field extends string> = Partial<Record<ErrorCode, Field>>;

export interface PlacedError<Field extends string> {
  fieldErrors: Partial<Record<Field, string>>;
  formError: string | null;
  code: ErrorCode | null;
}

/** Places a failure on the right field, or in the summary (a maintenance answer: nowhere). */
export function placeError<Field extends string>(
  error: unknown,
  placement: FieldPlacement<Field>,
  knownFields: readonly Field[],
): PlacedError<Field> {
  const described = describeError(error);
  // The operator's maintenance mode: the portal's splash says it over the page, and once the
  // splash goes the form is as it was, with nothing to correct and no stale message.
  if (described.code === 'MAINTENANCE')
    return { fieldErrors: {}, formError: null, code: described.code };
  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const [name, message] of Object.entries(described.fields)) {
    if ((knownFields as readonly string[]).includes(name)) fieldErrors[name as Field] = message;
  }
  const field = described.code ? placement[described.code] : undefined;
  if (field) {
    // The API may say it in the field's own words (`details`); else the catalogue's message.
    fieldErrors[field] = fieldErrors[field] ?? described.message;
    return { fieldErrors, formError: null, code: described.code };
  }
  const hasFieldDetails = Object.keys(fieldErrors).length > 0;
  return {
    fieldErrors,
    formError: hasFieldDetails && described.code === 'VALIDATION_ERROR' ? null : described.message,
    code: described.code,
  };
}
