// The portal's built bundle, read through Vite's manifest: which JavaScript files each route
// loads (its lazy chunk, the chunks those import, and the entry's) and their gzipped sizes.
// Used by `npm run size:portal` and by the end-to-end test that checks the login page loads
// none of the private pages' code.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const portalDir = path.join(root, 'apps/portal');
export const portalDist = path.join(portalDir, 'dist');
const manifestFile = path.join(portalDist, '.vite/manifest.json');
const routerFile = path.join(portalDir, 'src/router.tsx');

/**
 * Builds the portal into apps/portal/dist with a Vite manifest (the portal's own config plus
 * `build.manifest`). Runs inside apps/portal so its config reads its own environment files.
 */
export async function buildPortal({ quiet = false } = {}) {
  const { build } = await import('vite');
  const cwd = process.cwd();
  process.chdir(portalDir);
  try {
    await build({
      root: portalDir,
      logLevel: quiet ? 'warn' : 'info',
      build: { manifest: true, outDir: portalDist, emptyOutDir: true },
    });
  } finally {
    process.chdir(cwd);
  }
}

export function hasManifest() {
  return existsSync(manifestFile);
}

/** The Vite manifest of the last build (throws with a hint when there is none). */
export function readManifest() {
  if (!hasManifest()) {
    throw new Error(
      `No Vite manifest at ${path.relative(root, manifestFile)}: build the portal with ` +
        '`npm run size:portal` or `npm run test:e2e` first.',
    );
  }
  return JSON.parse(readFileSync(manifestFile, 'utf8'));
}

/**
 * The routes of src/router.tsx: each URL with the lazy modules it loads, a layout's module
 * first (`lazy: () => import('./routes/X'), children: [...]`), and whether it sits inside the
 * RequireSession layout.
 */
export function readRoutes() {
  const source = readFileSync(routerFile, 'utf8');
  const routes = [];
  const leaf = /path:\s*'([^']+)'\s*,\s*lazy:\s*\(\)\s*=>\s*import\('\.\/(routes\/[\w/]+)'\)/g;
  const layout = /lazy:\s*\(\)\s*=>\s*import\('\.\/(routes\/[\w/]+)'\)\s*,\s*children:\s*\[/g;
  const layouts = [];
  for (const m of source.matchAll(layout)) {
    const start = m.index + m[0].length;
    let depth = 1;
    let i = start;
    while (i < source.length && depth > 0) {
      if (source[i] === '[') depth += 1;
      if (source[i] === ']') depth -= 1;
      i += 1;
    }
    layouts.push({ module: m[1], start, end: i });
  }
  // Private routes are the children of the RequireSession layout route.
  const privateStart = source.indexOf("import('./routes/RequireSession')");
  let privateEnd = -1;
  if (privateStart >= 0) {
    const open = source.indexOf('children: [', privateStart);
    let depth = 1;
    let i = open + 'children: ['.length;
    while (i < source.length && depth > 0) {
      if (source[i] === '[') depth += 1;
      if (source[i] === ']') depth -= 1;
      i += 1;
    }
    privateEnd = i;
  }
  for (const m of source.matchAll(leaf)) {
    const around = layouts
      .filter((l) => m.index >= l.start && m.index < l.end)
      .map((l) => l.module);
    routes.push({
      path: m[1],
      modules: [...around, m[2]].map((mod) => `src/${mod}.tsx`),
      private: privateStart >= 0 && m.index > privateStart && m.index < privateEnd,
    });
  }
  return routes;
}

/** The manifest key of the HTML entry (index.html). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('The manifest has no entry');
  return key;
}

/** Every JS file a manifest chunk loads before it runs: itself and its static imports. */
export function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

const gzipCache = new Map();
/** Gzipped size (default level, as web servers send it) of a built file. */
export function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(path.join(portalDist, file))).length);
  }
  return gzipCache.get(file);
}

export function totalGzip(files) {
  let n = 0;
  for (const f of files) n += gzipSize(f);
  return n;
}

/**
 * Per route: the JS files it loads (entry closure plus its lazy modules' closures) and their
 * gzipped total, plus what the route adds on top of the entry.
 */
export function routeBundles(manifest = readManifest()) {
  const entry = staticClosure(manifest, entryKey(manifest));
  return readRoutes().map((route) => {
    const own = new Set();
    for (const mod of route.modules) staticClosure(manifest, mod, own);
    const files = new Set([...entry, ...own]);
    const added = [...own].filter((f) => !entry.has(f));
    return {
      ...route,
      files: [...files],
      gzip: totalGzip(files),
      addedFiles: added,
      addedGzip: totalGzip(added),
    };
  });
}

/** JS files that only private routes load: the login page must request none of them. */
export function privateOnlyFiles(manifest = readManifest()) {
  const bundles = routeBundles(manifest);
  const publicFiles = new Set(bundles.filter((b) => !b.private).flatMap((b) => b.files));
  const privateFiles = new Set(bundles.filter((b) => b.private).flatMap((b) => b.files));
  return [...privateFiles].filter((f) => !publicFiles.has(f));
}

/** Every JS file of the login route (`/`). */
export function loginFiles(manifest = readManifest()) {
  const login = routeBundles(manifest).find((b) => b.path === '/');
  if (!login) throw new Error("router.tsx has no '/' route");
  return login.files;
}
