import { readFileSync } from 'node:fs';
import { apiPath } from './paths';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id, 19 MiB, 2 passes, 1 lane (OWASP password storage cheat sheet). */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum cannot be imported under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The lowest argon2id cost, for the API's own test files only (`ARGON2_TEST_COST=1`, set by the
 * `api` project of vitest.config.ts): their hundreds of logins at the production cost were about
 * a fifth of its CPU (95 against 77 CPU-seconds with `api-mocks`). Never under
 * NODE_ENV=production. The production cost stays pinned by test/auth/login-equal-work.test.ts (the
 * `api-mocks` project, without the variable), and the end-to-end suite's API hashes at it.
 */
const TEST_OPTIONS = { ...ARGON2_OPTIONS, memoryCost: 1024, timeCost: 1 } as const;

function hashOptions() {
  return process.env['ARGON2_TEST_COST'] === '1' && process.env['NODE_ENV'] !== 'production'
    ? TEST_OPTIONS
    : ARGON2_OPTIONS;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), hashOptions());
}

/** The cost a stored hash should have now (the test files' lower one under ARGON2_TEST_COST). */
export function currentHashOptions(): typeof ARGON2_OPTIONS | typeof TEST_OPTIONS {
  return hashOptions();
}

const ALGORITHMS = ['argon2d', 'argon2i', 'argon2id'] as const;

/**
 * Whether a stored hash (a PHC string, `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) is weaker than
 * the cost given: another algorithm or version, or less memory, passes or lanes. A stronger one
 * is left alone; anything unreadable needs a rehash.
 */
export function passwordNeedsRehash(
  stored: string,
  options: { algorithm: Algorithm; memoryCost: number; timeCost: number; parallelism: number },
): boolean {
  const m = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!m) return true;
  const [, algorithm, version, memory, time, lanes] = m;
  return (
    algorithm !== ALGORITHMS[options.algorithm] ||
    Number(version) < 19 ||
    Number(memory) < options.memoryCost ||
    Number(time) < options.timeCost ||
    Number(lanes) < options.parallelism
  );
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password.normalize('NFC'));
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Spends the same time as a real verification for a login whose account does not exist
 * or has no password, so timing does not tell the two apart.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hashPassword('dummy-password-for-timing-equalisation');
  await verifyPassword(await dummy, password);
  return false;
}

let common: Set<string> | undefined;
/** The shipped list of the most common passwords (lower-cased), loaded once. */
export function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(apiPath('src/lib/common-passwords.txt'), 'utf8');
    common = new Set(
      text
        .split('\n')
        .map((l) => l.trim().toLowerCase())
        .filter((l) => l && !l.startsWith('#')),
    );
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
