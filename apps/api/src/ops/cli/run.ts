import { latestAudit, recordAudit } from './audit';
import { complianceCommand } from './compliance';
import { maintenanceCommand } from './maintenance';
import { navCommand } from './nav';
import { payoutsCommand } from './payouts';
import { screeningCommand } from './screening';
import { exceptionsCommand, statementCommand } from './treasury';
import { UsageError, type OpsCommand, type OpsEnv, type OpsResult } from './types';

/** The audit log itself, newest first (read-only). */
const auditCommand: OpsCommand = {
  name: 'audit',
  usage: ['audit [--last <n>]'],
  mutates: () => false,
  async run({ database }, args) {
    const at = args.indexOf('--last');
    const last = at >= 0 ? Number(args[at + 1]) : 20;
    if (!Number.isInteger(last) || last <= 0) throw new UsageError('--last needs a whole number');
    const rows = await latestAudit(database.db, last);
    return {
      lines: rows.map(
        (r) =>
          `${r.at.toISOString()}  ${r.operator}  ${r.outcome.padEnd(6)}  ${r.command}${
            r.fileHash ? `  sha256:${r.fileHash.slice(0, 16)}…` : ''
          }`,
      ),
      changed: null,
    };
  },
};

/** Every operator command, in the order the help lists them. */
export const OPS_COMMANDS: readonly OpsCommand[] = [
  statementCommand,
  exceptionsCommand,
  payoutsCommand,
  complianceCommand,
  navCommand,
  screeningCommand,
  maintenanceCommand,
  auditCommand,
];

export function usage(commands: readonly OpsCommand[] = OPS_COMMANDS): string {
  return [
    'usage: npm run ops -- [--as <operator>] <command>',
    ...commands.flatMap((c) => c.usage.map((u) => `  ${u}`)),
  ].join('\n');
}

export interface OpsRun {
  /** 0: done; 1: the command failed; 2: it was called wrongly. */
  code: number;
  output: string[];
}

/**
 * Runs one operator command and writes it to the audit log: who (`--as`, else OPS_OPERATOR),
 * when, the command line, the hash of a file it read, and what changed or why it failed.
 * Read-only commands are not logged. There is no HTTP route to any of this: only someone with
 * the database's credentials on an operator's machine can run it.
 */
export async function runOps(
  env: OpsEnv,
  argv: readonly string[],
  options: { operator?: string; commands?: readonly OpsCommand[] } = {},
): Promise<OpsRun> {
  const commands = options.commands ?? OPS_COMMANDS;
  const args = [...argv];
  const asAt = args.indexOf('--as');
  let operator = options.operator?.trim() ?? '';
  if (asAt >= 0) {
    operator = (args[asAt + 1] ?? '').trim();
    args.splice(asAt, 2);
  }
  const [name, ...rest] = args;
  const command = commands.find((c) => c.name === name);
  if (!command)
    return { code: 2, output: [name ? `unknown command: ${name}` : 'no command', usage(commands)] };
  const mutates = command.mutates(rest);
  if (mutates && !/^[\p{L}\p{N}._@-]{2,64}$/u.test(operator))
    return {
      code: 2,
      output: [
        'who runs this? give --as <operator> or set OPS_OPERATOR (letters, digits, . _ @ -)',
      ],
    };
  const line = [name, ...rest].join(' ');
  let result: OpsResult;
  try {
    result = await command.run(env, rest, operator);
  } catch (err) {
    const usageError = err instanceof UsageError;
    const message = err instanceof Error ? err.message : String(err);
    if (mutates && !usageError)
      await recordAudit(env.database.db, {
        at: env.clock.now(),
        operator,
        command: line,
        fileHash: null,
        outcome: 'failed',
        summary: { error: message },
      });
    return usageError
      ? { code: 2, output: [message, usage([command])] }
      : { code: 1, output: [`failed: ${message}`] };
  }
  if (mutates)
    await recordAudit(env.database.db, {
      at: env.clock.now(),
      operator,
      command: line,
      fileHash: result.fileHash ?? null,
      outcome: 'ok',
      summary: result.changed,
    });
  return { code: 0, output: result.lines };
}
