import {
  approveEdd,
  complianceQueue,
  liftAmlBlock,
  rejectRescue,
  releaseOrder,
} from '../../modules/compliance/service';
import { option } from './files';
import { UsageError, type OpsCommand } from './types';

/**
 * Compliance's decisions (docs/OPERATIONS.md, docs/DOMAIN.md Compliance): what waits, lifting an
 * AML block, releasing or rejecting a held order, approving a PEP's enhanced due diligence.
 */
export const complianceCommand: OpsCommand = {
  name: 'compliance',
  usage: [
    'compliance list                                  held orders, blocked customers, PEP reviews',
    'compliance lift <email>                          lift an AML block',
    'compliance release <reference>                   a held rescue or subscription goes on',
    'compliance reject <reference> [--reason <text>]  a held rescue not priced yet is annulled',
    'compliance approve-edd <email>                   a PEP’s review approved; their orders go on',
  ],
  mutates: ([action]) => action !== 'list',
  async run({ ctx }, [action, target, ...rest]) {
    if (action === 'list') {
      const queue = await complianceQueue(ctx);
      return {
        lines: [
          `held orders: ${queue.held.length}`,
          ...queue.held.map(
            (h) => `  ${h.reference}  ${h.kind}  ${h.amount} ${h.currency}  ${h.email}`,
          ),
          `blocked or suspended customers: ${queue.blocked.length}`,
          ...queue.blocked.map((b) => `  ${b.email}  ${b.reason}`),
          `enhanced due diligence waiting: ${queue.edd.length}`,
          ...queue.edd.map((e) => `  ${e.email}`),
        ],
        changed: null,
      };
    }
    if (!target) throw new UsageError(`compliance ${action ?? ''} needs its target`);
    if (action === 'lift') {
      const result = await liftAmlBlock(ctx, target);
      return { lines: [`${target}: AML block lifted.`], changed: { lifted: target, ...result } };
    }
    if (action === 'release') {
      const result = await releaseOrder(ctx, target);
      return { lines: [`${target}: released.`], changed: { released: result.reference } };
    }
    if (action === 'reject') {
      const result = await rejectRescue(ctx, target, option(rest, '--reason'));
      return { lines: [`${target}: rejected and annulled.`], changed: { rejected: result } };
    }
    if (action === 'approve-edd') {
      const result = await approveEdd(ctx, target);
      return {
        lines: [
          `${target}: enhanced due diligence approved; ${result.released.length} orders released.`,
        ],
        changed: { approved: target, ...result },
      };
    }
    throw new UsageError('compliance needs list, lift, release, reject or approve-edd');
  },
};
