#!/usr/bin/env node
// Reports the gzipped size of scratch app bundles that import @saf/ui as published (dist):
// one importing only Button, one importing the whole library. React is left out of both
// (every app has it); the point is what the design system adds.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ui = path.join(root, 'packages/ui');
if (!process.argv.includes('--no-build')) {
  const status = spawnSync('node', ['scripts/build.mjs'], { cwd: ui, stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
}

const cases = {
  'Button only': "import { Button } from '@saf/ui';\nconsole.log(Button);\n",
  'whole library': "import * as ui from '@saf/ui';\nconsole.log(ui);\n",
};

const work = mkdtempSync(path.join(os.tmpdir(), 'saf-ui-size-'));
const rows = [];
for (const [name, source] of Object.entries(cases)) {
  const dir = path.join(work, name.replace(/\W+/g, '-'));
  const entry = path.join(dir, 'entry.js');
  rmSync(dir, { recursive: true, force: true });
  spawnSync('mkdir', ['-p', dir]);
  writeFileSync(entry, source);
  await build({
    logLevel: 'silent',
    configFile: false,
    root: dir,
    resolve: { alias: { '@saf/ui': path.join(ui, 'dist/index.js') } },
    build: {
      outDir: path.join(dir, 'out'),
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const outDir = path.join(dir, 'out');
  const js = readdirSync(outDir).filter((f) => /\.m?js$/.test(f));
  const raw = js.map((f) => readFileSync(path.join(outDir, f)));
  const bytes = raw.reduce((n, b) => n + b.length, 0);
  const gz = raw.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  rows.push({ name, bytes, gz });
}
rmSync(work, { recursive: true, force: true });

const kb = (n) => `${(n / 1024).toFixed(2)} KiB`;
console.info('\n@saf/ui bundle size (minified JS, React excluded)');
for (const { name, bytes, gz } of rows) {
  console.info(`  ${name.padEnd(14)} ${kb(bytes).padStart(11)} raw, ${kb(gz).padStart(10)} gzip`);
}
const button = rows.find((r) => r.name === 'Button only');
const whole = rows.find((r) => r.name === 'whole library');
console.info(
  `  Button alone is ${((button.gz / whole.gz) * 100).toFixed(1)} % of the whole library.`,
);
