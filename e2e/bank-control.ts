/**
 * The operator's bank files on the e2e API's control port (e2e/server.ts): what the treasury
 * does with `npm run ops` each day, run through the same command runner (and so the same
 * services and audit log), with the bank's side written in the official formats
 * (`@saf/api/testing`, apps/api/src/testing/bank-files.ts).
 *
 * - `POST /bank/camt054?reference=SUS-…`: the bank's camt.054 notifying that pending
 *   subscription's transfer (its exact amount and currency, on the fund manager's collection
 *   account), imported with `ops statement import`. Answers the command's output and the file.
 * - `POST /payouts/export?date=YYYY-MM-DD`: `ops payouts export --date`, the day's pain.001;
 *   answers its message id and XML (null when nothing is payable).
 * - `POST /payouts/status?message=PAY-…`: the bank's pain.002 accepting and settling every
 *   transfer of that exported file, imported with `ops payouts status`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acceptingStatusReport, runOps, transferNotification, type OpsEnv } from '@saf/api/testing';

/** Who the audit log says ran the commands. */
const OPERATOR = 'tesoreria.e2e';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ControlAnswer {
  status: number;
  body: unknown;
}

/** The bank-file routes; `handle` answers null for a path that is none of them. */
export function bankControl(env: () => OpsEnv) {
  const folder = mkdtempSync(path.join(tmpdir(), 'saf-e2e-bank-'));
  /** The payout files exported, by message id. */
  const exported = new Map<string, string>();
  let files = 0;
  const file = (name: string, text?: string) => {
    files += 1;
    const at = path.join(folder, `${String(files).padStart(3, '0')}-${name}`);
    if (text !== undefined) writeFileSync(at, text, { flag: 'wx' });
    return at;
  };
  const ops = async (args: string[]) => {
    const run = await runOps(env(), args, { operator: OPERATOR });
    return { ok: run.code === 0, output: run.output };
  };

  async function handle(method: string, url: URL): Promise<ControlAnswer | null> {
    if (method !== 'POST') return null;
    if (url.pathname === '/bank/camt054') {
      const reference = url.searchParams.get('reference') ?? '';
      const xml = await transferNotification(env().ctx, reference);
      if (!xml) return { status: 404, body: { error: `no subscription ${reference}` } };
      const run = await ops(['statement', 'import', file('camt054.xml', xml)]);
      return { status: run.ok ? 200 : 500, body: { ...run, xml } };
    }
    if (url.pathname === '/payouts/export') {
      const date = url.searchParams.get('date') ?? '';
      if (!DAY.test(date)) return { status: 400, body: { error: 'date must be YYYY-MM-DD' } };
      const out = file('pain001.xml');
      const run = await ops(['payouts', 'export', '--date', date, '--out', out]);
      if (!run.ok) return { status: 500, body: run };
      let xml: string | null = null;
      try {
        xml = readFileSync(out, 'utf8');
      } catch {
        // Nothing payable that day: the command wrote no file.
      }
      const messageId = xml ? (/<MsgId>([^<]+)<\/MsgId>/.exec(xml)?.[1] ?? null) : null;
      if (xml && messageId) exported.set(messageId, xml);
      return { status: 200, body: { ...run, messageId, xml } };
    }
    if (url.pathname === '/payouts/status') {
      const messageId = url.searchParams.get('message') ?? '';
      const pain001 = exported.get(messageId);
      if (!pain001) return { status: 404, body: { error: `no exported file ${messageId}` } };
      const xml = acceptingStatusReport(pain001, env().clock.now());
      const run = await ops(['payouts', 'status', file('pain002.xml', xml)]);
      return { status: run.ok ? 200 : 500, body: { ...run, xml } };
    }
    return null;
  }

  return { handle, close: () => rmSync(folder, { recursive: true, force: true }) };
}
