import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { UsageError } from './types';

/** A file an operator hands in: its text and its SHA-256, for the audit log. */
export async function readInput(path: string | undefined): Promise<{ text: string; hash: string }> {
  if (!path) throw new UsageError('give the file to read');
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    throw new UsageError(`cannot read ${path}`);
  }
  return { text: bytes.toString('utf8'), hash: createHash('sha256').update(bytes).digest('hex') };
}

/** Writes a file the operator takes to the bank; refuses to overwrite one. */
export async function writeOutput(path: string, text: string): Promise<void> {
  await writeFile(path, text, { flag: 'wx' });
}

/** The value after `--name`, or undefined. */
export function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** A positive whole number given as an id. */
export function idArg(text: string | undefined, what: string): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0) throw new UsageError(`give the ${what}'s number`);
  return id;
}
