#!/usr/bin/env node
// Runs the workspace's pnpm: the one on PATH when it is the pinned version, otherwise through
// npx, so a machine with only Node.js and npm can run every command of the README.
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '12.21.0';

function pnpmOnPath() {
  const probe = spawnSync('pnpm', ['--version'], {
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  return probe.status === 0 && probe.stdout.trim() === PNPM_VERSION;
}

let cached;
/** The command and leading arguments that start pnpm. */
export function pnpmCommand() {
  cached ??= pnpmOnPath() ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  return cached;
}

/** Runs pnpm with the given arguments, inheriting stdio; returns the exit status. */
export function pnpm(args, options = {}) {
  const [cmd, ...lead] = pnpmCommand();
  const result = spawnSync(cmd, [...lead, ...args], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    ...options,
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...process.env, ...options.env },
  });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
