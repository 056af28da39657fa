import { entry } from './entry';

/** Errors of signing in, registering, recovering access and verifying identity. */
export const AUTH_ERRORS = [
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
] as const;
