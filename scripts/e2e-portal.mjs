#!/usr/bin/env node
// The portal as the end-to-end tests see it: built for production (with a Vite manifest, for
// the bundle checks), then served by `vite preview`, which proxies /api to the e2e API harness.
// E2E_PORTAL_PORT (4310), E2E_API_PORT (3310); E2E_SKIP_BUILD=1 serves the last build as is.
import { buildPortal, hasManifest, portalDir } from './e2e-bundle.mjs';

const port = Number(process.env.E2E_PORTAL_PORT ?? 4310);
const apiPort = Number(process.env.E2E_API_PORT ?? 3310);
process.env.PORTAL_API_PROXY = `http://127.0.0.1:${apiPort}`;

if (process.env.E2E_SKIP_BUILD !== '1' || !hasManifest()) {
  const t0 = Date.now();
  await buildPortal({ quiet: true });
  console.info(`portal built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const { preview } = await import('vite');
process.chdir(portalDir);
const server = await preview({
  root: portalDir,
  logLevel: 'warn',
  preview: { host: '127.0.0.1', port, strictPort: true, open: false },
});
console.info(`portal on http://127.0.0.1:${port} (API proxied to ${process.env.PORTAL_API_PROXY})`);

const stop = async () => {
  await server.close().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
