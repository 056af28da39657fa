import { eq } from 'drizzle-orm';
import type { RouteResponse } from '@saf/contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { idempotencyKeyOf, idempotent } from '../shared/idempotency';
import { listMovements, movementsCsv, portfolio } from './movements';
import {
  afterFirstInvestment,
  cancelOrder,
  getOrder,
  investOptions,
  mailOrder,
  placeSubscription,
} from './service';
import { devReview, submitTransferReceipt } from './payments';
import { receiveNotification, startCheckout } from './card-payments';

export const orderHandlers: HandlerMap = {
  investOptions: async (ctx, input): Promise<RouteResponse<'investOptions'>> =>
    investOptions(ctx, requireUser(input), input.params.code),

  createSubscription: async (ctx, input): Promise<RouteResponse<'createSubscription'>> => {
    const user = requireUser(input);
    const key = idempotencyKeyOf(input.req.headers['idempotency-key']);
    const now = ctx.clock.now();
    let txid: string | undefined;
    const answer = await idempotent(
      ctx.db,
      { userId: user.id, key, operation: 'createSubscription', body: input.body, now, status: 201 },
      async (tx) => {
        const placed = await placeSubscription(tx, user, input.body, now);
        txid = placed.firstInvestmentTxid;
        return placed.order;
      },
    );
    void input.reply.code(answer.status);
    if (answer.replayed) void input.reply.header('idempotent-replayed', 'true');
    else {
      ctx.log.info(
        {
          userId: user.id,
          reference: answer.body.reference,
          amount: answer.body.amount,
          action: 'order_created',
        },
        'subscription order placed',
      );
      await afterFirstInvestment(ctx, user.id, txid);
      await mailOrder(ctx, 'received', user, answer.body);
    }
    return answer.body;
  },

  order: async (ctx, input): Promise<RouteResponse<'order'>> =>
    getOrder(ctx, requireUser(input), input.params.reference),

  cancelOrder: async (ctx, input): Promise<RouteResponse<'cancelOrder'>> =>
    cancelOrder(ctx, requireUser(input), input.params.reference),

  transferReceipt: async (ctx, input): Promise<RouteResponse<'transferReceipt'>> =>
    submitTransferReceipt(ctx, requireUser(input), input.params.reference, input.body),

  checkout: async (ctx, input): Promise<RouteResponse<'checkout'>> =>
    startCheckout(ctx, requireUser(input), input.params.reference),

  paymentNotification: async (ctx, input): Promise<RouteResponse<'paymentNotification'>> =>
    receiveNotification(ctx, 'sandbox', {
      headers: input.req.headers,
      query: {},
      body: input.body,
    }),

  mercadoPagoWebhook: async (ctx, input): Promise<RouteResponse<'mercadoPagoWebhook'>> =>
    receiveNotification(ctx, 'mercadopago', {
      headers: input.req.headers,
      query: input.query,
      body: input.body,
    }),

  orderReceiptPdf: async (ctx, input): Promise<RouteResponse<'orderReceiptPdf'>> => {
    const user = requireUser(input);
    const order = await getOrder(ctx, user, input.params.reference);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw new AppError('NOT_FOUND');
    // The PDF engine loads on the first receipt asked for, not with every instance's start.
    const { renderOrderReceipt } = await import('./receipt-pdf');
    const pdf = await renderOrderReceipt({
      order,
      customer: {
        name: [row.name, row.lastname].filter(Boolean).join(' ') || row.email,
        document: row.numberDocument ? `DNI ${row.numberDocument}` : '—',
      },
      manager: ctx.config.MANAGER_NAME,
      issuedAt: ctx.clock.now(),
    });
    void input.reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="constancia-${order.reference.toLowerCase()}.pdf"`,
      );
    return pdf as unknown as RouteResponse<'orderReceiptPdf'>;
  },

  movements: async (ctx, input): Promise<RouteResponse<'movements'>> =>
    listMovements(ctx, requireUser(input), input.query),

  movementsCsv: async (ctx, input): Promise<RouteResponse<'movementsCsv'>> => {
    const csv = await movementsCsv(ctx, requireUser(input), input.query);
    void input.reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="movimientos.csv"');
    return csv;
  },

  portfolio: async (ctx, input): Promise<RouteResponse<'portfolio'>> =>
    portfolio(ctx, requireUser(input)),

  devReviewTransfer: async (ctx, input): Promise<RouteResponse<'devReviewTransfer'>> =>
    devReview(ctx, input.params.reference, input.body.decision, input.body.reason),
};
