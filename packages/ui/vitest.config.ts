import { defineProject } from 'vitest/config';

// Node-side tests of the package as published (pack, install, build, render in Chromium).
export default defineProject({
  test: {
    name: 'ui-package',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
