import type { ErrorBody, FieldIssue } from './error-body';

/**
 * The error catalogue of spec section 8 as data, used by the API to answer and by the portal to
 * explain. Every failed call answers with {@link errorBodySchema}: a stable `code` (the spec's
 * numeric code as a string, or an UPPER_SNAKE name for the spec's message-only errors and for
 * the generic HTTP errors), the spec's exact English `message`, and the request id.
 * `userMessage` is the Spanish (Peru) text a customer reads (the spec does not show one).
 *
 * Credential errors (100003, 100008) answer 400, not 401: the portal treats any 401 on a call
 * that carried a token as an expired session, and a mistyped current password on
 * update-password must not end the session.
 */

export type ErrorArea =
  | 'login'
  | 'register'
  | 'recovery-send'
  | 'recovery-verify'
  | 'send-email'
  | 'create-password'
  | 'email-change'
  | 'send-code'
  | 'identity'
  | 'bank-account'
  | 'rescue'
  | 'email'
  | 'phone'
  | 'security-code'
  | 'password'
  | 'captcha'
  | 'idempotency'
  | 'risk'
  | 'funds'
  | 'biometrics'
  | 'profile'
  | 'client-data'
  | 'orders'
  | 'statements'
  | 'http';

export interface CatalogueEntry {
  /** Stable identifier the client switches on. */
  readonly code: string;
  /** The spec's message, exactly as the server sends it. */
  readonly message: string;
  /** HTTP status the API answers with. */
  readonly status: number;
  readonly area: ErrorArea;
  /** Spanish text for the customer. */
  readonly userMessage: string;
}

function entry<const C extends string>(
  code: C,
  message: string,
  status: number,
  area: ErrorArea,
  userMessage: string,
) {
  return { code, message, status, area, userMessage } as const;
}

