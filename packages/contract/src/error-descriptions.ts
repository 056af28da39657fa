import type { ErrorCode } from './errors';

/**
 * When the API answers each code: documentation for the OpenAPI document and for whoever
 * reads the catalogue. Kept apart from the catalogue, which the browser ships, so pages do
 * not carry these texts.
 */
export const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  '100001': 'Correct credentials, but the account has no customer role.',
  '100002': 'Correct credentials, but the account is suspended (status -3).',
  '100003': 'The public anonymous login failed: wrong public credentials or captcha not passed.',
  '100004': 'The email belongs to a prospect that has not created a password yet.',
  '100005': 'Correct credentials, but the email is not verified.',
  '100006': 'Correct credentials, but the account is disabled (status 0).',
  '100007': 'The account or the address is locked after too many failed logins (5 in 15 minutes).',
  '100008':
    'Unknown email, deleted account or wrong password: indistinguishable in body, status and timing.',
  USER_ALREADY_REGISTERED: 'register-email with an email that already has an account.',
  '100021': 'send-code-recovery-password for an email without an account.',
  '100022': 'A recovery code was sent less than 60 s ago, or 5 in the last hour.',
  '100031': 'The recovery code does not match (or 5 wrong tries made it invalid).',
  '100032': 'The recovery code was already used.',
  '100033': 'The recovery code is older than 10 minutes.',
  BAD_REQUEST: 'Recovery code check for an email with no account or no code requested.',
  '100061': 'send-email-validation / send-email-creation-password for an email without an account.',
  '100062': 'An email of that purpose was sent less than 60 s ago, or 5 in the last hour.',
  PHONE_NUMBER_EXIST: 'The phone number given at registration belongs to another account.',
  '100071': 'create-password-customer for an email without an account.',
  '100072': 'create-password-customer for an account that already has a password.',
  '100073': 'The password and its confirmation differ (create, reset or update password).',
  '100074': 'The password could not be hashed.',
  '100091':
    'update-email-customer with an address the register of participants holds for another participant.',
  '100092': 'The address to verify is already verified.',
  '100093':
    'An email change of a participant whose entry in the register holds no address (the back office adds it first).',
  '100094':
    'An email change of a participant whose current address is not the one the register holds (the back office corrects it first).',
  '100101':
    'Kept from the catalogue, not raised: a signed-in code request of a removed user ends in 401 first, and a public one answers its own code (100021, 100061).',
  '100102': 'A verification code was requested for an already verified email.',
  '100103': 'A security code was sent less than 60 s ago, or 5 in the last hour.',
  '100104':
    'Kept from the catalogue, not raised: no code request here needs a position (risk profile and final beneficiary changes are open to customers without funds).',
  NUMBER_DOCUMENT_EXIST: 'send-prospect-document with a document another account uses.',
  USER_NOT_LEGAL_YEAR: 'send-prospect-document for someone under 18.',
  ALREADY_PASSED_AML: 'The customer already passed the AML check.',
  BANK_ACCOUNT_EXISTS: 'The account number is already registered.',
  CCI_EXISTS: 'The CCI is already registered.',
  BANK_ACCOUNT_LIMIT: 'The customer already has the most accounts allowed (`MAX_BANK_ACCOUNTS`).',
  BANK_ACCOUNT_IN_USE: 'A pending rescue pays to this account: it cannot change or go until paid.',
  REAUTH_FAILED:
    'The password typed again to confirm a change is wrong (counts toward the lockout).',
  ACCOUNT_NOT_EMPTY:
    'Delete account with cuotas held or an order or rescue in process (`details` lists them).',
  RESCUE_ABOVE_BALANCE:
    'More cuotas asked than available (held minus pending rescues); `meta.maximum`.',
  RESCUE_ACCOUNT_CURRENCY: 'The chosen account is not in the fund’s currency.',
  RESCUE_PAYOUT_NOT_REJECTED:
    'The rescue’s payout is not rejected by the bank, so its account cannot be changed.',
  SCHEDULED_RESCUE_NOT_ALLOWED: 'The fund’s data do not allow scheduled rescues.',
  SCHEDULED_RESCUE_EXISTS: 'The customer already has an active or paused schedule for the series.',
  SCHEDULED_RESCUE_STATE: 'Pause needs ACTIVE, resume needs PAUSED; a cancelled one takes nothing.',
  RESCUE_WITHIN_24_HOURS: 'A rescue was made (or is in progress) in the last 24 hours.',
  RESCUE_MINIMUM_AMOUNT: 'Amount under the fund minimum; `details` carries the minimum.',
  RESCUE_MINIMUM_REMAINING:
    'The remaining balance would fall under the fund minimum; `details` carries it.',
  EMAIL_SAME_AS_CURRENT: 'update-email-customer with the current address.',
  EMAIL_ALREADY_REGISTERED: 'The new address belongs to another account.',
  PHONE_SAME_AS_CURRENT: 'Phone change with the current number.',
  PHONE_ALREADY_REGISTERED: 'The new number belongs to another account.',
  SECURITY_CODE_NO_MATCH: 'An email or phone code that is wrong, expired, used or over its tries.',
  PASSWORD_TOO_COMMON: 'The new password is in the list of common passwords.',
  CAPTCHA_FAILED: 'The captcha response was missing, invalid or for another action.',
  CODE_SEND_LIMITED:
    'Too many code requests from this address or to this destination in the last hour (SEND_IP_LIMIT, SEND_DESTINATION_LIMIT); Retry-After says when.',
  CODE_SEND_PAUSED:
    'Every instance together reached the hourly cap of codes sent by this channel (SEND_GLOBAL_EMAIL_LIMIT, SEND_GLOBAL_SMS_LIMIT); Retry-After says when.',
  IDEMPOTENCY_KEY_REUSED: 'The same Idempotency-Key arrived with a different body.',
  IDEMPOTENCY_IN_FLIGHT: 'A request with the same Idempotency-Key is still running.',
  QUESTIONNAIRE_OUTDATED:
    'The answers were given to an older version of the risk questionnaire than the current one.',
  QUESTIONNAIRE_INCOMPLETE:
    'The answers leave a question unanswered, answer one twice, or name a question or option the version does not have.',
  SIMULATION_DATE_OUT_OF_RANGE:
    'The simulation starts before the fund’s first published valor cuota or after its last one.',
  BIOMETRIC_ATTEMPTS_EXCEEDED:
    'The customer already tried the facial check 3 times today for this purpose; meta.retry_at says when they may try again.',
  BIOMETRIC_SESSION_CLOSED:
    'The capture session already received its selfie, or expired (10 minutes after it opened).',
  BIOMETRIC_IMAGE_INVALID:
    'The selfie is not base64 of a JPEG or PNG (checked by its first bytes) or is larger than 3 MB.',
  BIOMETRIC_NO_DOCUMENT:
    'The customer has no validated identity document for the registry photo to come from.',
  BIOMETRIC_DOCUMENT_PHOTO_MISSING:
    'The provider compares the face with the photo of the DNI’s front, and the customer has not uploaded one (client data, Documento).',
  BIOMETRIC_PROVIDER_UNAVAILABLE:
    'The facial-check provider did not answer (timeout, throttling, outage) after the retries; the session stays open and the attempt is not spent.',
  IDENTITY_NOT_VALIDATED:
    'The customer has no validated identity document yet, which the check needs.',
  CLIENT_STEP_OUT_OF_ORDER:
    'A client-data step was sent before the steps that come before it in the customer’s sequence were saved.',
  DOCUMENT_EXPIRED:
    'The DNI’s expiry date is before today (Lima); `details` points at expiry_date.',
  DOCUMENT_PHOTOS_MISSING:
    'The Documento step was sent before both photos of the DNI (front and back) were uploaded.',
  UBIGEO_UNKNOWN: 'The district code is not in the INEI ubigeo list the API ships.',
  ADDRESS_NOT_EDITABLE:
    'An address change before the client data is completed, or during its yearly review.',
  CLIENT_DATA_INCOMPLETE:
    'Confirmation was asked with a step of the sequence unsaved, or saved before a change that invalidated it.',
  BIOMETRIC_REQUIRED:
    'Confirmation needs a facial check (purpose ONBOARDING) passed after the wizard was started.',
  IDEMPOTENCY_KEY_REQUIRED:
    'An order-creating call without a valid Idempotency-Key header (8 to 128 visible characters).',
  PARTICIPANT_NOT_READY:
    'The customer cannot invest yet: `meta.blocker` says what comes first (RISK_PROFILE, CLIENT_DATA, YEARLY_UPDATE, AML_BLOCKED).',
  AMOUNT_BELOW_MINIMUM:
    'The amount is below the series minimum (initial, or additional for a holder); `meta.minimum` and `meta.kind` say which.',
  AMOUNT_ABOVE_MAXIMUM: 'The amount is above the largest order the portal takes (`meta.maximum`).',
  SUITABILITY_ACK_REQUIRED:
    'The fund is riskier than the customer’s profile and `suitability_ack` was not true.',
  FUNDS_ORIGIN_OTHER_REQUIRED: '`funds_origin` is OTHER and `funds_origin_other` is empty.',
  ORDER_NOT_CANCELLABLE: 'The order is paid, final, or its cut-off has passed.',
  ORDER_NOT_PAYABLE:
    'The order is not waiting for a payment (paid, rejected or annulled), or the method does not fit.',
  RECEIPT_INVALID: 'The receipt is not a JPEG, PNG or PDF by its first bytes, or larger than 5 MB.',
  PAYMENT_SIGNATURE_INVALID:
    'A payment notification whose HMAC does not match its answer, or an answer that is not the gateway’s JSON.',
  CARD_CURRENCY_NOT_COLLECTED:
    'A card checkout of an order in a currency the configured gateway does not collect (Mercado Pago Perú: soles only); such funds are paid by transfer.',
  MOVEMENTS_RANGE_INVALID: '`from` is after `to`.',
  STATEMENT_PERIOD_NOT_HELD:
    'A statement for a month (and fund) in which the customer held no cuotas and made no movement, or a month not yet begun.',
  CERTIFICATE_DATE_OUT_OF_RANGE:
    'A certificate date after today (Lima) or before the fund’s first published valor cuota.',
  CERTIFICATE_NOT_HELD:
    'The customer held no cuotas of the fund and series at the certificate date.',
  VALIDATION_ERROR:
    'A body, param or query failed its contract schema; `details` lists the field issues.',
  UNAUTHORIZED: 'Missing, invalid, expired or revoked token (logout, password change).',
  USER_NOT_FOUND:
    "A valid token whose user no longer exists; the spec's 400 form of an expired session.",
  FORBIDDEN: 'The token lacks the right (e.g. the public token outside register-email).',
  NOT_FOUND: 'Unknown route or resource (also another customer’s resource).',
  PAYLOAD_TOO_LARGE: 'Body over the limit (100 KB).',
  UNSUPPORTED_MEDIA_TYPE: 'A body with a content type other than application/json.',
  RATE_LIMITED: 'Per-IP limit reached.',
  INTERNAL_ERROR: 'Anything unexpected; the log has the details under the request id.',
  MAINTENANCE:
    'The operator switched maintenance mode on (`npm run ops -- maintenance on`): every customer route answers it, with Retry-After when an end was given.',
};
