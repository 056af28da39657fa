import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { sendEmailValidation, updateEmail, validateSecurityCode, verifyEmail } from './service';

export const emailVerificationHandlers: HandlerMap = {
  sendEmailValidation: (ctx, { body, ip }) => sendEmailValidation(ctx, body.email, ip),
  // A public route: the portal sends the session's token, which an email change keeps (renewed).
  verifyEmail: (ctx, { params, ip, req, reply }) =>
    verifyEmail(ctx, params.email, params.code, ip, {
      bearer: req.headers.authorization,
      renew: (token) => void reply.header('authorization', `Bearer ${token}`),
    }),
  validateSecurityCode: async (ctx, { body, ip }) => {
    await validateSecurityCode(ctx, body.email, body.code, body.purpose, ip);
    return { message: 'Code valid', valid: true as const };
  },
  updateEmail: (ctx, input) => updateEmail(ctx, requireUser(input), input.body, input.ip),
};
