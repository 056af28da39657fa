// The files the check reads and the tools the workspace installed.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SCANNED_DIRS = ['apps', 'packages', 'e2e', 'scripts', '.storybook', '.ci'];
export const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Folders that hold what tools made or installed, never the project's code. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'coverage',
  'test-results',
  'playwright-report',
  '.tmp',
  '.data',
  '.vitest-attachments',
  '__screenshots__',
  '.git',
]);

/**
 * The files the check reads in this repository (relative paths): the code of apps, packages,
 * e2e, scripts, .storybook and the root, every package.json's scripts and the scripts of .ci.
 */
export function repositoryFiles(root) {
  const files = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (rel || SCANNED_DIRS.includes(entry.name)) walk(child);
      } else if (
        CODE.test(entry.name) ||
        entry.name === 'package.json' ||
        (rel.startsWith('.ci') && !entry.name.includes('.'))
      )
        files.push(child);
    }
  };
  walk('');
  return files.sort();
}

/** The tools the workspace installed: every node_modules/.bin of the root and its packages. */
export function workspaceBins(root) {
  const dirs = [
    root,
    ...['apps', 'packages'].flatMap((d) => {
      const parent = path.join(root, d);
      return existsSync(parent) ? readdirSync(parent).map((p) => path.join(parent, p)) : [];
    }),
  ];
  const bins = new Set();
  for (const dir of dirs) {
    const bin = path.join(dir, 'node_modules', '.bin');
    if (existsSync(bin)) for (const name of readdirSync(bin)) bins.add(name);
  }
  return bins;
}
