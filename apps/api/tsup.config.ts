import { defineConfig } from 'tsup';

/**
 * The production build: `node dist/main.js` runs the API from compiled JavaScript. The contract
 * (TypeScript source of the workspace) is bundled in; every npm dependency stays in
 * node_modules. Data files (migrations, the INEI list, the common passwords) are read from the
 * package folder at run time (`src/lib/paths.ts`), so the build needs no copy of them.
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    migrate: 'src/cli/migrate.ts',
    seed: 'src/cli/seed.ts',
    ops: 'src/ops/cli/main.ts',
  },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: ['@saf/contract'],
  dts: false,
});
