import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromiumPath } from './scripts/chromium.mjs';
import { matchStoryScreenshot } from './.storybook/screenshot-command.ts';
import { API_TESTS, MODULE_MOCKS, apiTestOptions } from './apps/api/vitest.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const browser = (viewport = { width: 1280, height: 1000 }) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    // The tester iframe is scaled down when the window is smaller than the viewport: the window
    // holds the widest and the tallest shot (.storybook/vitest.setup.ts, MAX_HEIGHT) unscaled.
    contextOptions: { viewport: { width: 1600, height: 4100 }, deviceScaleFactor: 1 },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--disable-gpu',
        '--font-render-hinting=none',
        '--disable-lcd-text',
        '--force-color-profile=srgb',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport,
});

export default defineConfig({
  test: {
    // Two files at a time in every project (Vitest asks one figure of projects that run
    // together): two tabs of the one browser for the stories, whose time is mostly waiting on
    // the renderer and the shot, and two processes for the API's files, each on a scratch
    // database of its own.
    maxWorkers: Number(process.env['VITEST_WORKERS'] ?? 2),
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: { ...browser(), commands: { matchStoryScreenshot } },
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Story files share one page and its loaded modules: each story mounts into a clean
          // root, and re-importing React, axe and the design system per file cost a fifth of
          // the suite.
          isolate: false,
          testTimeout: 60_000,
          // The shots are taken in an afterEach hook (.storybook/vitest.setup.ts): a screen story
          // takes up to three, each allowed 20 s to stabilise on a busy machine (the slowest took
          // 17 s in a loaded CI run).
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), tailwindcss()],
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            '@radix-ui/react-dialog',
            '@radix-ui/react-tabs',
            'class-variance-authority',
            'clsx',
            'vitest-browser-react',
          ],
        },
        test: {
          name: 'ui',
          root: 'packages/ui',
          include: ['src/**/*.test.{ts,tsx}'],
          browser: browser(),
        },
      },
      {
        plugins: [react()],
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'swr',
            'zod/mini',
            'vitest-browser-react',
          ],
        },
        test: {
          name: 'flows',
          root: 'packages/flows',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup.ts'],
          browser: browser(),
        },
      },
      'packages/ui',
      'packages/contract',
      // The portal's own logic (its addresses against its route table), in Node.
      { test: { name: 'portal', root: 'apps/portal', include: ['src/**/*.test.ts'] } },
      // The API's files share one module graph per process, but for those that replace a module
      // (apps/api/vitest.config.ts, MODULE_MOCKS), which run isolated.
      {
        test: {
          ...apiTestOptions,
          name: 'api',
          root: 'apps/api',
          include: API_TESTS,
          exclude: [...configDefaults.exclude, ...MODULE_MOCKS],
          isolate: false,
          // Passwords hashed at the lowest cost (apps/api/src/lib/passwords.ts).
          env: { ARGON2_TEST_COST: '1' },
        },
      },
      {
        test: { ...apiTestOptions, name: 'api-mocks', root: 'apps/api', include: MODULE_MOCKS },
      },
      // The root scripts' own tests, in Node (scripts/check-programs.test.mjs…).
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
    ],
  },
});
