import { approveNavFile, importNavFile, rejectNavFile } from '../../modules/nav-file/service';
import type { NavFileOutcome } from '../../modules/nav-file/service';
import { idArg, readInput } from './files';
import { UsageError, type OpsCommand } from './types';

function describe(outcome: NavFileOutcome): string[] {
  if (outcome.status === 'HELD')
    return [
      `File ${outcome.id} (${outcome.businessDay}) held: values moved beyond their fund's limit.`,
      ...outcome.moves.map(
        (m) =>
          `  ${m.fundCode}-${m.seriesCode} ${m.date}: ${m.previous} → ${m.value} (${m.movePct} %, limit ${m.limitPct} %)`,
      ),
      `Check them with the core system, then: nav approve ${outcome.id} | nav reject ${outcome.id}`,
    ];
  return [
    `File ${outcome.id} (${outcome.businessDay}) accepted: ${outcome.published} values published, ${outcome.settled} orders settled.`,
  ];
}

/** The core system's valor cuota file (NAV_SOURCE=core-file), docs/OPERATIONS.md. */
export const navCommand: OpsCommand = {
  name: 'nav',
  usage: ['nav import <file>', 'nav approve <id>', 'nav reject <id>'],
  mutates: () => true,
  async run({ ctx }, [action, arg], operator) {
    if (action === 'import') {
      const { text, hash } = await readInput(arg);
      const outcome = await importNavFile(ctx, text, operator);
      return { lines: describe(outcome), fileHash: hash, changed: outcome };
    }
    if (action === 'approve') {
      const outcome = await approveNavFile(ctx, idArg(arg, 'file'), operator);
      return { lines: describe(outcome), changed: outcome };
    }
    if (action === 'reject') {
      const file = await rejectNavFile(ctx, idArg(arg, 'file'), operator);
      return {
        lines: [`File ${file.id} rejected: the core system's corrected file can be imported.`],
        changed: { id: file.id, status: file.status },
      };
    }
    throw new UsageError('nav needs import, approve or reject');
  },
};
