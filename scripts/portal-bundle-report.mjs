#!/usr/bin/env node
// `npm run size:portal`: builds the portal (unless --no-build) and the floor app (React,
// react-dom and react-router with one lazy form route, same Vite config), then prints the
// gzipped JavaScript each route loads, its ratio to the floor and its budget. Exits 1 when a
// route is over budget, naming its largest modules.
import {
  buildFloor,
  buildPortal,
  budgetOf,
  gzipSize,
  hasManifest,
  largestModules,
  overBudget,
  readManifest,
  routeBundles,
} from './e2e-bundle.mjs';

if (!process.argv.includes('--no-build') || !hasManifest()) await buildPortal({ quiet: true });
const floor = await buildFloor();

const manifest = readManifest();
const bundles = routeBundles(manifest);
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

const label = (b) => `${b.path}${b.private ? ' (private)' : ''}`;
const width = Math.max(5, ...bundles.map((b) => label(b).length));

console.info('\nPortal JavaScript per route (gzip, default level)');
console.info(`  floor app (React + react-dom + react-router, one lazy form route): ${kb(floor)}\n`);
console.info(
  `  ${'route'.padEnd(width)} ${'total'.padStart(10)} ${'route adds'.padStart(11)} ${'× floor'.padStart(8)} ${'budget'.padStart(7)}  files  ${'later'.padStart(9)}`,
);
for (const b of bundles) {
  const ratio = b.gzip / floor;
  const budget = budgetOf(b);
  console.info(
    `  ${label(b).padEnd(width)} ${kb(b.gzip).padStart(10)} ${kb(b.addedGzip).padStart(11)} ${ratio.toFixed(2).padStart(8)} ${budget.toFixed(2).padStart(7)}  ${String(b.files.length).padStart(5)}  ${kb(b.deferredGzip).padStart(9)}${ratio > budget ? '  over budget' : ''}`,
  );
}
console.info(
  "\n  later: what a route fetches after it has painted and hydrated (a form's checks on the first\n" +
    '  input, a global configuration read, the next step of a wizard while a form is sent).',
);
const entry = bundles[0] ? bundles[0].gzip - bundles[0].addedGzip : 0;
console.info(`\n  entry (every route): ${kb(entry)} (${(entry / floor).toFixed(2)} × floor)`);
const login = bundles.find((b) => b.path === '/');
if (login) {
  console.info(`  login route (/): ${kb(login.gzip)} in ${login.files.length} files; the largest:`);
  const largest = [...login.files].sort((a, b) => gzipSize(b) - gzipSize(a)).slice(0, 5);
  for (const f of largest) console.info(`    ${kb(gzipSize(f)).padStart(10)}  ${f}`);
  console.info('  its largest modules (each gzipped alone):');
  for (const m of largestModules(login, 10))
    console.info(`    ${kb(m.gzip).padStart(10)}  ${m.id}`);
  const privateModules = bundles.filter((b) => b.private).flatMap((b) => b.modules);
  const leaked = privateModules.filter((m) => login.files.includes(manifest[m]?.file ?? ''));
  if (leaked.length) {
    console.error(`  the login route loads private pages' code: ${leaked.join(', ')}`);
    process.exitCode = 1;
  }
}
const over = overBudget(bundles, floor);
for (const o of over) {
  console.error(
    `\n  ${o.path} is over its limit: ${kb(o.gzip)} = ${o.ratio.toFixed(2)} × floor (limit ${o.budget} ×)`,
  );
  process.exitCode = 1;
}
