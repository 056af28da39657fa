import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers';

/** A built portal as `vite build` and the prerender leave it, in miniature. */
const INLINE_SCRIPT = 'document.documentElement.dataset.theme="quipu"';
const INLINE_STYLE = 'body{margin:0}';
const page = (title: string) =>
  `<!doctype html><html lang="es-PE"><head><title>${title}</title><style>${INLINE_STYLE}</style><script>${INLINE_SCRIPT}</script><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>`;
const BIG_SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'fila ${i}'`).join(',')}];`;
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the built portal, served by the API', () => {
  let t: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'saf-portal-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'auth', 'register'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), page('Iniciar sesión'));
    writeFileSync(path.join(dir, 'auth', 'register', 'index.html'), page('Crea tu cuenta'));
    writeFileSync(path.join(dir, 'shell.html'), page('Portal'));
    writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
    // The build's compressed copies (apps/portal/precompress.mjs) of a script and of a page.
    writeFileSync(path.join(dir, 'assets', 'big-XyZ789.js'), BIG_SCRIPT);
    writeFileSync(path.join(dir, 'assets', 'big-XyZ789.js.br'), brotliCompressSync(BIG_SCRIPT));
    writeFileSync(path.join(dir, 'assets', 'big-XyZ789.js.gz'), gzipSync(BIG_SCRIPT));
    writeFileSync(
      path.join(dir, 'auth', 'register', 'index.html.br'),
      brotliCompressSync(page('Crea tu cuenta')),
    );
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    t = await createTestServer({ env: { PORTAL_DIR: dir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("allows Turnstile's script and frame only when the captcha is on", async () => {
    expect(String((await get('/auth/register')).headers['content-security-policy'])).not.toContain(
      'challenges.cloudflare.com',
    );
    const on = await createTestServer({
      env: { PORTAL_DIR: dir, CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: 'secreto' },
    });
    try {
      const csp = String(
        (await on.app.inject({ method: 'GET', url: '/auth/register' })).headers[
          'content-security-policy'
        ],
      );
      expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com");
      expect(csp).toContain('frame-src https://challenges.cloudflare.com');
    } finally {
      await on.close();
    }
  });

  it('answers a prerendered page with the headers of a bank-grade site, never cached', async () => {
    const res = await get('/auth/register');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Crea tu cuenta</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    // The page's own inline script and style are allowed by their hashes, nothing inline else.
    expect(csp).toContain(`script-src 'self' ${hash(INLINE_SCRIPT)}`);
    expect(csp).toContain(`style-src 'self' ${hash(INLINE_STYLE)}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toMatch(/^camera=\(\), microphone=\(\)/);
    expect((await get('/')).body).toContain('<title>Iniciar sesión</title>');
  });

  it('allows the camera only on the facial check’s pages', async () => {
    for (const url of ['/rescue/biometric-validation', '/subscription/biometric-validation']) {
      const res = await get(`${url}?proposito=rescue`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['permissions-policy']).toMatch(/^camera=\(self\), microphone=\(\)/);
    }
    expect((await get('/dashboard')).headers['permissions-policy']).toMatch(/^camera=\(\)/);
  });

  it('answers any other route of the app with the shell, and hashed assets cached a year', async () => {
    const shell = await get('/profile/download-eecc?mes=2026-10');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<title>Portal</title>');
    expect(shell.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/index-AbC123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/robots.txt')).body).toContain('User-agent');
    // A missing asset is a 404, not the shell (a stale page must not run HTML as a script).
    const missing = await get('/assets/nope-000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    // A path that climbs out of the build never reaches a file outside it.
    for (const url of [
      '/assets/../../etc/passwd',
      '/assets/..%2f..%2fetc%2fpasswd',
      '/..%2fpackage.json',
    ])
      expect((await get(url)).body).not.toMatch(/root:|"name"/);
  });

  it('leaves the API’s paths to the API', async () => {
    const unknown = await get('/api/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(unknown.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
  });
  it('sends the compressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const url = '/assets/big-XyZ789.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    // A page keeps its own headers in its compressed copy.
    const html = await t.app.inject({
      method: 'GET',
      url: '/auth/register',
      headers: { 'accept-encoding': 'br' },
    });
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['cache-control']).toBe('no-cache');
    expect(String(html.headers['content-security-policy'])).toContain(hash(INLINE_SCRIPT));
    expect(brotliDecompressSync(html.rawPayload).toString()).toContain(
      '<title>Crea tu cuenta</title>',
    );
  });
});
