import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { createPassword, sendEmailCreationPassword, updatePassword } from './service';

export const passwordHandlers: HandlerMap = {
  sendEmailCreationPassword: (ctx, { body }) => sendEmailCreationPassword(ctx, body.email),
  createPassword: (ctx, { body, ip }) => createPassword(ctx, body, ip),
  updatePassword: async (ctx, input) => {
    const token = await updatePassword(ctx, requireUser(input), input.body, input.ip);
    input.reply.header('authorization', `Bearer ${token}`);
    return { message: 'Password updated' };
  },
};
