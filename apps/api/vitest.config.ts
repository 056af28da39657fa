import { defineProject } from 'vitest/config';

/** The API's test files. */
export const API_TESTS = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * Test files that replace a module (`vi.mock`). The other files share one module graph per
 * worker (`isolate: false`: the server's modules are imported once per process, not once per
 * file, which was over a third of the suite's time), where a replaced module would leak into the
 * files after it or come too late; these run isolated, as the `api-mocks` project (the
 * workspace's vitest.config.ts).
 */
export const MODULE_MOCKS = [
  'test/auth/login-equal-work.test.ts',
  'test/registration/registration.test.ts',
];

/** What every API test file runs with. */
export const apiTestOptions = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineProject({
  test: { name: 'api', include: API_TESTS, ...apiTestOptions },
});
