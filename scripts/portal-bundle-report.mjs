#!/usr/bin/env node
// `npm run size:portal`: builds the portal (unless --no-build) and prints the gzipped
// JavaScript each route loads: the entry's chunks plus the route's lazy chunk and the shared
// chunks it imports. The login route's total is the figure to watch: it is what a customer
// downloads before they can log in.
import { buildPortal, gzipSize, hasManifest, readManifest, routeBundles } from './e2e-bundle.mjs';

if (!process.argv.includes('--no-build') || !hasManifest()) await buildPortal({ quiet: true });

const manifest = readManifest();
const bundles = routeBundles(manifest);
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

const label = (b) => `${b.path}${b.private ? ' (private)' : ''}`;
const width = Math.max(5, ...bundles.map((b) => label(b).length));

console.info('\nPortal JavaScript per route (gzip, default level)');
console.info(
  `  ${'route'.padEnd(width)} ${'total'.padStart(10)} ${'route adds'.padStart(11)}  files`,
);
for (const b of bundles) {
  console.info(
    `  ${label(b).padEnd(width)} ${kb(b.gzip).padStart(10)} ${kb(b.addedGzip).padStart(11)}  ${b.files.length}`,
  );
}
const entry = bundles[0] ? bundles[0].gzip - bundles[0].addedGzip : 0;
console.info(`\n  entry (every route): ${kb(entry)}`);
const login = bundles.find((b) => b.path === '/');
if (login) {
  console.info(`  login route (/): ${kb(login.gzip)} in ${login.files.length} files; the largest:`);
  const largest = [...login.files].sort((a, b) => gzipSize(b) - gzipSize(a)).slice(0, 5);
  for (const f of largest) console.info(`    ${kb(gzipSize(f)).padStart(10)}  ${f}`);
  const privateModules = bundles.filter((b) => b.private).flatMap((b) => b.modules);
  const leaked = privateModules.filter((m) => login.files.includes(manifest[m]?.file ?? ''));
  if (leaked.length) {
    console.error(`  the login route loads private pages' code: ${leaked.join(', ')}`);
    process.exitCode = 1;
  }
}
