import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Ctx } from '../../modules/shared/context';

/**
 * What an operator's command works with: the API's configuration, database and clock, and the
 * services' context with the same adapters the API runs (mail, the gateway, the treasury…).
 */
export interface OpsEnv {
  config: Config;
  database: Database;
  clock: Clock;
  ctx: Ctx;
}

/** What a command did: lines for the operator and what changed, for the audit log. */
export interface OpsResult {
  lines: string[];
  /** What changed, recorded in the audit log (null: a read-only command). */
  changed: unknown;
  /** SHA-256 of the file the command read, when it read one. */
  fileHash?: string;
}

/** A mistake in how the command was called: printed with the usage, exit code 2. */
export class UsageError extends Error {}

export interface OpsCommand {
  /** The first word(s) of the command line, e.g. `maintenance`. */
  name: string;
  /** One line per form, for the help. */
  usage: string[];
  /** Whether the command changes something (read-only commands are not audited). */
  mutates(args: readonly string[]): boolean;
  /** `operator`: who runs it (empty for a read-only command run without a name). */
  run(env: OpsEnv, args: readonly string[], operator: string): Promise<OpsResult>;
}
