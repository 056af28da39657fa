import type { Order } from '@saf/contract';
import { noticeMail, type MailMessage } from '../../adapters/mail/index';
import { dayText, moneyText } from '../shared/texts';

export type OrderMailKind = 'received' | 'confirmed' | 'rejected' | 'cancelled' | 'settled';

/** The email of each change of an order (Spanish, Peru). */
export function orderMail(
  kind: OrderMailKind,
  to: string,
  order: Order,
  portalUrl: string,
): MailMessage {
  const amount = moneyText(order.amount, order.currency);
  const what = `${amount} en ${order.fund_name} (${order.series_name})`;
  const track = `Sigue tu orden en ${portalUrl}/movements`;
  const ref = order.reference;
  switch (kind) {
    case 'received':
      return noticeMail(
        'order-received',
        to,
        `Recibimos tu orden ${ref}`,
        'Recibimos tu orden de inversión',
        [
          'Hola:',
          `Registramos tu orden ${ref} para invertir ${what}.`,
          order.payment_method === 'transfer'
            ? `Transfiere el monto exacto a una de nuestras cuentas recaudadoras indicando la referencia ${ref} y sube la constancia en el portal. Si la confirmamos a tiempo, tu orden se procesará con el valor cuota del ${dayText(order.trade_date)}.`
            : `Completa el pago en línea para que tu orden se procese con el valor cuota del ${dayText(order.trade_date)}.`,
          track,
        ],
      );
    case 'confirmed':
      return noticeMail(
        'order-confirmed',
        to,
        `Confirmamos el pago de tu orden ${ref}`,
        'Confirmamos tu pago',
        [
          'Hola:',
          `Confirmamos el pago de tu orden ${ref}: ${what}.`,
          `Tu inversión se procesará con el valor cuota del ${dayText(order.trade_date)}, que se publica al cierre de ese día. Te avisaremos cuando tus cuotas estén asignadas.`,
          track,
        ],
      );
    case 'rejected':
      return noticeMail(
        'order-rejected',
        to,
        `Tu orden ${ref} fue rechazada`,
        'Tu orden fue rechazada',
        [
          'Hola:',
          `Rechazamos tu orden ${ref} (${what}).`,
          `Motivo: ${order.reject_reason ?? 'no pudimos confirmar el pago.'}`,
          'Si ya transferiste el dinero, te lo devolveremos a la cuenta de origen en un plazo de hasta 2 días hábiles. Puedes hacer una nueva inversión cuando quieras.',
          track,
        ],
      );
    case 'cancelled':
      return noticeMail('order-cancelled', to, `Anulaste tu orden ${ref}`, 'Tu orden fue anulada', [
        'Hola:',
        `Anulamos tu orden ${ref} (${what}) a tu pedido.`,
        'Si ya transferiste el dinero, te lo devolveremos a la cuenta de origen en un plazo de hasta 2 días hábiles.',
        track,
      ]);
    case 'settled':
      return noticeMail(
        'order-settled',
        to,
        `Tu inversión ${ref} ya está en tu portafolio`,
        'Tu inversión se procesó',
        [
          'Hola:',
          `Tu orden ${ref} se procesó con el valor cuota del ${dayText(order.trade_date)}: ${order.valor_cuota ?? ''}.`,
          `Recibiste ${order.cuotas ?? ''} cuotas de ${order.fund_name} (${order.series_name}) por ${amount}.`,
          `Descarga tu constancia de suscripción desde ${portalUrl}/movements.`,
        ],
      );
  }
}

/**
 * The email of a card payment given back: `line` is the tracker's sentence ("Devolvimos tu pago
 * con tarjeta de S/ 1,000.00 porque …"), so the mail and the order's page say the same.
 */
export function refundMail(to: string, order: Order, line: string, portalUrl: string): MailMessage {
  return noticeMail(
    'order-payment-refunded',
    to,
    `Devolvimos tu pago de la orden ${order.reference}`,
    'Devolvimos tu pago con tarjeta',
    [
      'Hola:',
      `${line}.`,
      'La devolución se hace a la misma tarjeta; según tu banco, puede tardar hasta 15 días hábiles en verse en tu estado de cuenta.',
      `Sigue tu orden en ${portalUrl}/movements`,
    ],
  );
}
