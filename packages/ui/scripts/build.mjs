#!/usr/bin/env node
// Builds the publishable @saf/ui into dist/:
//   dist/index.js (+ one module per component) and .d.ts   tsup, ESM
//   dist/styles.css   precompiled with Tailwind for apps without Tailwind
//   dist/theme.css    tokens + @theme + @source for Tailwind apps (their Tailwind scans dist)
//   dist/fonts/       the self-hosted font files both stylesheets point at
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(pkg, 'dist');
const require = createRequire(path.join(pkg, 'package.json'));

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: pkg, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs a dependency's command with this Node.js, from its package (no pnpm on the PATH needed). */
function runBin(name, args, binName = name) {
  const manifest = require.resolve(`${name}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  const file = typeof bin === 'string' ? bin : bin[binName];
  run(process.execPath, [path.join(path.dirname(manifest), file), ...args]);
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(path.join(dist, 'fonts'), { recursive: true });

runBin('tsup', ['--silent']);
// The declarations by TypeScript 7, the native compiler (the workspace's `typescript-native`).
const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin/tsc');
run(process.execPath, [tsc, '-p', 'tsconfig.build.json']);

// Inline each @fontsource stylesheet, copying its font files into dist/fonts.
const FONT_IMPORT = /@import\s+['"](@fontsource[^'"]+)['"];\s*/g;
function inlineFonts(css) {
  return css.replace(FONT_IMPORT, (_, specifier) => {
    const file = require.resolve(specifier);
    const fontCss = readFileSync(file, 'utf8');
    return fontCss.replace(/url\(\.\/files\/([^)]+)\)/g, (_m, name) => {
      copyFileSync(path.join(path.dirname(file), 'files', name), path.join(dist, 'fonts', name));
      return `url(./fonts/${name})`;
    });
  });
}

const tokens = inlineFonts(readFileSync(path.join(pkg, 'src/tokens.css'), 'utf8'));
const theme = readFileSync(path.join(pkg, 'src/theme.css'), 'utf8')
  .replace(/@import\s+['"]\.\/tokens\.css['"];/, tokens)
  // In dist the classes to scan are in the compiled modules, next to this file.
  .replace(/@source\s+['"]\.\/['"];/, "@source './';\n@source not './fonts';");
writeFileSync(path.join(dist, 'theme.css'), theme);

// Precompiled stylesheet: Tailwind run over the dist theme, so it holds exactly the classes
// the compiled components use.
writeFileSync(
  path.join(dist, '.styles.src.css'),
  "@import 'tailwindcss' source(none);\n@import './theme.css';\n",
);
runBin(
  '@tailwindcss/cli',
  ['-i', 'dist/.styles.src.css', '-o', 'dist/styles.css', '--minify'],
  'tailwindcss',
);
rmSync(path.join(dist, '.styles.src.css'));

console.info('Built @saf/ui into dist/');
