import { z } from 'zod/mini';

import { messageResponseSchema, rowIdText } from './common';
import { defineRoute } from './route-def';

/**
 * The account's activity the customer can read (docs/DOMAIN.md, Security log): logins and the
 * changes that matter, with the device and a shortened IP. "No fui yo" on an entry ends every
 * session and starts a password reset (a code goes to the customer's email).
 */
export const SECURITY_EVENT_LABELS = {
  LOGIN: 'Inicio de sesión',
  PASSWORD_CHANGED: 'Cambio de contraseña',
  PASSWORD_RESET: 'Contraseña restablecida con un código',
  EMAIL_CHANGED: 'Cambio de correo electrónico',
  PHONE_CHANGED: 'Cambio de celular',
  ADDRESS_CHANGED: 'Cambio de dirección',
  BANK_ACCOUNT_ADDED: 'Cuenta bancaria agregada',
  BANK_ACCOUNT_CHANGED: 'Cuenta bancaria modificada',
  BANK_ACCOUNT_REMOVED: 'Cuenta bancaria eliminada',
  RESCUE_REQUESTED: 'Rescate solicitado',
  RESCUE_ACCOUNT_CHANGED: 'Cuenta de pago de un rescate cambiada',
  RISK_PROFILE_CHANGED: 'Cambio de perfil de riesgo',
  FINAL_BENEFICIARY_CHANGED: 'Cambio de beneficiario final',
} as const;
export type SecurityEventKind = keyof typeof SECURITY_EVENT_LABELS;

export const securityEventSchema = /* @__PURE__ */ z.object({
  id: z.int(),
  kind: z.enum(Object.keys(SECURITY_EVENT_LABELS) as [SecurityEventKind, ...SecurityEventKind[]]),
  at: z.string(),
  /** "Chrome en Windows", or null when the browser did not say. */
  device: z.nullable(z.string()),
  /** The IP with its last part hidden ("190.42.17.x"). */
  ip: z.nullable(z.string()),
  detail: z.nullable(z.string()),
  /** The customer said it was not them. */
  reported: z.boolean(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityLogRoute = /* @__PURE__ */ defineRoute({
  operationId: 'securityLog',
  method: 'GET',
  path: '/api/security-log',
  auth: 'user',
  summary: "The account's last 50 security events, newest first",
  tags: ['profile'],
  response: {
    200: z.object({ items: z.array(securityEventSchema) }).check(z.meta({ id: 'SecurityLog' })),
  },
  errors: [],
});

export const reportSecurityEventRoute = /* @__PURE__ */ defineRoute({
  operationId: 'reportSecurityEvent',
  method: 'POST',
  path: '/api/security-log/:id/report',
  auth: 'user',
  summary: '"No fui yo": ends every session and emails a password-reset code',
  tags: ['profile'],
  params: z.object({ id: rowIdText }),
  response: { 200: messageResponseSchema },
  errors: ['NOT_FOUND'],
});
