import { recordSecurityEvent } from '../shared/security-log';
import type { HandlerMap } from '../shared/handlers';
import { resetPassword, sendRecoveryCode, validateRecoveryCode } from './service';

export const recoveryHandlers: HandlerMap = {
  sendRecoveryCode: (ctx, { body, ip }) => sendRecoveryCode(ctx, body, ip),
  validateRecoveryCode: async (ctx, { params, ip }) => {
    await validateRecoveryCode(ctx, params.email, params.code, ip);
    return { message: 'Code valid', valid: true as const };
  },
  resetPassword: async (ctx, { body, ip, req }) => {
    const userId = await resetPassword(ctx, body, ip);
    await recordSecurityEvent(ctx, userId, 'PASSWORD_RESET', { ip, req });
    return { message: 'Password updated' };
  },
};
