import { createElement as h } from 'react';
import { Document, Page, Text, View, renderToBuffer } from '@react-pdf/renderer';
import {
  FUNDS_ORIGINS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PROCESS_STATUS_LABELS,
  type Order,
} from '@saf/contract';
import { money, navText, styles, table } from '../funds/documents';
import { dayText, limaText } from '../shared/texts';

export interface ReceiptInput {
  order: Order;
  customer: { name: string; document: string };
  manager: string;
  issuedAt: Date;
}

/**
 * The constancia de suscripción: what the customer asked for and where the order stands, as a
 * PDF made from the order itself (one page, the same font and layout as the fund documents).
 */
export async function renderOrderReceipt({
  order,
  customer,
  manager,
  issuedAt,
}: ReceiptInput): Promise<Buffer> {
  const rows: string[][] = [
    ['Referencia', order.reference],
    ['Partícipe', customer.name],
    ['Documento', customer.document],
    ['Fondo', order.fund_name],
    ['Serie', order.series_name],
    ['Monto', money(order.amount, order.currency)],
    ['Origen de los fondos', order.funds_origin ? FUNDS_ORIGINS[order.funds_origin] : '—'],
    ['Medio de pago', PAYMENT_METHOD_LABELS[order.payment_method]],
    ['Fecha de la solicitud', limaText(order.created_at)],
    ['Fecha del valor cuota', dayText(order.trade_date)],
    ['Estado del pago', PAYMENT_STATUS_LABELS[order.payment_status]],
    ['Estado de la orden', PROCESS_STATUS_LABELS[order.process_status]],
  ];
  if (order.operation_number) rows.push(['Número de operación', order.operation_number]);
  if (order.valor_cuota && order.cuotas) {
    rows.push(['Valor cuota aplicado', navText(order.valor_cuota, order.currency)]);
    rows.push(['Cuotas asignadas', order.cuotas]);
  }
  if (order.reject_reason) rows.push(['Motivo', order.reject_reason]);
  const doc = h(
    Document,
    { title: `Constancia de suscripción ${order.reference}`, author: manager, language: 'es-PE' },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(Text, { style: styles.manager }, manager),
      h(Text, { style: styles.title }, 'Constancia de suscripción'),
      h(Text, { style: styles.subtitle }, order.reference),
      table(['Dato', 'Detalle'], rows),
      h(
        View,
        { style: styles.notice, wrap: false },
        h(
          Text,
          null,
          'Las cuotas se asignan con el valor cuota de la fecha indicada, una vez confirmado el pago. ' +
            'La rentabilidad pasada no garantiza la rentabilidad futura. ' +
            `Emitida el ${limaText(issuedAt)} (hora de Lima).`,
        ),
      ),
    ),
  );
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}
