import { recordSecurityEvent } from '../shared/security-log';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { createPassword, sendEmailCreationPassword, updatePassword } from './service';

export const passwordHandlers: HandlerMap = {
  sendEmailCreationPassword: (ctx, { body, ip }) => sendEmailCreationPassword(ctx, body.email, ip),
  createPassword: (ctx, { body, ip }) => createPassword(ctx, body, ip),
  updatePassword: async (ctx, input) => {
    const user = requireUser(input);
    const token = await updatePassword(ctx, user, input.body, input.ip);
    await recordSecurityEvent(ctx, user.id, 'PASSWORD_CHANGED', input);
    input.reply.header('authorization', `Bearer ${token}`);
    return { message: 'Password updated' };
  },
};
