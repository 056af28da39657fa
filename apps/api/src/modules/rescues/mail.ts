import { RESCUE_TAX_PCT, type Rescue } from '@saf/contract';
import { noticeMail, type MailMessage } from '../../adapters/mail/index';
import { dayText, moneyText } from '../shared/texts';

export type RescueMailKind = 'received' | 'cancelled' | 'priced' | 'paid' | 'payout-rejected';

/** The email of each step of a rescue (Spanish, Peru), with its reference. */
export function rescueMail(
  kind: RescueMailKind,
  to: string,
  rescue: Rescue,
  portalUrl: string,
): MailMessage {
  const ref = rescue.reference;
  const account = `${rescue.bank_account.bank_name} •••• ${rescue.bank_account.last4}`;
  const what =
    rescue.mode === 'TOTAL'
      ? `el total de tus cuotas de ${rescue.fund_name} (${rescue.series_name})`
      : rescue.mode === 'CUOTAS'
        ? `${rescue.cuotas} cuotas de ${rescue.fund_name} (${rescue.series_name})`
        : `${moneyText(rescue.amount, rescue.currency)} de ${rescue.fund_name} (${rescue.series_name})`;
  const track = `Sigue tu rescate en ${portalUrl}/movements?orden=${ref}`;
  switch (kind) {
    case 'received':
      return noticeMail(
        'rescue-received',
        to,
        `Recibimos tu rescate ${ref}`,
        'Recibimos tu solicitud de rescate',
        [
          'Hola:',
          `Registramos tu rescate ${ref} por ${what}.`,
          `Se calculará con el valor cuota del ${dayText(rescue.trade_date)} y el dinero llegará a tu cuenta ${account} hasta el ${dayText(rescue.payment_date)}.`,
          'Si no fuiste tú, escríbenos de inmediato por el chat de ayuda.',
          track,
        ],
      );
    case 'cancelled':
      return noticeMail(
        'rescue-cancelled',
        to,
        `Anulaste tu rescate ${ref}`,
        'Tu rescate fue anulado',
        [
          'Hola:',
          `Anulaste tu rescate ${ref} por ${what} antes de la hora de corte. Tus cuotas siguen invertidas.`,
          track,
        ],
      );
    case 'priced':
      return noticeMail(
        'rescue-priced',
        to,
        `Procesamos tu rescate ${ref}`,
        'Procesamos tu rescate',
        [
          'Hola:',
          `Vendimos ${rescue.cuotas} cuotas de ${rescue.fund_name} al valor cuota del ${dayText(rescue.trade_date)} (${rescue.valor_cuota}).`,
          pricedLine(rescue),
          `El pago llegará a tu cuenta ${account} hasta el ${dayText(rescue.payment_date)}.`,
          track,
        ],
      );
    case 'paid':
      return noticeMail('rescue-paid', to, `Pagamos tu rescate ${ref}`, 'Pagamos tu rescate', [
        'Hola:',
        `Depositamos ${moneyText(rescue.net ?? rescue.amount, rescue.currency)} de tu rescate ${ref} en tu cuenta ${account}.`,
        track,
      ]);
    case 'payout-rejected':
      return noticeMail(
        'rescue-payout-rejected',
        to,
        `No pudimos pagar tu rescate ${ref}`,
        'Tu banco rechazó el pago de tu rescate',
        [
          'Hola:',
          `Enviamos ${moneyText(rescue.net ?? rescue.amount, rescue.currency)} de tu rescate ${ref} a tu cuenta ${account}, pero tu banco lo devolvió.`,
          rescue.reject_reason ?? 'Actualiza tu cuenta bancaria o elige otra.',
          'Tu dinero está seguro: en cuanto elijas la cuenta, lo enviamos de nuevo el siguiente día útil.',
          `Elige la cuenta en ${portalUrl}/movements?orden=${ref}`,
        ],
      );
  }
}

/** "Monto: …; comisión de rescate anticipado: …; impuesto a la renta retenido: …; recibirás …". */
function pricedLine(rescue: Rescue): string {
  const parts = [
    rescue.fee && rescue.fee !== '0.00'
      ? `comisión de rescate anticipado: ${moneyText(rescue.fee, rescue.currency)}`
      : null,
    rescue.tax && rescue.tax !== '0.00'
      ? `impuesto a la renta retenido (${RESCUE_TAX_PCT} % de tu ganancia): ${moneyText(rescue.tax, rescue.currency)}`
      : null,
  ].filter(Boolean);
  const net = moneyText(rescue.net ?? rescue.amount, rescue.currency);
  return parts.length
    ? `Monto: ${moneyText(rescue.amount, rescue.currency)}; ${parts.join('; ')}; recibirás ${net}.`
    : `Recibirás ${net}.`;
}
