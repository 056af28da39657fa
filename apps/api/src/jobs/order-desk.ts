import type { FastifyPluginCallback } from 'fastify';
import { reviewTransfers, settleDue } from '../modules/orders/payments';
import { refundDue } from '../modules/orders/card-payments';

/**
 * The order desk: every ORDER_DESK_INTERVAL_SECONDS, pending transfers are put to the treasury,
 * paid orders whose valor cuota is published are settled, and card refunds the gateway has not
 * confirmed yet are asked again. Every instance may run it: each
 * order changes under its row lock, once. The timer never keeps the process alive.
 */
export const orderDesk: FastifyPluginCallback = (app, _opts, done) => {
  const { ctx, metrics } = app;
  const seconds = ctx.config.orderDeskIntervalSeconds;
  if (seconds <= 0) return done();
  let round: Promise<void> | undefined;
  const log = ctx.log.child({ module: 'order-desk' });
  const timer = setInterval(() => {
    if (round) return;
    const deskCtx = { ...ctx, log };
    round = reviewTransfers(deskCtx)
      .then(() => settleDue(deskCtx))
      .then(() => refundDue(deskCtx))
      .then(() => metrics.deskRound('ok'))
      .catch((err: unknown) => {
        metrics.deskRound('failed');
        log.error({ err }, 'order desk round failed');
      })
      .finally(() => {
        round = undefined;
      });
  }, seconds * 1000);
  timer.unref();
  // On close no new round starts, and the one under way finishes (each order changes in its
  // own transaction, so even a round cut short leaves nothing half done).
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
  done();
};
