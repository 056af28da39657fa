import { defineConfig } from '@playwright/test';
import { headlessShellPath } from './scripts/chromium.mjs';
import { cameraLaunchArgs } from './e2e/fake-camera';

// End-to-end tests: the BUILT portal (vite preview) against the real API on a fresh, seeded
// database (e2e/server.ts). Debian's Chromium (or CHROMIUM_PATH); no browser is downloaded.
const apiPort = Number(process.env['E2E_API_PORT'] ?? 3310);
const controlPort = Number(process.env['E2E_CONTROL_PORT'] ?? 3311);
const portalPort = Number(process.env['E2E_PORTAL_PORT'] ?? 4310);
const portalOrigin = `http://127.0.0.1:${portalPort}`;

const env = {
  ...(process.env as Record<string, string>),
  E2E_API_PORT: String(apiPort),
  E2E_CONTROL_PORT: String(controlPort),
  E2E_PORTAL_PORT: String(portalPort),
  E2E_PORTAL_ORIGIN: portalOrigin,
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // Three files at a time (the tests of one file in order): each journey has customers of its
  // own (seeded by e2e/server.ts), so journeys do not see each other's changes. A test that
  // moves the API's clock runs alone (movesClock in e2e/support.ts). On two cores, three
  // browsers keep them busier than two (the suite alone: 161 s with three, 192 s with two, 159 s
  // with four).
  // E2E_WORKERS=1 runs every file in turn.
  fullyParallel: false,
  workers: Number(process.env['E2E_WORKERS'] ?? 3),
  // On CI a failed test runs once more; one that then passes is reported as flaky by name, with
  // its first failure and a trace of the retry (scripts/test.mjs prints both), never hidden.
  retries: process.env['CI'] ? 1 : 0,
  forbidOnly: Boolean(process.env['CI']),
  // A journey checks up to ten screens, each with axe and the checks beyond it (e2e/a11y.ts).
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ...(process.env['E2E_JSON_REPORT']
      ? [
          ['json', { outputFile: process.env['E2E_JSON_REPORT'] }] as [
            'json',
            { outputFile: string },
          ],
        ]
      : []),
  ],
  use: {
    baseURL: portalOrigin,
    headless: true,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    viewport: { width: 1280, height: 900 },
    // A trace records a screencast and DOM snapshots of every action of every test: a third of
    // the suite's time on two cores. E2E_TRACE=1 keeps one for each failing test; without it only
    // a retry records one, and a failure still leaves its screenshot and the page's
    // accessibility tree (error context).
    trace: process.env['E2E_TRACE'] === '1' ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
    // The headless shell (scripts/chromium.mjs), with a fake camera that films a drawn face and
    // a prompt that allows it (e2e/fake-camera.ts; a context still needs the `camera` grant).
    launchOptions: { executablePath: headlessShellPath(), args: cameraLaunchArgs() },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // Run from apps/api, which owns the API's dependencies (tsx among them).
      command: 'node --import tsx ../../e2e/server.ts',
      cwd: 'apps/api',
      url: `http://127.0.0.1:${controlPort}/health`,
      env,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'node scripts/e2e-portal.mjs',
      url: portalOrigin,
      env,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
