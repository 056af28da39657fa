import { importStatement, listExceptions, resolveException } from '../../modules/treasury/service';
import { idArg, option, readInput } from './files';
import { UsageError, type OpsCommand } from './types';

/** The collection accounts' statements (camt.053 / camt.054), docs/OPERATIONS.md. */
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
          `${result.messageType} ${result.messageId}: ${result.newCredits} new credits, ${result.knownCredits} already known, ${result.ignoredEntries} entries not kept.`,
          ...result.matched.map((m) => `  paid: ${m.reference} (credit ${m.creditId})`),
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
        exceptions: result.exceptions,
      },
    };
  },
};

/** The credits the statements could not match, and their resolution. */
export const exceptionsCommand: OpsCommand = {
  name: 'exceptions',
  usage: ['exceptions list', 'exceptions resolve <id> --order <reference> | --refund'],
  mutates: ([action]) => action === 'resolve',
  async run({ ctx }, [action, id, ...rest], operator) {
    if (action === 'list') {
      const open = await listExceptions(ctx);
      return {
        lines: open.length
          ? open.map(
              (e) =>
                `${e.id}  ${e.kind}  ${e.currency} ${e.amount}  ${e.bookingDate ?? ''}  ref ${e.reference ?? '—'}  from ${e.debtor.name ?? '?'} ${e.debtor.account ?? ''}  "${e.remittance.join(' / ')}"`,
            )
          : ['No open exceptions.'],
        changed: null,
      };
    }
    if (action !== 'resolve') throw new UsageError('exceptions needs list or resolve');
    const order = option(rest, '--order');
    const refund = rest.includes('--refund');
    if (Boolean(order) === refund) throw new UsageError('give --order <reference> or --refund');
    const view = await resolveException(
      ctx,
      idArg(id, 'exception'),
      order ? { action: 'assign', reference: order } : { action: 'refund' },
      operator,
    );
    return {
      lines: [
        order
          ? `Exception ${view.id} paid order ${view.paidOrder}.`
          : `Exception ${view.id} marked for refund to ${view.debtor.name ?? '?'} ${view.debtor.account ?? ''}: make the transfer at the bank.`,
      ],
      changed: { id: view.id, status: view.status, paidOrder: view.paidOrder },
    };
  },
};
