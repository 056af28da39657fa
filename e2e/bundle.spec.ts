import {
  buildFloor,
  loginFiles,
  overBudget,
  privateOnlyFiles,
  readManifest,
  readRoutes,
  routeBundles,
} from '../scripts/e2e-bundle.mjs';
import { expect, test } from './support';

test('the login page loads none of the private pages’ code', async ({ page }) => {
  // The portal under test was built with a manifest by scripts/e2e-portal.mjs.
  const manifest = readManifest();
  const requested = new Set<string>();
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.endsWith('.js')) requested.add(pathname.replace(/^\//, ''));
  });

  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();

  const privateModules = readRoutes()
    .filter((r) => r.private)
    .flatMap((r) => r.modules);
  expect(privateModules).toEqual(
    expect.arrayContaining(['src/routes/PrivateLayout.tsx', 'src/routes/home/DashboardRoute.tsx']),
  );
  const privateChunks = privateModules.map((m) => manifest[m]?.file);
  const forbidden = new Set([...privateOnlyFiles(manifest), ...privateChunks]);

  const loaded = [...requested];
  expect(loaded.filter((f) => forbidden.has(f))).toEqual([]);
  // What it loads is what the bundle report counts for the login route.
  const expected = new Set(loginFiles(manifest));
  expect(loaded.filter((f) => !expected.has(f))).toEqual([]);
  expect(loaded).toContain(manifest['src/routes/auth/LoginRoute.tsx']?.file);
});

test('every route’s JavaScript stays within its budget, a multiple of the floor app', async () => {
  // Sizes are deterministic: the built portal (scripts/e2e-portal.mjs) against the floor app
  // (React, react-dom and react-router with one lazy form route) built now with the same config.
  const floor = await buildFloor();
  const over = overBudget(routeBundles(readManifest()), floor);
  const report = over.map(
    (o) =>
      `${o.path}: ${(o.gzip / 1024).toFixed(1)} KiB = ${o.ratio.toFixed(2)} × floor ` +
      `(${(floor / 1024).toFixed(1)} KiB), limit ${o.budget} ×; largest modules: ` +
      o.largest.map((m) => `${m.id} ${(m.gzip / 1024).toFixed(1)} KiB`).join(', '),
  );
  expect(report).toEqual([]);
});
