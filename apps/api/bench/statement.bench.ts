/**
 * Statement PDF benchmark (a script, never a test): renders a statement of 12 months × 3 funds
 * (36 sections: each month of a year for three funds in both currencies, two movements each,
 * 72 movement rows) `BENCH_RUNS` times (40) after 5 warm-up renders, and prints the median,
 * p95 and the pages. `BENCH_MONTHS=1` renders one month of the three funds (a customer's
 * monthly statement). `BENCH_ENGINE=react-pdf` renders the same content with @react-pdf/renderer
 * (the engine of the fund documents) for comparison; `BENCH_OUT=file.pdf` keeps one render.
 *
 *   pnpm --filter @saf/api bench:statement
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createElement as h } from 'react';
import type { CurrencyCode } from '@saf/contract';
import { addDays } from '../src/lib/dates';
import { money, navText, styles, table } from '../src/modules/funds/documents';
import { monthEnd, type Statement, type StatementSection } from '../src/modules/statements/ledger';
import { renderStatement } from '../src/modules/statements/pdf';
import { cuotasText, shortDay } from '../src/modules/statements/pdf-format';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const ENGINE = process.env.BENCH_ENGINE ?? 'pdfkit';
/** Months of the statement (12); `1` measures a customer's monthly statement of three funds. */
const MONTHS = Number(process.env.BENCH_MONTHS ?? 12);

const FUNDS: { code: string; name: string; currency: CurrencyCode; nav: number }[] = [
  { code: 'RCPS', name: 'Quipu Renta Corto Plazo Soles', currency: 'PEN', nav: 14.2 },
  { code: 'BALS', name: 'Quipu Balanceado Soles', currency: 'PEN', nav: 168.4 },
  { code: 'RCPD', name: 'Quipu Renta Corto Plazo Dólares', currency: 'USD', nav: 11.9 },
];

/** A year of monthly sections for three funds, figures shaped like the ledger's. */
function yearStatement(): Statement {
  const sections: StatementSection[] = [];
  let n = 0;
  for (let month = 1; month <= MONTHS; month += 1) {
    const m = `2026-${String(month).padStart(2, '0')}`;
    for (const f of FUNDS) {
      const open = (f.nav * (1 + month / 200)).toFixed(8);
      const close = (f.nav * (1 + (month + 1) / 200)).toFixed(8);
      const movements = [5, 19].map((day, i) => {
        n += 1;
        const amount = i === 0 ? '1500.00' : '420.35';
        const cuotas = (Number(amount) / Number(open)).toFixed(8);
        return {
          seriesId: 1,
          fundCode: f.code,
          fundName: f.name,
          currency: f.currency,
          seriesCode: '000',
          seriesName: 'Serie A',
          date: addDays(`${m}-01`, day),
          kind: i === 0 ? ('SUBSCRIPTION' as const) : ('RESCUE' as const),
          reference: `${i === 0 ? 'SUS' : 'RES'}-2026-${String(n).padStart(6, '0')}`,
          cuotas: i === 0 ? cuotas : `-${cuotas}`,
          amount,
          valorCuota: open,
          fee: i === 0 ? null : '4.20',
          tax: i === 0 ? null : '1.05',
        };
      });
      sections.push({
        fundCode: f.code,
        fundName: `${f.name} · ${m}`,
        seriesCode: '000',
        seriesName: 'Serie A',
        currency: f.currency,
        unifiedFeePct: '1.5000',
        opening: {
          cuotas: '1000.12345678',
          nav: { date: addDays(`${m}-01`, -1), value: open },
          balance: (1000.12345678 * Number(open)).toFixed(2),
        },
        movements,
        closing: {
          cuotas: '1079.33445566',
          nav: { date: monthEnd(m), value: close },
          balance: (1079.33445566 * Number(close)).toFixed(2),
        },
        returns: { period: '0.00412345', ytd: '0.04123456', year: '0.05234567' },
        fees: '4.20',
        taxes: '1.05',
      });
    }
  }
  return {
    month: '2026-12',
    from: '2026-01-01',
    to: '2026-12-31',
    participant: { name: 'Rosa Huamán Quispe', document: 'DNI 41000001', email: 'rosa@demo.pe' },
    sections,
  };
}

/** The same content with @react-pdf/renderer, the fund documents' layout. */
async function reactPdf(st: Statement): Promise<Buffer> {
  const { Document, Page, Text, renderToBuffer } = await import('@react-pdf/renderer');
  const doc = h(
    Document,
    { title: 'Estado de cuenta', language: 'es-PE' },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(Text, { style: styles.title }, 'Estado de cuenta'),
      ...st.sections.flatMap((s) => [
        h(Text, { style: styles.heading }, `${s.fundName} · ${s.seriesName}`),
        table(
          ['Al inicio y al cierre', 'Cuotas', 'Valor cuota', 'Saldo'],
          [
            [
              'Saldo inicial',
              cuotasText(s.opening.cuotas),
              navText(s.opening.nav!.value, s.currency),
              money(s.opening.balance, s.currency),
            ],
            [
              'Saldo final',
              cuotasText(s.closing.cuotas),
              navText(s.closing.nav!.value, s.currency),
              money(s.closing.balance, s.currency),
            ],
          ],
        ),
        table(
          ['Fecha', 'Tipo', 'Referencia', 'Monto', 'Cuotas', 'Valor cuota'],
          s.movements.map((m) => [
            shortDay(m.date),
            m.kind === 'RESCUE' ? 'Rescate' : 'Suscripción',
            m.reference,
            money(m.amount, s.currency),
            cuotasText(m.cuotas, true),
            navText(m.valorCuota, s.currency),
          ]),
        ),
      ]),
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

const render = (st: Statement) =>
  ENGINE === 'react-pdf' ? reactPdf(st) : renderStatement(st, new Date('2027-01-05T15:00:00Z'));

const pagesOf = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

const st = yearStatement();
for (let i = 0; i < 5; i += 1) await render(st);
const times: number[] = [];
const cpu: number[] = [];
let last: Buffer = Buffer.alloc(0);
for (let i = 0; i < RUNS; i += 1) {
  const start = performance.now();
  const used = process.cpuUsage();
  last = await render(st);
  times.push(performance.now() - start);
  const spent = process.cpuUsage(used);
  cpu.push((spent.user + spent.system) / 1000);
}
const quantile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const at = (q: number) => quantile(times, q);
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, new Uint8Array(last));
console.log(
  `${ENGINE}: ${MONTHS} month${MONTHS === 1 ? '' : 's'} × 3 funds (${st.sections.length} sections, ${st.sections.reduce((s, x) => s + x.movements.length, 0)} movements), ${RUNS} runs: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (CPU time: median ${quantile(cpu, 0.5).toFixed(1)} ms, p95 ${quantile(cpu, 0.95).toFixed(1)} ms; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores), ${pagesOf(last)} pages, ${(last.length / 1024).toFixed(0)} KiB`,
);
