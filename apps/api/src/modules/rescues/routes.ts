import type { RouteResponse } from '@saf/contract';
import { recordSecurityEvent } from '../shared/security-log';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { idempotencyKeyOf, idempotent } from '../shared/idempotency';
import { cancelRescue, getRescue, mailRescueView, placeRescue, rescueOptions } from './service';
import { changeRescueAccount } from './payout-account';
import { changeScheduledRescue, createScheduledRescue, listScheduledRescues } from './scheduled';

export const rescueHandlers: HandlerMap = {
  rescueOptions: async (ctx, input): Promise<RouteResponse<'rescueOptions'>> =>
    rescueOptions(ctx, requireUser(input)),

  createRescue: async (ctx, input): Promise<RouteResponse<'createRescue'>> => {
    const user = requireUser(input);
    const key = idempotencyKeyOf(input.req.headers['idempotency-key']);
    const now = ctx.clock.now();
    const answer = await idempotent(
      ctx.db,
      { userId: user.id, key, operation: 'createRescue', body: input.body, now, status: 201 },
      (tx) => placeRescue(tx, user, input.body, now),
    );
    void input.reply.code(answer.status);
    if (answer.replayed) void input.reply.header('idempotent-replayed', 'true');
    else {
      // The answer is the rescue as placed, read in its transaction: mailed as it is.
      await mailRescueView(ctx, 'received', user, answer.body);
      await recordSecurityEvent(ctx, user.id, 'RESCUE_REQUESTED', input, answer.body.reference);
      ctx.log.info(
        {
          userId: user.id,
          reference: answer.body.reference,
          amount: answer.body.amount,
          action: 'rescue_created',
        },
        'rescue requested',
      );
    }
    return answer.body;
  },

  rescue: async (ctx, input): Promise<RouteResponse<'rescue'>> =>
    getRescue(ctx, requireUser(input), input.params.reference),

  cancelRescue: async (ctx, input): Promise<RouteResponse<'cancelRescue'>> =>
    cancelRescue(ctx, requireUser(input), input.params.reference),

  changeRescueAccount: async (ctx, input): Promise<RouteResponse<'changeRescueAccount'>> => {
    const user = requireUser(input);
    const { reference } = input.params;
    const rescue = await changeRescueAccount(ctx, user, reference, input.body.bank_account_id);
    await recordSecurityEvent(ctx, user.id, 'RESCUE_ACCOUNT_CHANGED', input, reference);
    return rescue;
  },

  scheduledRescues: async (ctx, input): Promise<RouteResponse<'scheduledRescues'>> =>
    listScheduledRescues(ctx, requireUser(input)),

  createScheduledRescue: async (ctx, input): Promise<RouteResponse<'createScheduledRescue'>> => {
    const created = await createScheduledRescue(ctx, requireUser(input), input.body);
    void input.reply.code(201);
    return created;
  },

  pauseScheduledRescue: async (ctx, input): Promise<RouteResponse<'pauseScheduledRescue'>> =>
    changeScheduledRescue(ctx, requireUser(input), Number(input.params.id), 'pause'),

  resumeScheduledRescue: async (ctx, input): Promise<RouteResponse<'resumeScheduledRescue'>> =>
    changeScheduledRescue(ctx, requireUser(input), Number(input.params.id), 'resume'),

  cancelScheduledRescue: async (ctx, input): Promise<RouteResponse<'cancelScheduledRescue'>> =>
    changeScheduledRescue(ctx, requireUser(input), Number(input.params.id), 'cancel'),
};
