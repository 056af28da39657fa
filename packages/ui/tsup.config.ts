import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'tsup';

/** Every component folder (one with an index.ts) under a group: primitives/Button, screens/auth/LoginScreen… */
function componentEntries(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== '__screenshots__')
    .flatMap((d) => {
      const folder = path.posix.join(dir, d.name);
      return existsSync(`${folder}/index.ts`) ? [`${folder}/index.ts`] : componentEntries(folder);
    });
}

// One entry per component folder plus the barrel: with code splitting every component is its
// own module, so an app that imports only Button bundles only Button (sideEffects: CSS only).
export default defineConfig({
  entry: ['src/index.ts', ...componentEntries('src')],
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
