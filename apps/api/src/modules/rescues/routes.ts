import type { RouteResponse } from '@saf/contract';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { idempotencyKeyOf, idempotent } from '../orders/idempotency';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { cancelRescue, getRescue, mailRescue, placeRescue, rescueOptions } from './service';

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
      await mailRescue(ctx, 'received', eq(orders.reference, answer.body.reference));
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
};
