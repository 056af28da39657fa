#!/usr/bin/env node
// The portal as the end-to-end tests see it: built for production (with a Vite manifest, for
// the bundle checks), then served by `vite preview`, which proxies /api to the e2e API harness.
// E2E_PORTAL_PORT (4310), E2E_API_PORT (3310); E2E_SKIP_BUILD=1 serves the last build as is.
import { buildPortal, hasManifest, portalDir } from './e2e-bundle.mjs';

const port = Number(process.env.E2E_PORTAL_PORT ?? 4310);
const apiPort = Number(process.env.E2E_API_PORT ?? 3310);
process.env.PORTAL_API_PROXY = `http://127.0.0.1:${apiPort}`;
// The services base (/api/toc, /api/spectrum) is written out in full: the same origin as the
// portal's for the tests that open http://127.0.0.1, another origin (so calls need the API's
// CORS) for the one that opens the portal as http://localhost (e2e/biometrics.spec.ts).
process.env.VITE_SERVICES_BASE_URL ??= `http://127.0.0.1:${port}`;
// Turnstile's client script from its local counterpart on the harness's control server (used
// only when the API announces the captcha: e2e/captcha.spec.ts).
process.env.VITE_TURNSTILE_SCRIPT_URL ??= `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 3311}/turnstile/v0/api.js?render=explicit`;

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
  // No CORS of its own: a call from another origin gets the API's answer, through the proxy.
  preview: { host: '127.0.0.1', port, strictPort: true, open: false, cors: false },
});
console.info(`portal on http://127.0.0.1:${port} (API proxied to ${process.env.PORTAL_API_PROXY})`);

const stop = async () => {
  await server.close().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