const CATALOGUE_LIST = [
  // ---- Login (spec: 100001-100008) -------------------------------------------------------------
  entry(
    '100001',
    'No roles',
    403,
    'login',
    'Tu usuario no tiene permisos para ingresar al portal.',
  ),
  entry(
    '100002',
    'User blocked',
    403,
    'login',
    'Tu usuario está bloqueado. Comunícate con nosotros para ayudarte.',
  ),
  entry(
    '100003',
    'Bad user credentials',
    400,
    'login',
    'No pudimos validar el acceso. Vuelve a intentarlo.',
  ),
  entry(
    '100004',
    'Not registered',
    403,
    'login',
    'Aún no terminas tu registro. Crea tu contraseña para ingresar.',
  ),
  entry(
    '100005',
    'Not verified',
    403,
    'login',
    'Aún no verificas tu correo electrónico. Te enviaremos un código para hacerlo.',
  ),
  entry(
    '100006',
    'Disabled',
    403,
    'login',
    'Tu usuario está deshabilitado. Comunícate con nosotros para ayudarte.',
  ),
  entry(
    '100007',
    'Attempt limit',
    429,
    'login',
    'Superaste el número de intentos. Vuelve a intentarlo en 15 minutos.',
  ),
  entry(
    '100008',
    'Incorrect credentials',
    400,
    'login',
    'El correo electrónico o la contraseña son incorrectos.',
  ),
  // ---- Register --------------------------------------------------------------------------------
  entry(
    'USER_ALREADY_REGISTERED',
    'User Already registered',
    409,
    'register',
    'Este correo electrónico ya está registrado. Inicia sesión o recupera tu contraseña.',
  ),
  // ---- Send recovery code (100021-100022) ------------------------------------------------------
  entry(
    '100021',
    'Email not found',
    404,
    'recovery-send',
    'No encontramos una cuenta con ese correo electrónico.',
  ),
  entry(
    '100022',
    'Send limit',
    429,
    'recovery-send',
    'Alcanzaste el límite de envíos. Espera unos minutos para pedir otro código.',
  ),
  // ---- Verify recovery code (100031-100033, 'Bad Request') -------------------------------------
  entry('100031', 'Invalid code', 400, 'recovery-verify', 'El código no es correcto.'),
  entry(
    '100032',
    'Code already used',
    400,
    'recovery-verify',
    'Este código ya fue utilizado. Solicita uno nuevo.',
  ),
  entry('100033', 'Code expired', 400, 'recovery-verify', 'El código expiró. Solicita uno nuevo.'),
  entry(
    'BAD_REQUEST',
    'Bad Request',
    400,
    'recovery-verify',
    'No pudimos validar el código. Solicita uno nuevo.',
  ),
  // ---- Send email (100061-100062, 'Phone number exist') ----------------------------------------
  entry(
    '100061',
    'Email not found',
    404,
    'send-email',
    'No encontramos una cuenta con ese correo electrónico.',
  ),
  entry(
    '100062',
    'Send limit',
    429,
    'send-email',
    'Alcanzaste el límite de envíos. Espera unos minutos para pedir otro correo.',
  ),
  entry(
    'PHONE_NUMBER_EXIST',
    'Phone number exist',
    409,
    'send-email',
    'Este número de celular ya está registrado.',
  ),
  // ---- Create password (100071-100074) ---------------------------------------------------------
  entry(
    '100071',
    'Email not found',
    404,
    'create-password',
    'No encontramos una cuenta con ese correo electrónico.',
  ),
  entry(
    '100072',
    'Account exists',
    409,
    'create-password',
    'Esta cuenta ya tiene una contraseña. Inicia sesión o recupérala.',
  ),
  entry('100073', 'Password mismatch', 400, 'create-password', 'Las contraseñas no coinciden.'),
  entry(
    '100074',
    'Hash error',
    500,
    'create-password',
    'No pudimos guardar tu contraseña. Vuelve a intentarlo.',
  ),
  // ---- Email change (100091-100094) ------------------------------------------------------------
  entry('100091', 'Email exists', 409, 'email-change', 'Este correo electrónico ya está en uso.'),
  entry(
    '100092',
    'Email already verified',
    409,
    'email-change',
    'Este correo electrónico ya fue verificado.',
  ),
  entry(
    '100093',
    'Email not in spectrum',
    400,
    'email-change',
    'Nuestro registro de partícipes no tiene tu correo. Escríbenos por el chat de ayuda para actualizarlo.',
  ),
  entry(
    '100094',
    'Email not matching spectrum',
    400,
    'email-change',
    'Tu correo no coincide con el de nuestro registro de partícipes. Escríbenos por el chat de ayuda para actualizarlo.',
  ),
  // ---- Send code (100101-100104) ---------------------------------------------------------------
  entry('100101', 'User not found', 404, 'send-code', 'No encontramos tu usuario.'),
  entry(
    '100102',
    'Email already verified',
    409,
    'send-code',
    'Tu correo electrónico ya fue verificado.',
  ),
  entry(
    '100103',
    'Send limit',
    429,
    'send-code',
    'Alcanzaste el límite de envíos. Espera unos minutos para pedir otro código.',
  ),
  entry('100104', 'User has no funds', 400, 'send-code', 'Aún no tienes inversiones.'),
  // ---- Identity ('Number document exist', 'User is not legal year', 'Already passed AML') -------
  entry(
    'NUMBER_DOCUMENT_EXIST',
    'Number document exist',
    409,
    'identity',
    'Este número de documento ya está registrado.',
  ),
  entry(
    'USER_NOT_LEGAL_YEAR',
    'User is not legal year',
    400,
    'identity',
    'Debes ser mayor de edad para invertir con nosotros.',
  ),
  entry(
    'ALREADY_PASSED_AML',
    'Already passed AML',
    409,
    'identity',
    'Tu validación ya fue aprobada.',
  ),
  // ---- Bank account -----------------------------------------------------------------------------
  entry(
    'BANK_ACCOUNT_EXISTS',
    'This bank account is already exist',
    409,
    'bank-account',
    'Esta cuenta bancaria ya está registrada.',
  ),
  entry(
    'CCI_EXISTS',
    'This cci is already exist',
    409,
    'bank-account',
    'Este CCI ya está registrado.',
  ),
  entry(
    'BANK_ACCOUNT_LIMIT',
    'Bank account limit reached',
    409,
    'bank-account',
    'Puedes registrar hasta 5 cuentas bancarias. Elimina una para agregar otra.',
  ),
  entry(
    'BANK_ACCOUNT_IN_USE',
    'Bank account in use by a pending rescue',
    409,
    'bank-account',
    'Esta cuenta recibirá el pago de un rescate en curso: podrás cambiarla o eliminarla cuando se pague.',
  ),
  entry(
    'REAUTH_FAILED',
    'Incorrect password',
    400,
    'bank-account',
    'La contraseña no es correcta.',
  ),
  entry(
    'ACCOUNT_NOT_EMPTY',
    'Account has holdings or orders in process',
    409,
    'profile',
    'Para eliminar tu cuenta no debes tener inversiones ni solicitudes en proceso.',
  ),
  // ---- Rescue -----------------------------------------------------------------------------------
  entry(
    'RESCUE_WITHIN_24_HOURS',
    "You can't make a new rescue in less than 24 hours",
    409,
    'rescue',
    'Solo puedes hacer un rescate cada 24 horas.',
  ),
  entry(
    'RESCUE_MINIMUM_AMOUNT',
    'The minimum amount to rescue is',
    400,
    'rescue',
    'El monto es menor al mínimo de rescate.',
  ),
  entry(
    'RESCUE_MINIMUM_REMAINING',
    'minimum amount to remain',
    400,
    'rescue',
    'Tu saldo quedaría por debajo del mínimo de permanencia.',
  ),
  entry(
    'RESCUE_ABOVE_BALANCE',
    'Rescue above the available balance',
    400,
    'rescue',
    'El monto supera tu saldo disponible en este fondo.',
  ),
  entry(
    'SCHEDULED_RESCUE_NOT_ALLOWED',
    'Fund does not take scheduled rescues',
    400,
    'rescue',
    'Este fondo no admite rescates programados.',
  ),
  entry(
    'SCHEDULED_RESCUE_EXISTS',
    'A scheduled rescue of this series exists',
    409,
    'rescue',
    'Ya tienes un rescate programado en este fondo. Puedes pausarlo o cancelarlo.',
  ),
  entry(
    'SCHEDULED_RESCUE_STATE',
    'Scheduled rescue cannot take this change',
    409,
    'rescue',
    'Este rescate programado ya no admite ese cambio.',
  ),
  entry(
    'RESCUE_ACCOUNT_CURRENCY',
    'Bank account currency differs from the fund',
    400,
    'rescue',
    'Elige una cuenta en la moneda del fondo.',
  ),
  // ---- Email / phone changes --------------------------------------------------------------------
  entry(
    'EMAIL_SAME_AS_CURRENT',
    "New email can't be the same as the current one",
    400,
    'email',
    'El nuevo correo electrónico debe ser distinto al actual.',
  ),
  entry(
    'EMAIL_ALREADY_REGISTERED',
    'Email Already registered',
    409,
    'email',
    'Este correo electrónico ya está registrado.',
  ),
  entry(
    'PHONE_SAME_AS_CURRENT',
    "New phone number can't be the same as the current one",
    400,
    'phone',
    'El nuevo celular debe ser distinto al actual.',
  ),
  entry(
    'PHONE_ALREADY_REGISTERED',
    'Phone number Already registered',
    409,
    'phone',
    'Este número de celular ya está registrado.',
  ),
  entry(
    'SECURITY_CODE_NO_MATCH',
    'Security Code No match',
    400,
    'security-code',
    'El código de seguridad no es correcto.',
  ),
  // ---- Ours: passwords, captcha, idempotency ---------------------------------------------------
  entry(
    'PASSWORD_TOO_COMMON',
    'Password too common',
    400,
    'password',
    'Esta contraseña es muy común. Elige una más difícil de adivinar.',
  ),
  entry(
    'CAPTCHA_FAILED',
    'Captcha verification failed',
    400,
    'captcha',
    'No pudimos verificar que no eres un robot. Vuelve a intentarlo.',
  ),
  entry(
    'IDEMPOTENCY_KEY_REUSED',
    'Idempotency key reused with another body',
    422,
    'idempotency',
    'No pudimos procesar la solicitud. Vuelve a intentarlo.',
  ),
  entry(
    'IDEMPOTENCY_IN_FLIGHT',
    'Request already in progress',
    409,
    'idempotency',
    'Tu solicitud anterior aún se está procesando.',
  ),
  // ---- Risk questionnaire and funds (not in the spec) --------------------------------------------
  entry(
    'QUESTIONNAIRE_OUTDATED',
    'Questionnaire version outdated',
    409,
    'risk',
    'El test del inversionista se actualizó mientras lo respondías. Vuelve a responderlo, por favor.',
  ),
  entry(
    'QUESTIONNAIRE_INCOMPLETE',
    'Questionnaire answers incomplete',
    400,
    'risk',
    'Responde todas las preguntas del test para conocer tu perfil.',
  ),
  entry(
    'SIMULATION_DATE_OUT_OF_RANGE',
    'Simulation start date out of range',
    400,
    'funds',
    'Elige una fecha dentro del historial del fondo.',
  ),
  entry(
    'BIOMETRIC_ATTEMPTS_EXCEEDED',
    'Facial check attempts exceeded',
    429,
    'biometrics',
    'Llegaste al límite de 3 intentos de validación facial por hoy. Podrás intentarlo de nuevo mañana.',
  ),
  entry(
    'BIOMETRIC_SESSION_CLOSED',
    'Facial check session closed',
    409,
    'biometrics',
    'Esta validación ya terminó o venció. Vuelve a empezar la validación facial.',
  ),
  entry(
    'BIOMETRIC_IMAGE_INVALID',
    'Selfie image invalid',
    400,
    'biometrics',
    'No pudimos leer la foto. Toma una foto en formato JPG o PNG de hasta 3 MB.',
  ),
  entry(
    'BIOMETRIC_NO_DOCUMENT',
    'No identity document to compare with',
    409,
    'biometrics',
    'Primero valida tu documento de identidad para poder hacer la validación facial.',
  ),
  entry(
    'IDENTITY_NOT_VALIDATED',
    'Identity not validated',
    409,
    'identity',
    'Primero valida tu documento de identidad.',
  ),
  // ---- Client data (know your customer) -------------------------------------------------------
  entry(
    'CLIENT_STEP_OUT_OF_ORDER',
    'Previous client-data steps are not saved',
    409,
    'client-data',
    'Completa primero los pasos anteriores.',
  ),
  entry(
    'DOCUMENT_EXPIRED',
    'Identity document expired',
    400,
    'client-data',
    'Tu DNI está vencido. Renuévalo en RENIEC para continuar.',
  ),
  entry(
    'DOCUMENT_PHOTOS_MISSING',
    'Document photos missing',
    400,
    'client-data',
    'Sube las fotos del anverso y del reverso de tu DNI.',
  ),
  entry(
    'UBIGEO_UNKNOWN',
    'Unknown ubigeo district',
    400,
    'client-data',
    'Elige un departamento, una provincia y un distrito de la lista.',
  ),
  entry(
    'ADDRESS_NOT_EDITABLE',
    'Address not editable',
    409,
    'client-data',
    'Completa tus datos de cliente para cambiar tu dirección.',
  ),
  entry(
    'CLIENT_DATA_INCOMPLETE',
    'Client data incomplete',
    409,
    'client-data',
    'Faltan pasos por completar. Revísalos antes de confirmar.',
  ),
  entry(
    'BIOMETRIC_REQUIRED',
    'Facial validation required',
    409,
    'biometrics',
    'Completa la validación facial para confirmar tus datos.',
  ),
  // ---- Investing and orders (not in the spec) ---------------------------------------------------
  entry(
    'IDEMPOTENCY_KEY_REQUIRED',
    'Idempotency-Key header required',
    400,
    'idempotency',
    'No pudimos procesar la solicitud. Vuelve a intentarlo.',
  ),
  entry(
    'PARTICIPANT_NOT_READY',
    'Participant cannot invest yet',
    409,
    'orders',
    'Antes de invertir, completa los pasos pendientes de tu cuenta.',
  ),
  entry(
    'AMOUNT_BELOW_MINIMUM',
    'Amount below the series minimum',
    400,
    'orders',
    'El monto es menor a la inversión mínima de esta serie.',
  ),
  entry(
    'AMOUNT_ABOVE_MAXIMUM',
    'Amount above the online maximum',
    400,
    'orders',
    'El monto supera el máximo que puedes invertir en línea. Comunícate con tu asesor.',
  ),
  entry(
    'SUITABILITY_ACK_REQUIRED',
    'Suitability acknowledgment required',
    400,
    'orders',
    'Confirma que conoces el riesgo de este fondo para continuar.',
  ),
  entry(
    'FUNDS_ORIGIN_OTHER_REQUIRED',
    'Funds origin detail required',
    400,
    'orders',
    'Cuéntanos de dónde proviene el dinero.',
  ),
  entry(
    'ORDER_NOT_CANCELLABLE',
    'Order cannot be cancelled',
    409,
    'orders',
    'Esta orden ya no se puede anular: pasó su hora de corte o ya se pagó.',
  ),
  entry(
    'ORDER_NOT_PAYABLE',
    'Order cannot be paid',
    409,
    'orders',
    'Esta orden ya no admite pagos.',
  ),
  entry(
    'RECEIPT_INVALID',
    'Receipt file invalid',
    400,
    'orders',
    'Sube la constancia en formato JPG, PNG o PDF de hasta 5 MB.',
  ),
  entry(
    'PAYMENT_SIGNATURE_INVALID',
    'Payment notification signature invalid',
    400,
    'orders',
    'No pudimos procesar la solicitud.',
  ),
  entry(
    'MOVEMENTS_RANGE_INVALID',
    'Date range invalid',
    400,
    'orders',
    'La fecha inicial debe ser anterior o igual a la final.',
  ),
  // ---- Statements and certificates ---------------------------------------------------------------
  entry(
    'STATEMENT_PERIOD_NOT_HELD',
    'No holding in the period',
    422,
    'statements',
    'No tuviste cuotas de ese fondo en el mes elegido. Elige otro mes o fondo.',
  ),
  entry(
    'CERTIFICATE_DATE_OUT_OF_RANGE',
    'Certificate date out of range',
    422,
    'statements',
    'Elige una fecha entre el inicio de tu inversión en el fondo y hoy.',
  ),
  entry(
    'CERTIFICATE_NOT_HELD',
    'No cuotas held at the date',
    422,
    'statements',
    'En esa fecha no tenías cuotas de este fondo y serie. Elige otra fecha.',
  ),
  // ---- Generic HTTP -----------------------------------------------------------------------------
  entry('VALIDATION_ERROR', 'Validation error', 400, 'http', 'Revisa los datos ingresados.'),
  entry('UNAUTHORIZED', 'Unauthorized', 401, 'http', 'Tu sesión expiró. Vuelve a iniciar sesión.'),
  entry(
    'USER_NOT_FOUND',
    'User not found',
    400,
    'http',
    'Tu sesión expiró. Vuelve a iniciar sesión.',
  ),
  entry('FORBIDDEN', 'Forbidden', 403, 'http', 'No tienes permiso para realizar esta operación.'),
  entry('NOT_FOUND', 'Not found', 404, 'http', 'No encontramos lo que buscas.'),
  entry(
    'PAYLOAD_TOO_LARGE',
    'Payload too large',
    413,
    'http',
    'La información enviada es demasiado grande.',
  ),
  entry(
    'UNSUPPORTED_MEDIA_TYPE',
    'Unsupported media type',
    415,
    'http',
    'No pudimos procesar la solicitud.',
  ),
  entry(
    'RATE_LIMITED',
    'Too many requests',
    429,
    'http',
    'Hiciste demasiadas solicitudes. Espera unos minutos y vuelve a intentarlo.',
  ),
  entry(
    'INTERNAL_ERROR',
    'Internal server error',
    500,
    'http',
    'Ocurrió un error inesperado. Vuelve a intentarlo en unos minutos.',
  ),
  // The operator's maintenance mode (docs/DOMAIN.md, Maintenance): the portal shows its
  // maintenance splash instead of this text, and keeps what the customer entered.
  entry(
    'MAINTENANCE',
    'Service under maintenance',
    503,
    'http',
    'Estamos en mantenimiento. Tu dinero y tus datos están seguros. Vuelve a intentarlo en unos minutos.',
  ),
] as const;

