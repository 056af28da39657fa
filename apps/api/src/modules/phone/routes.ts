import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { devSms, updatePhone, verifyPhone } from './service';

export const phoneHandlers: HandlerMap = {
  updatePhone: (ctx, input) => updatePhone(ctx, requireUser(input), input.body, input.ip),
  verifyPhone: (ctx, input) => verifyPhone(ctx, requireUser(input), input.body.code, input.ip),
  devSms: (ctx, { query }) => devSms(ctx, query.phone),
};
