import { importStatement } from '../../modules/treasury/service';
import {
  listExceptions,
  listRefunds,
  resolveException,
  type CreditView,
  type Resolution,
} from '../../modules/treasury/exceptions';
import { idArg, option, readInput } from './files';
import { UsageError, type OpsCommand } from './types';

/** The fund's accounts' statements (camt.053 / camt.054), docs/OPERATIONS.md. */
export const statementCommand: OpsCommand = {
  name: 'statement',
  usage: ['statement import <camt.053 or camt.054 file>'],
  mutates: () => true,
  async run({ ctx }, [action, path], operator) {
    if (action !== 'import') throw new UsageError('statement needs import <file>');
    const { text, hash } = await readInput(path);
    const result = await importStatement(ctx, text, operator);
    const lines = result.duplicate
      ? [`Already imported (${result.messageId}): nothing changed.`]
      : [
          `${result.messageType} ${result.messageId}: ${result.newCredits} new entries, ${result.knownCredits} already known, ${result.ignoredEntries} entries not kept.`,
          ...result.matched.map((m) => `  paid: ${m.reference} (credit ${m.creditId})`),
          ...result.confirmed.map(
            (c) =>
              `  payout confirmed: ${c.reference} (debit ${c.creditId})${c.changed ? '' : ', already confirmed'}`,
          ),
          ...result.returned.map(
            (r) =>
              `  payout returned: ${r.reference} (${r.reason ?? 'reversal'}, entry ${r.creditId})`,
          ),
          ...result.exceptions.map(
            (e) => `  exception ${e.creditId}: ${e.kind}${e.reference ? ` (${e.reference})` : ''}`,
          ),
        ];
    return {
      lines,
      fileHash: hash,
      changed: {
        duplicate: result.duplicate,
        messageId: result.messageId,
        matched: result.matched,
        confirmed: result.confirmed,
        returned: result.returned,
        exceptions: result.exceptions,
      },
    };
  },
};

const refundLine = (e: CreditView) =>
  e.refund
    ? `  refund ${e.refund.reference}: ${e.refund.state}${e.refund.reason ? ` (${e.refund.reason})` : ''}`
    : '';

const exceptionLine = (e: CreditView) =>
  e.direction === 'DBIT'
    ? `${e.id}  ${e.kind}  debit ${e.currency} ${e.amount}  ${e.bookingDate ?? ''}  payout ${e.reference ?? '—'}  to ${e.creditor ?? '?'}  "${e.remittance.join(' / ')}"`
    : `${e.id}  ${e.kind ?? e.status}  ${e.currency} ${e.amount}  ${e.bookingDate ?? ''}  ref ${e.reference ?? '—'}  from ${e.debtor.name ?? '?'} ${e.debtor.account ?? ''}  "${e.remittance.join(' / ')}"${refundLine(e)}`;

/** What the operator reads after a resolution. */
function resolvedLine(view: CreditView, payouts: string): string {
  if (view.status === 'ASSIGNED') return `Exception ${view.id} paid order ${view.paidOrder}.`;
  if (view.status === 'ACKNOWLEDGED') return `Exception ${view.id} closed: ${view.note}.`;
  const to = `${view.debtor.name ?? '?'} ${view.debtor.account ?? ''}`;
  return payouts === 'pain001'
    ? `Exception ${view.id}: refund ${view.refund!.reference} to ${to} goes into the next payout file (payouts export).`
    : `Exception ${view.id} marked for refund ${view.refund!.reference} to ${to}: make the transfer at the bank.`;
}

/** The entries the statements could not match, their resolution, and the refunds. */
export const exceptionsCommand: OpsCommand = {
  name: 'exceptions',
  usage: [
    'exceptions list',
    'exceptions refunds',
    'exceptions resolve <id> --order <reference> | --refund | --acknowledge <note>',
  ],
  mutates: ([action]) => action === 'resolve',
  async run({ ctx }, [action, id, ...rest], operator) {
    if (action === 'list') {
      const open = await listExceptions(ctx);
      return {
        lines: open.length ? open.map(exceptionLine) : ['No open exceptions.'],
        changed: null,
      };
    }
    if (action === 'refunds') {
      const refunds = await listRefunds(ctx);
      return {
        lines: refunds.length
          ? refunds.map(
              (e) =>
                `${e.refund!.reference}  ${e.refund!.state}${e.refund!.reason ? ` (${e.refund!.reason})` : ''}  ${e.currency} ${e.amount}  to ${e.debtor.name ?? '?'} ${e.debtor.account ?? ''}  exception ${e.id}`,
            )
          : ['No refunds.'],
        changed: null,
      };
    }
    if (action !== 'resolve') throw new UsageError('exceptions needs list, refunds or resolve');
    const order = option(rest, '--order');
    const refund = rest.includes('--refund');
    const note = option(rest, '--acknowledge');
    if ([Boolean(order), refund, note !== undefined].filter(Boolean).length !== 1)
      throw new UsageError('give --order <reference>, --refund or --acknowledge <note>');
    const wanted: Resolution = order
      ? { action: 'assign', reference: order }
      : refund
        ? { action: 'refund' }
        : { action: 'acknowledge', note: note ?? '' };
    const view = await resolveException(ctx, idArg(id, 'exception'), wanted, operator);
    return {
      lines: [resolvedLine(view, ctx.config.PAYOUTS)],
      changed: {
        id: view.id,
        status: view.status,
        paidOrder: view.paidOrder,
        refund: view.refund?.reference ?? null,
        note: view.note,
      },
    };
  },
};