export type ErrorCode = (typeof CATALOGUE_LIST)[number]['code'];

/** Every catalogue entry, in the spec's order. */
export const ERROR_CATALOGUE: readonly CatalogueEntry[] = CATALOGUE_LIST;

/** The catalogue keyed by code. */
export const ERRORS = Object.fromEntries(CATALOGUE_LIST.map((e) => [e.code, e])) as {
  readonly [C in ErrorCode]: Extract<(typeof CATALOGUE_LIST)[number], { code: C }>;
};

/** Named access to codes: `ErrorCodes.INCORRECT_CREDENTIALS === '100008'`. */
export const ErrorCodes = {
  NO_ROLES: '100001',
  USER_BLOCKED: '100002',
  BAD_USER_CREDENTIALS: '100003',
  NOT_REGISTERED: '100004',
  NOT_VERIFIED: '100005',
  DISABLED: '100006',
  ATTEMPT_LIMIT: '100007',
  INCORRECT_CREDENTIALS: '100008',
  USER_ALREADY_REGISTERED: 'USER_ALREADY_REGISTERED',
  RECOVERY_EMAIL_NOT_FOUND: '100021',
  RECOVERY_SEND_LIMIT: '100022',
  RECOVERY_CODE_INVALID: '100031',
  RECOVERY_CODE_USED: '100032',
  RECOVERY_CODE_EXPIRED: '100033',
  BAD_REQUEST: 'BAD_REQUEST',
  SEND_EMAIL_NOT_FOUND: '100061',
  SEND_EMAIL_LIMIT: '100062',
  PHONE_NUMBER_EXIST: 'PHONE_NUMBER_EXIST',
  CREATE_PASSWORD_EMAIL_NOT_FOUND: '100071',
  CREATE_PASSWORD_ACCOUNT_EXISTS: '100072',
  PASSWORD_MISMATCH: '100073',
  HASH_ERROR: '100074',
  EMAIL_CHANGE_EXISTS: '100091',
  EMAIL_CHANGE_ALREADY_VERIFIED: '100092',
  EMAIL_NOT_IN_SPECTRUM: '100093',
  EMAIL_NOT_MATCHING_SPECTRUM: '100094',
  SEND_CODE_USER_NOT_FOUND: '100101',
  SEND_CODE_EMAIL_ALREADY_VERIFIED: '100102',
  SEND_CODE_LIMIT: '100103',
  SEND_CODE_NO_FUNDS: '100104',
  NUMBER_DOCUMENT_EXIST: 'NUMBER_DOCUMENT_EXIST',
  USER_NOT_LEGAL_YEAR: 'USER_NOT_LEGAL_YEAR',
  ALREADY_PASSED_AML: 'ALREADY_PASSED_AML',
  BANK_ACCOUNT_EXISTS: 'BANK_ACCOUNT_EXISTS',
  CCI_EXISTS: 'CCI_EXISTS',
  BANK_ACCOUNT_LIMIT: 'BANK_ACCOUNT_LIMIT',
  BANK_ACCOUNT_IN_USE: 'BANK_ACCOUNT_IN_USE',
  REAUTH_FAILED: 'REAUTH_FAILED',
  ACCOUNT_NOT_EMPTY: 'ACCOUNT_NOT_EMPTY',
  RESCUE_WITHIN_24_HOURS: 'RESCUE_WITHIN_24_HOURS',
  RESCUE_ABOVE_BALANCE: 'RESCUE_ABOVE_BALANCE',
  RESCUE_ACCOUNT_CURRENCY: 'RESCUE_ACCOUNT_CURRENCY',
  SCHEDULED_RESCUE_NOT_ALLOWED: 'SCHEDULED_RESCUE_NOT_ALLOWED',
  SCHEDULED_RESCUE_EXISTS: 'SCHEDULED_RESCUE_EXISTS',
  SCHEDULED_RESCUE_STATE: 'SCHEDULED_RESCUE_STATE',
  RESCUE_MINIMUM_AMOUNT: 'RESCUE_MINIMUM_AMOUNT',
  RESCUE_MINIMUM_REMAINING: 'RESCUE_MINIMUM_REMAINING',
  EMAIL_SAME_AS_CURRENT: 'EMAIL_SAME_AS_CURRENT',
  EMAIL_ALREADY_REGISTERED: 'EMAIL_ALREADY_REGISTERED',
  PHONE_SAME_AS_CURRENT: 'PHONE_SAME_AS_CURRENT',
  PHONE_ALREADY_REGISTERED: 'PHONE_ALREADY_REGISTERED',
  SECURITY_CODE_NO_MATCH: 'SECURITY_CODE_NO_MATCH',
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  CAPTCHA_FAILED: 'CAPTCHA_FAILED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  IDEMPOTENCY_IN_FLIGHT: 'IDEMPOTENCY_IN_FLIGHT',
  QUESTIONNAIRE_OUTDATED: 'QUESTIONNAIRE_OUTDATED',
  QUESTIONNAIRE_INCOMPLETE: 'QUESTIONNAIRE_INCOMPLETE',
  SIMULATION_DATE_OUT_OF_RANGE: 'SIMULATION_DATE_OUT_OF_RANGE',
  BIOMETRIC_ATTEMPTS_EXCEEDED: 'BIOMETRIC_ATTEMPTS_EXCEEDED',
  BIOMETRIC_SESSION_CLOSED: 'BIOMETRIC_SESSION_CLOSED',
  BIOMETRIC_IMAGE_INVALID: 'BIOMETRIC_IMAGE_INVALID',
  BIOMETRIC_NO_DOCUMENT: 'BIOMETRIC_NO_DOCUMENT',
  IDENTITY_NOT_VALIDATED: 'IDENTITY_NOT_VALIDATED',
  CLIENT_STEP_OUT_OF_ORDER: 'CLIENT_STEP_OUT_OF_ORDER',
  DOCUMENT_EXPIRED: 'DOCUMENT_EXPIRED',
  DOCUMENT_PHOTOS_MISSING: 'DOCUMENT_PHOTOS_MISSING',
  UBIGEO_UNKNOWN: 'UBIGEO_UNKNOWN',
  CLIENT_DATA_INCOMPLETE: 'CLIENT_DATA_INCOMPLETE',
  ADDRESS_NOT_EDITABLE: 'ADDRESS_NOT_EDITABLE',
  BIOMETRIC_REQUIRED: 'BIOMETRIC_REQUIRED',
  IDEMPOTENCY_KEY_REQUIRED: 'IDEMPOTENCY_KEY_REQUIRED',
  PARTICIPANT_NOT_READY: 'PARTICIPANT_NOT_READY',
  AMOUNT_BELOW_MINIMUM: 'AMOUNT_BELOW_MINIMUM',
  AMOUNT_ABOVE_MAXIMUM: 'AMOUNT_ABOVE_MAXIMUM',
  SUITABILITY_ACK_REQUIRED: 'SUITABILITY_ACK_REQUIRED',
  FUNDS_ORIGIN_OTHER_REQUIRED: 'FUNDS_ORIGIN_OTHER_REQUIRED',
  ORDER_NOT_CANCELLABLE: 'ORDER_NOT_CANCELLABLE',
  ORDER_NOT_PAYABLE: 'ORDER_NOT_PAYABLE',
  RECEIPT_INVALID: 'RECEIPT_INVALID',
  PAYMENT_SIGNATURE_INVALID: 'PAYMENT_SIGNATURE_INVALID',
  MOVEMENTS_RANGE_INVALID: 'MOVEMENTS_RANGE_INVALID',
  STATEMENT_PERIOD_NOT_HELD: 'STATEMENT_PERIOD_NOT_HELD',
  CERTIFICATE_DATE_OUT_OF_RANGE: 'CERTIFICATE_DATE_OUT_OF_RANGE',
  CERTIFICATE_NOT_HELD: 'CERTIFICATE_NOT_HELD',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  MAINTENANCE: 'MAINTENANCE',
} as const satisfies Record<string, ErrorCode>;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, code);
}

