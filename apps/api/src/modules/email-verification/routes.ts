import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { sendEmailValidation, updateEmail, validateSecurityCode, verifyEmail } from './service';

export const emailVerificationHandlers: HandlerMap = {
  sendEmailValidation: (ctx, { body, ip }) => sendEmailValidation(ctx, body.email, ip),
  verifyEmail: (ctx, { params, ip }) => verifyEmail(ctx, params.email, params.code, ip),
  validateSecurityCode: async (ctx, { body, ip }) => {
    await validateSecurityCode(ctx, body.email, body.code, body.purpose, ip);
    return { message: 'Code valid', valid: true as const };
  },
  updateEmail: (ctx, input) => updateEmail(ctx, requireUser(input), input.body, input.ip),
};
