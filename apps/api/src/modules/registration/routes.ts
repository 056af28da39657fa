import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { formStepsOf, toSessionUser } from '../shared/users';
import { registerEmail, sendProspectDocument } from './service';

export const registrationHandlers: HandlerMap = {
  registerEmail: (ctx, { body, ip }) => registerEmail(ctx, body, ip),
  sendProspectDocument: async (ctx, input) => {
    const user = await sendProspectDocument(ctx, requireUser(input), input.body);
    return {
      message: 'Identity validated',
      user: toSessionUser(user),
      form_steps: formStepsOf(user),
    };
  },
};