/** The entry of a code, or `undefined` for a code outside the catalogue. */
export function getCatalogueEntry(code: string): CatalogueEntry | undefined {
  return isErrorCode(code) ? ERRORS[code] : undefined;
}

/** Spanish text for a code, falling back to the generic one. */
export function userMessageOf(code: string | undefined): string {
  return (code && getCatalogueEntry(code)?.userMessage) || ERRORS.INTERNAL_ERROR.userMessage;
}

// ---------------------------------------------------------------------------------------------
// Error body
// ---------------------------------------------------------------------------------------------

/** Builds the body the API answers with for a catalogued code. */
export function errorBody(
  code: ErrorCode,
  requestId: string,
  extra?: Pick<ErrorBody, 'details' | 'meta'>,
): ErrorBody {
  const e = ERRORS[code];
  return { code: e.code, message: e.message, requestId, ...extra };
}

/** HTTP status of a code. */
export function statusOf(code: ErrorCode): number {
  return ERRORS[code].status;
}

/** Whether an answer means the session expired (spec section 8: 401, or 400 'User not found'). */
export function isSessionExpired(status: number, body: unknown): boolean {
  if (status === 401) return true;
  if (status !== 400 || !body || typeof body !== 'object') return false;
  return (body as { message?: unknown }).message === ERRORS.USER_NOT_FOUND.message;
}

/** Where a field issue was found. */
export type IssueLocation = 'body' | 'params' | 'querystring' | 'headers';

/**
 * The `details` of a VALIDATION_ERROR from zod issues: `path` joined with dots after the
 * location (`body.email`, `params.code`). Messages are the schemas' Spanish texts; the value
 * itself is never echoed (it may be a password).
 */
export function toFieldIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[],
  location: IssueLocation,
): FieldIssue[] {
  return issues.map((issue) => ({
    path: [location, ...issue.path.map((p) => String(p))].join('.'),
    message: issue.message,
    ...(issue.code ? { code: issue.code } : {}),
  }));
}
