import { createRequire } from 'node:module';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { FundDocumentFile, FundSummary } from '@saf/contract';
import { FUND_DOCUMENT_FILES } from '@saf/contract';

const require = createRequire(import.meta.url);
// A TTF font: PDF engines take no woff. Inter carries every Spanish accent.
Font.register({
  family: 'Inter',
  fonts: [
    { src: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf') },
    {
      src: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
      fontWeight: 700,
    },
  ],
});
// Words are never split: legal text reads better whole.
Font.registerHyphenationCallback((word) => [word]);

import { CURRENCY_NAMES, LOCALE, TYPE_NAMES, money, navText, percent, returnText } from './format';

export { money, navText };

function dayText(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

export const styles = StyleSheet.create({
  // No lineHeight on the page: it would hide the page numbers (rendered text inherits it).
  page: { fontFamily: 'Inter', fontSize: 10, padding: 48, color: '#1f2933' },
  manager: { fontSize: 9, color: '#52606d', marginBottom: 4 },
  title: { fontSize: 18, fontWeight: 700, lineHeight: 1.3, marginBottom: 2 },
  subtitle: { fontSize: 12, marginBottom: 14 },
  heading: { fontSize: 12, fontWeight: 700, marginTop: 14, marginBottom: 6 },
  paragraph: { marginBottom: 6, lineHeight: 1.3 },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #cbd2d9', paddingVertical: 3 },
  headRow: { flexDirection: 'row', borderBottom: '1pt solid #1f2933', paddingBottom: 3 },
  cell: { flex: 1 },
  number: { flex: 1, textAlign: 'right' },
  bold: { fontWeight: 700 },
  notice: { marginTop: 18, padding: 8, border: '0.5pt solid #9aa5b1', fontSize: 9 },
  footerLeft: { position: 'absolute', bottom: 24, left: 48, fontSize: 8, color: '#52606d' },
  footerRight: {
    position: 'absolute',
    bottom: 24,
    left: 48,
    right: 48,
    textAlign: 'right',
    fontSize: 8,
    color: '#52606d',
  },
});

const p = (text: ReactNode) => h(Text, { style: styles.paragraph }, text);
const section = (title: string, ...children: ReactNode[]) =>
  h(View, { wrap: true }, h(Text, { style: styles.heading }, title), ...children);
export function table(head: string[], rows: string[][]): ReactElement {
  return h(
    View,
    null,
    h(
      View,
      { style: styles.headRow, fixed: false },
      ...head.map((c, i) =>
        h(Text, { key: c, style: [i ? styles.number : styles.cell, styles.bold] }, c),
      ),
    ),
    ...rows.map((r, ri) =>
      h(
        View,
        { key: String(ri), style: styles.row, wrap: false },
        ...r.map((c, i) => h(Text, { key: String(i), style: i ? styles.number : styles.cell }, c)),
      ),
    ),
  );
}

export interface FundDocumentInput {
  fund: FundSummary;
  composition: {
    assetClasses: { name: string; pct: string }[];
    holdings: { name: string; pct: string }[];
  };
  /** Who manages the fund, as the documents name it. */
  manager: string;
}

const RETURN_LABELS: [keyof FundSummary['returns'], string][] = [
  ['1M', '1 mes'],
  ['3M', '3 meses'],
  ['6M', '6 meses'],
  ['YTD', 'En el año'],
  ['1Y', '12 meses'],
  ['3Y', '3 años (anualizada)'],
  ['5Y', '5 años (anualizada)'],
];

function minimumsTable(fund: FundSummary): ReactElement {
  return table(
    ['Serie', 'Inversión inicial', 'Inversión adicional', 'Rescate mínimo', 'Saldo mínimo'],
    fund.series.map((s) => [
      `${s.name} (${s.code})`,
      money(s.min_initial, fund.currency),
      money(s.min_additional, fund.currency),
      money(s.min_rescue, fund.currency),
      money(s.min_balance, fund.currency),
    ]),
  );
}

function feesText(fund: FundSummary): ReactNode[] {
  const early =
    fund.early_rescue_min_days > 0
      ? `Si rescatas cuotas con menos de ${fund.early_rescue_min_days} días de permanencia, se cobra una comisión de rescate anticipado de ${percent(fund.early_rescue_fee_pct)} del monto rescatado.`
      : 'No hay comisión por rescate anticipado.';
  return [
    p(
      `Comisión unificada: ${percent(fund.unified_fee_pct)} anual más IGV (${percent(fund.igv_pct, 0)}), calculada cada día sobre el patrimonio del fondo. El valor cuota que se publica ya la descuenta.`,
    ),
    p(early),
  ];
}

function ordersText(fund: FundSummary): ReactNode[] {
  return [
    p(
      `Hora de corte: ${fund.cutoff_time}, hora de Lima. Una suscripción o un rescate que se pide un día hábil antes de esa hora se asigna al valor cuota de ese día; después de la hora de corte, o en un día que no es hábil, al valor cuota del siguiente día hábil.`,
    ),
    p(
      `Pago de rescates: ${fund.rescue_settlement_days === 0 ? 'el mismo día hábil' : `${fund.rescue_settlement_days} ${fund.rescue_settlement_days === 1 ? 'día hábil' : 'días hábiles'} después`} del día de la solicitud, a una cuenta bancaria a nombre del partícipe, en ${CURRENCY_NAMES[fund.currency]}.`,
    ),
  ];
}

const PAST_RETURNS =
  'Las rentabilidades pasadas no garantizan rentabilidades futuras. La rentabilidad de un fondo mutuo es variable y el valor de la cuota puede subir o bajar. Antes de invertir, lee el prospecto simplificado y el reglamento de participación.';

function body(file: FundDocumentFile, input: FundDocumentInput): ReactNode[] {
  const { fund, composition } = input;
  const general = section(
    'Datos generales',
    p(`Tipo: ${TYPE_NAMES[fund.type]}. Moneda: ${CURRENCY_NAMES[fund.currency]}.`),
    p(
      `Nivel de riesgo: ${fund.risk_level} de 5. Perfil del inversionista al que se dirige: ${fund.profiles.join(', ')}.`,
    ),
    p(`Indicador de comparación (benchmark): ${fund.benchmark}.`),
  );
  const objective = section('Objetivo y política de inversión', p(fund.objective));
  switch (FUND_DOCUMENT_FILES[file]) {
    case 'FACT_SHEET':
      return [
        fund.nav
          ? p(
              `Valor cuota de la serie A al ${dayText(fund.nav.date)}: ${navText(fund.nav.value, fund.currency)}.`,
            )
          : p('El fondo aún no publica valor cuota.'),
        objective,
        section(
          'Rentabilidad de la serie A',
          table(
            ['Periodo', 'Rentabilidad'],
            RETURN_LABELS.map(([k, label]) => [label, returnText(fund.returns[k])]),
          ),
        ),
        section(
          'Composición de la cartera',
          table(
            ['Clase de activo', 'Participación'],
            composition.assetClasses.map((a) => [a.name, percent(a.pct)]),
          ),
          h(View, { style: { height: 8 } }),
          table(
            ['Principales inversiones', 'Participación'],
            composition.holdings.map((a) => [a.name, percent(a.pct)]),
          ),
        ),
        general,
        section('Comisiones', ...feesText(fund)),
        section('Suscripciones y rescates', ...ordersText(fund), minimumsTable(fund)),
      ];
    case 'PROSPECTO':
      return [
        general,
        objective,
        section(
          'Riesgos',
          p(
            `El fondo tiene un nivel de riesgo ${fund.risk_level} de 5. Su valor cuota varía con los precios de sus inversiones, las tasas de interés y el tipo de cambio; puedes recibir menos de lo que invertiste.`,
          ),
        ),
        section('Comisiones y gastos', ...feesText(fund)),
        section('Suscripciones y rescates', ...ordersText(fund), minimumsTable(fund)),
      ];
    case 'REGLAMENTO':
      return [
        section(
          'Artículo 1. Del fondo',
          p(
            `${fund.name} es un ${TYPE_NAMES[fund.type].toLowerCase()} en ${CURRENCY_NAMES[fund.currency]}, administrado por ${input.manager}. Su patrimonio es independiente del de la sociedad administradora.`,
          ),
        ),
        section(
          'Artículo 2. De las cuotas y las series',
          p(
            'El patrimonio se divide en cuotas de igual valor y características dentro de cada serie. Cada serie tiene sus montos mínimos:',
          ),
          minimumsTable(fund),
        ),
        section(
          'Artículo 3. Del valor cuota',
          p(
            'El valor cuota se calcula cada día calendario, después del cierre, con ocho decimales, y se publica en el portal del partícipe.',
          ),
        ),
        section('Artículo 4. De las suscripciones y los rescates', ...ordersText(fund)),
        section('Artículo 5. De las comisiones', ...feesText(fund)),
        section(
          'Artículo 6. De la información al partícipe',
          p(
            'El partícipe recibe cada mes su estado de cuenta con sus movimientos, las cuotas que tiene, el valor cuota y la rentabilidad del periodo, y puede descargarlo en el portal.',
          ),
        ),
        objective,
      ];
  }
}

const TITLES: Record<(typeof FUND_DOCUMENT_FILES)[FundDocumentFile], string> = {
  PROSPECTO: 'Prospecto simplificado',
  REGLAMENTO: 'Reglamento de participación',
  FACT_SHEET: 'Ficha del fondo',
};

/** A fund's document as a PDF, made from its current data (nothing about a fund is in code). */
export async function renderFundDocument(
  file: FundDocumentFile,
  input: FundDocumentInput,
): Promise<Buffer> {
  const title = TITLES[FUND_DOCUMENT_FILES[file]];
  const doc = h(
    Document,
    { title: `${title}: ${input.fund.name}`, author: input.manager, language: 'es-PE' },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(Text, { style: styles.manager }, input.manager),
      h(Text, { style: styles.title }, title),
      h(Text, { style: styles.subtitle }, input.fund.name),
      ...body(file, input),
      h(View, { style: styles.notice, wrap: false }, h(Text, null, PAST_RETURNS)),
      h(Text, { style: styles.footerLeft, fixed: true }, `${title} · ${input.fund.name}`),
      h(Text, {
        style: styles.footerRight,
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          `Página ${pageNumber} de ${totalPages}`,
      }),
    ),
  );
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}
