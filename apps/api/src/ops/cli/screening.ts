import { refreshLists } from '../../modules/screening/refresh';
import { decideMatch, pendingMatches, ReviewError } from '../../modules/screening/review';
import { listsInUse } from '../../modules/screening/store';
import { option } from './files';
import { UsageError, type OpsCommand } from './types';

/**
 * AML screening for compliance (docs/OPERATIONS.md): the potential matches held for review,
 * each confirmed or dismissed with a reason (audited), the lists in use and their refresh.
 */
export const screeningCommand: OpsCommand = {
  name: 'screening',
  usage: [
    'screening matches                                     potential matches waiting for review',
    'screening confirm <id> --note <why>                   a true match: the customer stays blocked',
    'screening dismiss <id> --note <why>                   a homonym: lifts the block if nothing else holds it',
    'screening lists                                       the list versions in use',
    'screening refresh                                     read the lists now and screen everyone again if one changed',
  ],
  mutates: ([action]) => action === 'confirm' || action === 'dismiss' || action === 'refresh',
  async run({ ctx, database }, [action, ...rest], operator) {
    if (action === 'matches') {
      const matches = await pendingMatches(database.db);
      if (matches.length === 0) return { lines: ['No potential match waiting.'], changed: null };
      return {
        lines: matches.flatMap((m) => [
          `#${m.screeningId}  ${m.screenedAt.toISOString()}  ${m.customer} (${m.document}), ${m.subject}` +
            `  ~ ${m.list ?? '?'} ${m.entryId ?? '?'}  score ${m.score ?? '—'}`,
          ...m.reasons.map((r) => `      ${r}`),
        ]),
        changed: null,
      };
    }
    if (action === 'lists') {
      const lists = await listsInUse(database.db);
      if (lists.length === 0) return { lines: ['No list loaded.'], changed: null };
      return {
        lines: lists.map(
          (l) =>
            `${l.list.padEnd(5)} sha256:${l.hash.slice(0, 16)}…  ${l.entries} people  since ${l.loadedAt.toISOString()}  from ${l.source}`,
        ),
        changed: null,
      };
    }
    if (action === 'refresh') {
      const result = await refreshLists(ctx);
      return {
        lines: [
          ...result.lists.map(
            (l) => `${l.list}: ${l.outcome}${'error' in l ? ` (${l.error})` : ''}`,
          ),
          result.rescreened
            ? `screened again: ${result.rescreened.screened}, held for review: ${result.rescreened.held.length}`
            : 'no list changed: nobody screened again',
        ],
        changed: result,
      };
    }
    if (action !== 'confirm' && action !== 'dismiss')
      throw new UsageError('screening needs matches, confirm, dismiss, lists or refresh');
    const id = Number(rest[0]);
    if (!Number.isInteger(id) || id <= 0) throw new UsageError(`${action} needs a match id`);
    const note = option(rest, '--note')?.trim();
    if (!note) throw new UsageError(`${action} needs --note <why>`);
    const decision = action === 'confirm' ? 'CONFIRMED' : 'DISMISSED';
    try {
      const result = await decideMatch(ctx, id, decision, operator, note);
      return {
        lines: [
          `#${id} ${decision.toLowerCase()}: customer ${result.userId} ${
            result.cleared ? 'cleared to invest' : 'stays blocked'
          }.`,
        ],
        changed: { screeningId: id, decision, note, ...result },
      };
    } catch (err) {
      if (err instanceof ReviewError) throw new Error(err.message);
      throw err;
    }
  },
};
