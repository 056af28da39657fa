#!/usr/bin/env node
// Runs the workspace's pnpm: the one on PATH when it is the pinned version, otherwise through
// npx, so a machine with only Node.js and npm can run every command of the README.
import os from 'node:os';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '12.21.0';

function pnpmOnPath() {
  const probe = spawnSync('pnpm', ['--version'], {
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  return probe.status === 0 && probe.stdout.trim() === PNPM_VERSION;
}

let cached;
/**
 * The command and leading arguments that start pnpm.
 * @program pnpm, npx
 */
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

/** Runs pnpm with inherited stdio without blocking the event loop; resolves with the status. */
export function pnpmAsync(args, options = {}) {
  const [cmd, ...lead] = pnpmCommand();
  return new Promise((resolve) => {
    const child = spawn(cmd, [...lead, ...args], {
      stdio: 'inherit',
      shell: process.platform === 'win32',
      ...options,
      env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...process.env, ...options.env },
    });
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

/**
 * Runs a command with its output collected instead of printed, for checks that run side by side;
 * resolves with the exit status and the interleaved stdout and stderr. `lowPriority: true` runs it
 * at the lowest CPU priority (nice 19), on the time other processes leave idle.
 */
function collect(cmd, args, options) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
      ...options,
      env: {
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        FORCE_COLOR: '1',
        ...process.env,
        ...options.env,
      },
    });
    if (options.lowPriority && child.pid) {
      try {
        os.setPriority(child.pid, 19);
      } catch {
        // Not allowed here: it runs at the normal priority.
      }
    }
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

/**
 * Runs a tool of the workspace root (node_modules/.bin) with its output collected, as `pnpm exec`
 * would without starting pnpm: where pnpm comes through npx, each start costs about 2
 * CPU-seconds. For tools that do not call pnpm themselves.
 */
export function binCollected(tool, args, options = {}) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const bin = path.join(root, 'node_modules', '.bin');
  const file = path.join(bin, process.platform === 'win32' ? `${tool}.cmd` : tool);
  return collect(file, args, {
    cwd: root,
    ...options,
    env: { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`, ...options.env },
  });
}

/**
 * Runs a Node.js script of the workspace (a path from the root) with its output collected, like
 * binCollected, for a tool whose command name another package also takes (`tsc`).
 */
export function scriptCollected(script, args, options = {}) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  return collect(process.execPath, [path.join(root, script), ...args], { cwd: root, ...options });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
