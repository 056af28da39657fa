import { money, navText, percent, returnText } from '../funds/format';
import type { Certificate, Statement, StatementSection } from './ledger';
import { cuotasText, limaInstant, longDay, monthText, shortDay } from './pdf-format';
import { Writer } from './pdf-writer';

// The statement and the certificate, laid out with the `Writer` of pdf-writer.ts.

const PAST_RETURNS =
  'Las rentabilidades pasadas no garantizan rentabilidades futuras. La rentabilidad de un fondo mutuo es variable y el valor de la cuota puede subir o bajar.';

const SERIES_TEXT = (s: { seriesName: string; seriesCode: string }) =>
  `${s.seriesName} (${s.seriesCode})`;
const CURRENCY_TEXT = { PEN: 'Soles (S/)', USD: 'Dólares (US$)' } as const;

function section(w: Writer, s: StatementSection, from: string, to: string): void {
  w.heading(`${s.fundName} · ${SERIES_TEXT(s)} · ${CURRENCY_TEXT[s.currency]}`);
  const openNav = s.opening.nav;
  const closeNav = s.closing.nav;
  w.table(
    [
      { title: 'Al inicio y al cierre', width: 1.6 },
      { title: 'Cuotas', width: 1.3, align: 'right' },
      { title: 'Valor cuota', width: 1.3, align: 'right' },
      { title: 'Saldo', width: 1.2, align: 'right' },
    ],
    [
      [
        `Saldo inicial (al ${shortDay(openNav?.date ?? from)})`,
        cuotasText(s.opening.cuotas),
        openNav ? navText(openNav.value, s.currency) : '—',
        money(s.opening.balance, s.currency),
      ],
      [
        `Saldo final (al ${shortDay(closeNav?.date ?? to)})`,
        cuotasText(s.closing.cuotas),
        closeNav ? navText(closeNav.value, s.currency) : '—',
        money(s.closing.balance, s.currency),
      ],
    ],
  );
  if (s.movements.length === 0) w.paragraph('Sin movimientos en el periodo.');
  else
    w.table(
      [
        { title: 'Fecha', width: 0.9 },
        { title: 'Tipo', width: 1 },
        { title: 'Referencia', width: 1.3 },
        { title: 'Monto', width: 1.2, align: 'right' },
        { title: 'Cuotas', width: 1.3, align: 'right' },
        { title: 'Valor cuota', width: 1.3, align: 'right' },
      ],
      s.movements.map((m) => [
        shortDay(m.date),
        m.kind === 'RESCUE' ? 'Rescate' : 'Suscripción',
        m.reference,
        money(m.amount, s.currency),
        cuotasText(m.cuotas, true),
        navText(m.valorCuota, s.currency),
      ]),
    );
  w.table(
    [
      { title: 'Rentabilidad de la serie', width: 2 },
      { title: 'Valor', width: 1, align: 'right' },
    ],
    [
      ['Del periodo', returnText(s.returns.period)],
      ['En el año', returnText(s.returns.ytd)],
      ['Últimos 12 meses', returnText(s.returns.year)],
    ],
  );
  w.table(
    [
      { title: 'Comisiones e impuestos', width: 2 },
      { title: 'Monto', width: 1, align: 'right' },
    ],
    [
      ['Comisión por rescate anticipado cobrada', money(s.fees, s.currency)],
      ['Impuesto a la renta retenido en rescates', money(s.taxes, s.currency)],
    ],
  );
  w.paragraph(
    `La comisión unificada del fondo (${percent(s.unifiedFeePct)} anual más IGV) se cobra cada día sobre el patrimonio del fondo y ya está descontada del valor cuota.`,
    8.5,
  );
}

/** The account statement of a month as a PDF. */
export async function renderStatement(st: Statement, issuedAt: Date): Promise<Buffer> {
  const month = monthText(st.month);
  const title = `Estado de cuenta de ${month}`;
  const w = new Writer(title, `Estado de cuenta de ${st.participant.name}`, title);
  w.title('Estado de cuenta', `Periodo: del ${longDay(st.from)} al ${longDay(st.to)}`);
  w.participant(st.participant, [['Emitido el', `${limaInstant(issuedAt)} (hora de Lima)`]]);
  for (const s of st.sections) section(w, s, st.from, st.to);
  w.notice(
    `${PAST_RETURNS} Los montos están en la moneda de cada fondo; las fechas son días de Lima. Si encuentras una diferencia, escríbenos dentro de los 30 días siguientes a la emisión.`,
  );
  return w.end(`Estado de cuenta · ${month} · ${st.participant.name}`);
}

/** The participation certificate of a fund and series at a date as a PDF. */
export async function renderCertificate(c: Certificate, issuedAt: Date, manager: string) {
  const title = `Certificado de participación: ${c.fundName}`;
  const w = new Writer(title, `Certificado de participación de ${c.participant.name}`, title);
  w.title('Certificado de participación', `${c.fundName} · ${SERIES_TEXT(c)}`);
  w.paragraph(
    `${manager} certifica que ${c.participant.name}, ${c.participant.document}, es partícipe del fondo mutuo ${c.fundName}, serie ${SERIES_TEXT(c)}, y que al cierre del ${longDay(c.date)} tenía las cuotas que se indican, valorizadas con el valor cuota de esa fecha o el último publicado antes de ella.`,
    10,
  );
  w.table(
    [
      { title: 'Dato', width: 1 },
      { title: 'Detalle', width: 1.6 },
    ],
    [
      ['Partícipe', c.participant.name],
      ['Documento', c.participant.document],
      ['Fondo', c.fundName],
      ['Serie', SERIES_TEXT(c)],
      ['Moneda', CURRENCY_TEXT[c.currency]],
      ['Fecha del certificado', longDay(c.date)],
      ['Cuotas', cuotasText(c.cuotas)],
      [`Valor cuota (al ${shortDay(c.nav.date)})`, navText(c.nav.value, c.currency)],
      ['Valor de las cuotas', money(c.value, c.currency)],
    ],
  );
  w.paragraph(`Emitido el ${limaInstant(issuedAt)} (hora de Lima), a pedido del partícipe.`);
  w.notice(
    `${PAST_RETURNS} Este certificado no es un título valor ni puede negociarse; acredita la participación a la fecha indicada.`,
  );
  return w.end(`Certificado de participación · ${c.fundName} · ${c.participant.name}`);
}
