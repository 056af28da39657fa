#!/usr/bin/env node
// `npm test`: installs the workspace, then runs every check and test of the project in order
// and ends with one summary line. Needs only Node.js, npm and a Chromium (see README).
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { binCollected, pnpm, pnpmAsync, scriptCollected } from './pnpm.mjs';
import { findChromium, headlessShellPath } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

const only = process.argv.slice(2);
const started = Date.now();
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
/** Names of the failed tests, repeated at the very end so a log's tail says what failed. */
const failedTests = [];
/** End-to-end tests that failed once and passed on their retry: listed, with the first failure. */
const flakyTests = [];

function heading(text) {
  console.info(`\n=== ${text} ===`);
}

/** Counts of Playwright's JSON report: expected = passed, unexpected = failed. */
function playwrightCounts(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  skipped += stats?.skipped ?? 0;
  const { suites = [] } = JSON.parse(readFileSync(file, 'utf8'));
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const shown = test.status === 'flaky' ? test.results?.[0] : test.results?.at(-1);
        // eslint-disable-next-line no-control-regex -- terminal colour codes in the report
        const message = (shown?.error?.message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
        (test.status === 'flaky' ? flakyTests : failedTests).push(
          `e2e ${spec.file}:${spec.line} ${[...titles, spec.title].join(' › ')}\n    ${message.split('\n').slice(0, 6).join('\n    ')}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites) walk(suite, []);
  return true;
}

function vitestCounts(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A file that fails before its tests run (an import or a hook) counts as a failure too.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  failed += brokenFiles;
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name ?? '');
    const failedHere = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedHere) {
      const message = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 6).join('\n    ');
      failedTests.push(`vitest ${name} › ${test.fullName}\n    ${message}`);
    }
    if (file.status === 'failed' && !failedHere.length)
      failedTests.push(
        `vitest ${name}\n    ${(file.message ?? '').split('\n').slice(0, 6).join('\n    ')}`,
      );
  }
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return true;
}

const steps = [
  {
    name: 'install',
    run: () => pnpm(['install', '--frozen-lockfile', '--reporter=append-only']),
  },
  {
    name: 'browser',
    run: () => {
      const chromium = findChromium();
      if (!chromium) {
        console.error(
          'No Chromium found. Browser tests need one: install Debian/Ubuntu `chromium` ' +
            '(sudo apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium or Chrome ' +
            'executable, or on a machine with internet run `npx playwright install chromium`.',
        );
        return 1;
      }
      console.info(`Chromium: ${chromium}`);
      const shell = headlessShellPath();
      console.info(
        shell === chromium
          ? 'End-to-end journeys in the full Chromium (no headless shell: `sudo apt-get install -y chromium-headless-shell` makes them lighter)'
          : `End-to-end journeys in the headless shell: ${shell}`,
      );
      return 0;
    },
  },
  // Vitest, then the end-to-end suite, each a group of its own: alone, each keeps most of both
  // cores busy (vitest.config.ts, playwright.config.ts). Side by side, two browsers and their
  // servers on two cores took twice the CPU of the same suites one after the other, and a loaded
  // machine ran their waits out of time.
  {
    name: 'vitest',
    group: 'vitest',
    counted: true,
    streams: true,
    parallel: async () => {
      const report = path.join(tmp, 'vitest.json');
      rmSync(report, { force: true });
      const status = await pnpmAsync([
        'exec',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ]);
      if (!vitestCounts(report)) failed += 1;
      return { status, output: '' };
    },
  },
  // The static checks are single-threaded: they run side by side, each printed as it ends,
  // started straight from node_modules/.bin (pnpm through npx costs 2 CPU-seconds a start).
  // They run in the background, beside the end-to-end suite, at the lowest CPU priority
  // (nice 19): its journeys wait on the API, on a test that moves the clock and on their
  // screens' checks often enough to leave about a quarter of the two cores idle, what the checks
  // need. Beside Vitest, which keeps both cores busy, they made it a fifth slower (292 against
  // 243 s on one host); run first, they took about 50 s of the suite's time.
  {
    name: 'lint',
    group: 'checks',
    background: true,
    parallel: () => binCollected('eslint', ['.', '--max-warnings=0'], { lowPriority: true }),
  },
  {
    name: 'format',
    group: 'checks',
    background: true,
    parallel: () =>
      binCollected('prettier', ['--check', '.', '--log-level=warn'], { lowPriority: true }),
  },
  {
    // The layering of ARCHITECTURE.md on every import (.dependency-cruiser.cjs): package
    // direction, no import circle, no path into another package's files.
    name: 'layers',
    group: 'checks',
    background: true,
    parallel: () =>
      binCollected('depcruise', ['apps', 'packages', 'e2e', 'scripts', '.storybook', '-T', 'err'], {
        lowPriority: true,
      }),
  },
  {
    // The whole workspace as one TypeScript program (tsconfig.workspace.json): each file is
    // checked once, where the packages' own checks re-check what they import (2.6 times the CPU).
    // TypeScript 7, the native compiler (the `typescript-native` alias; tools that need the
    // compiler's JavaScript API, typescript-eslint and tsup, keep TypeScript 5): on one thread,
    // 6 CPU-seconds where TypeScript 5 took 28.
    name: 'typecheck',
    group: 'checks',
    background: true,
    parallel: () =>
      scriptCollected(
        'node_modules/typescript-native/bin/tsc',
        ['-p', 'tsconfig.workspace.json', '--singleThreaded'],
        { lowPriority: true },
      ),
  },
  {
    // Every program the code starts is one the README lists under "System programs", and
    // .ci/run installs those `npm test` needs (scripts/check-programs.mjs).
    name: 'programs',
    group: 'checks',
    background: true,
    parallel: () => scriptCollected('scripts/check-programs.mjs', [], { lowPriority: true }),
  },
  {
    // The built portal against the real API on a fresh database (playwright.config.ts).
    name: 'e2e',
    group: 'e2e',
    counted: true,
    parallel: async () => {
      const report = path.join(tmp, 'playwright.json');
      rmSync(report, { force: true });
      const run = await binCollected('playwright', ['test'], {
        env: { E2E_JSON_REPORT: report },
      });
      if (!playwrightCounts(report)) failed += 1;
      return run;
    },
  },
];

function report(step, status, seconds) {
  if (status !== 0) {
    failures.push(step.name);
    if (!step.counted) failed += 1;
    console.error(`✗ ${step.name} failed (${seconds} s)`);
  } else {
    if (!step.counted) passed += 1;
    console.info(`✓ ${step.name} (${seconds} s)`);
  }
}

const selected = steps.filter(
  (step) => !only.length || only.includes(step.name) || step.name === 'install',
);
/** Groups of steps still running in the background. */
const background = [];
for (let i = 0; i < selected.length; i++) {
  const step = selected[i];
  if (step.parallel) {
    // This step and the ones of its group right after it start together.
    const group = [];
    while (i < selected.length && selected[i].group === step.group) group.push(selected[i++]);
    i -= 1;
    const t0 = Date.now();
    const running = Promise.all(
      group.map(async (member) => {
        const others = group.filter((m) => m !== member).map((m) => m.name);
        if (member.streams)
          heading(others.length ? `${member.name} (beside ${others}) ` : member.name);
        const { status, output } = await member.parallel();
        if (!member.streams) {
          heading(member.name);
          process.stdout.write(output);
        }
        report(member, status, ((Date.now() - t0) / 1000).toFixed(1));
      }),
    );
    // A background group goes on beside the steps after it; the summary waits for it.
    if (step.background) background.push(running);
    else await running;
    continue;
  }
  heading(step.name);
  const t0 = Date.now();
  const status = step.run();
  report(step, status, ((Date.now() - t0) / 1000).toFixed(1));
  if (status !== 0 && (step.name === 'install' || step.name === 'browser')) break;
}

await Promise.all(background);
const total = ((Date.now() - started) / 1000).toFixed(0);
if (flakyTests.length) {
  heading(`flaky tests: failed once, passed on the retry (${flakyTests.length})`);
  for (const line of flakyTests) console.warn(`! ${line}`);
}
if (failedTests.length) {
  heading(`failed tests (${failedTests.length})`);
  for (const line of failedTests.slice(0, 20)) console.error(`✗ ${line}`);
}
console.info(
  `\nChecks and tests finished in ${total} s${failures.length ? `; failed: ${failures.join(', ')}` : ''}.`,
);
console.info(
  `${passed} passed, ${failed} failed, ${skipped} skipped${flakyTests.length ? ` (${flakyTests.length} flaky)` : ''}`,
);
process.exit(failures.length ? 1 : 0);
