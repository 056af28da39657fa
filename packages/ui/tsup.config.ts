import { readdirSync, existsSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per component folder plus the barrel: with code splitting every component is its
// own module, so an app that imports only Button bundles only Button (sideEffects: CSS only).
const components = readdirSync('src', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/${d.name}/index.ts`))
  .map((d) => `src/${d.name}/index.ts`);

export default defineConfig({
  entry: ['src/index.ts', ...components],
  format: ['esm'],
  target: 'es2022',
  // Declarations come from tsc (scripts/build.mjs): one .d.ts per module, little memory.
  dts: false,
  splitting: true,
  treeshake: true,
  sourcemap: false,
  clean: false,
  outDir: 'dist',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
});
