import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { htmlPolicy } from './html-policy';

export { htmlPolicy };

/**
 * The built portal (`apps/portal/dist`), served by the API when PORTAL_DIR is set: one process
 * to deploy and balance, and the headers a bank-grade site sends, tested with the API's own
 * tests. `@fastify/static` serves the files; this module decides the headers:
 *
 * - The HTML (a prerendered page for its path, else the shell every other route starts from):
 *   never cached (`no-cache`: revalidated each time, so a release shows at once), a CSP whose
 *   inline scripts and styles are allowed by their SHA-256 hashes (computed from the files at
 *   start: no `unsafe-inline`, no nonces needed for static pages), `frame-ancestors 'none'`,
 *   `Referrer-Policy`, and a `Permissions-Policy` that allows the camera only on the facial
 *   check's pages (the portal loads those as a document of their own, see its `CameraPage`).
 * - `/assets/*` (file names carry their content hash): cached a year, `immutable`.
 * - Other files (favicon, robots.txt): cached an hour.
 * - Every file in the Brotli or gzip copy the build wrote beside it, when the browser accepts it.
 */

/** Pages that open the camera: the facial check, before onboarding, subscribing or rescuing. */
export const CAMERA_PATHS = [
  '/auth/identity-validation',
  '/subscription/biometric-validation',
  '/rescue/biometric-validation',
] as const;

/** Paths that are the API's, never the portal's. */
const API_PREFIXES = ['/api/', '/healthz', '/readyz', '/metrics'];

const POLICY_OFF = [
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
];

interface Page {
  file: string;
  policy: string;
}

/** Every HTML file of the build with its policy, by its path relative to the folder. */
function readPages(
  root: string,
  connect: readonly string[],
  captcha: readonly string[],
): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const entry of readdirSync(root, { recursive: true }).map(String)) {
    if (!entry.endsWith('.html')) continue;
    const html = readFileSync(path.join(root, entry), 'utf8');
    pages.set(entry.split(path.sep).join('/'), {
      file: entry,
      policy: htmlPolicy(html, connect, captcha),
    });
  }
  return pages;
}

export const portalPlugin: FastifyPluginAsync<{
  root: string;
  connect: readonly string[];
  /** The captcha's origin when it is on (script and frame), else none. */
  captcha?: readonly string[];
}> = async (app, options) => {
  const root = path.resolve(options.root);
  if (!existsSync(path.join(root, 'shell.html')))
    throw new Error(`PORTAL_DIR ${root} holds no built portal (shell.html): run npm run build`);
  const pages = readPages(root, options.connect, options.captcha ?? []);

  const sendPage = (reply: FastifyReply, pathname: string, page: Page) => {
    const camera = (CAMERA_PATHS as readonly string[]).includes(pathname);
    return varyByEncoding(reply)
      .header('content-security-policy', page.policy)
      .header('cache-control', 'no-cache')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header(
        'permissions-policy',
        [camera ? 'camera=(self)' : 'camera=()', ...POLICY_OFF].join(', '),
      )
      .header('cross-origin-resource-policy', 'same-origin')
      .sendFile(page.file, root, { cacheControl: false });
  };

  await app.register(fastifyStatic, {
    root,
    serve: false,
    // The build writes a Brotli and a gzip copy of each text file (apps/portal/precompress.mjs):
    // the copy the browser accepts is sent as it is, with `Vary: Accept-Encoding`.
    preCompressed: true,
    // The headers are this module's; ETag and Last-Modified still let a browser revalidate.
    cacheControl: false,
  });

  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    const pathname = decodeURIComponent(req.url.split('?')[0] ?? '/');
    if (API_PREFIXES.some((p) => pathname.startsWith(p))) return reply.callNotFound();
    if (pathname.startsWith('/assets/')) {
      const rel = pathname.slice(1);
      if (rel.includes('..') || !isFile(path.join(root, rel))) return reply.callNotFound();
      return varyByEncoding(reply)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'same-origin')
        .sendFile(rel, root, { cacheControl: false });
    }
    // A prerendered page for its path (`/auth/register` → auth/register/index.html).
    const key = pathname === '/' ? 'index.html' : `${pathname.replace(/^\/|\/$/g, '')}/index.html`;
    const page = pages.get(key);
    if (page) return sendPage(reply, pathname, page);
    // Another file of the build's top folder (favicon, robots.txt).
    const rel = pathname.slice(1);
    if (rel && !rel.includes('/') && !rel.endsWith('.html') && isFile(path.join(root, rel)))
      return varyByEncoding(reply)
        .header('cache-control', 'public, max-age=3600')
        .sendFile(rel, root, { cacheControl: false });
    // Any other route is the app's: the shell renders it (or its "page not found").
    return sendPage(reply, pathname.replace(/\/$/, '') || '/', pages.get('shell.html')!);
  });
};

/**
 * The file sent depends on the request's `Accept-Encoding` (a compressed copy or the plain one),
 * so a shared cache must key on it too (after CORS's `Origin`).
 */
function varyByEncoding(reply: FastifyReply): FastifyReply {
  const current = reply.getHeader('vary');
  return reply.header('vary', current ? `${String(current)}, Accept-Encoding` : 'Accept-Encoding');
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
