import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The chunks of the public pages' route modules, by file name. */
const PUBLIC_CHUNK =
  /assets\/(LoginRoute|RegisterRoute|RegisterVerifyStep|RecoveryRoute|ServerErrorRoute|AccessibilityRoute|NotFoundRoute)-/;

/** Files of the pages rendered at build time (prerender.mjs), by path. */
const PRERENDERED: Record<string, string> = {
  '/': '/index.html',
  '/auth/register': '/auth/register/index.html',
  '/auth/recovery': '/auth/recovery/index.html',
  '/accesibilidad': '/accesibilidad/index.html',
};

/**
 * `vite preview` serves a prerendered page's own file for its path and the empty shell for
 * every other page, as the production static server does.
 */
function prerenderedPages(): Plugin {
  return {
    name: 'saf-prerendered-pages',
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      if (!existsSync(path.join(dist, 'shell.html'))) return;
      server.middlewares.use((req, _res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname.startsWith('/api/') || path.extname(url.pathname)) return next();
        const page = url.pathname.replace(/\/+$/, '') || '/';
        req.url = `${PRERENDERED[page] ?? '/shell.html'}${url.search}`;
        next();
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // In development and preview the portal and the API share an origin through this proxy,
  // as they do behind the production reverse proxy.
  const api = env.PORTAL_API_PROXY ?? 'http://127.0.0.1:3000';
  const proxy = { '/api': { target: api, changeOrigin: false } };
  return {
    plugins: [react(), tailwindcss(), prerenderedPages()],
    server: { port: 5173, strictPort: false, proxy },
    preview: { port: 4173, proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // Shared chunks are named by their hash alone (file names are repeated in every import
      // line and in the entry's preload table); a page's own chunk keeps its module's name.
      rolldownOptions: {
        output: {
          chunkFileNames: (chunk) =>
            chunk.facadeModuleId && /[\\/]src[\\/]routes[\\/]/.test(chunk.facadeModuleId)
              ? 'assets/[name]-[hash].js'
              : 'assets/[hash].js',
        },
      },
      // The entry lists, for each lazy import, the files to fetch with it. The public pages keep
      // their lists (they hydrate while a visitor types); a private page's list would grow the
      // entry every page loads, so it fetches its imports as the browser reads its chunk.
      modulePreload: {
        resolveDependencies: (filename, deps) =>
          /assets\/[A-Z]\w*-[\w-]+\.js$/.test(filename) && !PUBLIC_CHUNK.test(filename) ? [] : deps,
      },
    },
  };
});
