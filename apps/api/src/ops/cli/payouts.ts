import { limaDate } from '../../lib/lima';
import { exportPayoutFile } from '../../modules/payouts/export';
import { importPayoutStatus } from '../../modules/payouts/status';
import { option, readInput, writeOutput } from './files';
import { UsageError, type OpsCommand } from './types';

/** Rescue payouts through the bank (PAYOUTS=pain001), docs/OPERATIONS.md. */
export const payoutsCommand: OpsCommand = {
  name: 'payouts',
  usage: [
    'payouts export [--date <YYYY-MM-DD>] [--out <file>]   the day’s pain.001 (default: today in Lima)',
    'payouts status <pain.002 file>',
  ],
  mutates: () => true,
  async run({ ctx, clock }, [action, ...rest], operator) {
    if (action === 'export') {
      const day = option(rest, '--date') ?? limaDate(clock.now());
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new UsageError('--date needs YYYY-MM-DD');
      const file = await exportPayoutFile(ctx, day, operator);
      if (!file)
        return {
          lines: [`Nothing to pay on ${day}: no file written.`],
          changed: { day, rescues: [] },
        };
      const out = option(rest, '--out') ?? `${file.messageId}.xml`;
      await writeOutput(out, file.xml);
      return {
        lines: [
          `${out}: ${file.references.length - file.refunds.length} rescues, ${file.refunds.length} refunds (${file.messageId}). Upload it to the bank, then import its pain.002 or the statement.`,
        ],
        fileHash: file.sha256,
        changed: {
          messageId: file.messageId,
          day,
          rescues: file.references.filter((r) => !file.refunds.includes(r)),
          refunds: file.refunds,
          out,
        },
      };
    }
    if (action !== 'status') throw new UsageError('payouts needs export or status');
    const { text, hash } = await readInput(rest[0]);
    const result = await importPayoutStatus(ctx, text, operator);
    const lines = result.duplicate
      ? ['Already imported: nothing changed.']
      : [
          `paid ${result.paid.length}, returned to the customer ${result.rejected.length}, to pay again ${result.resent.length}, still with the bank ${result.waiting.length}, ignored ${result.ignored.length}`,
          ...result.rejected.map((r) => `  rejected: ${r.reference} (${r.reason ?? 'no reason'})`),
        ];
    return { lines, fileHash: hash, changed: result };
  },
};
