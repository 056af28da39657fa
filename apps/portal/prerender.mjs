// Renders the public pages into the built portal (dist/), so they paint before any JavaScript:
// the same route table and components as the browser, rendered with react-dom/server through
// react-router's static handler, each into its own HTML file, hydrated on load (src/main.tsx).
//
//   dist/index.html                  the login page (/)
//   dist/auth/register/index.html    the registration page
//   dist/auth/recovery/index.html    the password recovery page
//   dist/accesibilidad/index.html    the accessibility statement
//   dist/shell.html                  the empty shell every other page starts from
//
// Each page also gets its title, its description and a preload of the font file its first
// screen uses (the brand's font, Latin subset), as the shell does; its script is requested after
// the first paint.
// A static server serves a page's file for its path and shell.html for any other path (vite
// preview does so through this package's Vite config).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';

const portalDir = path.dirname(fileURLToPath(import.meta.url));

/** The entry script Vite writes into the page's head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Vite's link to a built stylesheet, by its file name under assets/. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/assets\/([^"]+\.css)">/g;

/**
 * A rendered page paints, and works as a plain HTML form, before any script: its script is
 * requested once the first contentful paint is done, with the whole stylesheet, so on a slow
 * connection the document and the font of the first screen do not share the bandwidth with them.
 * A tab opened in the background paints nothing until shown: there, the script comes a second
 * later anyway. (A form sent before the script is live waits for it: see index.html.)
 */
function afterFirstPaint(src) {
  // The whole stylesheet first (see criticalStyles), then the code.
  const styles =
    'var sheets = document.querySelectorAll(\'link[rel="stylesheet"][disabled]\'); for (var i = 0; i < sheets.length; i++) sheets[i].disabled = false;';
  const load = `function () { if (!started) { started = true; ${styles} import(${JSON.stringify(src)}); } }`;
  const observer =
    "new PerformanceObserver(function (list) { if (list.getEntriesByName('first-contentful-paint').length) load(); }).observe({ type: 'paint', buffered: true });";
  return `<script>(function () { var started = false; var load = ${load}; try { ${observer} } catch (e) { load(); } setTimeout(load, 1000); })();</script>`;
}

/** The pages rendered ahead of time, with their title and description. */
export const PRERENDERED = [
  {
    path: '/',
    file: 'index.html',
    title: 'Iniciar sesión',
    description:
      'Ingresa a tu portal de clientes: invierte en fondos mutuos, revisa tus movimientos y descarga tus estados de cuenta.',
  },
  {
    path: '/auth/register',
    file: 'auth/register/index.html',
    title: 'Crea tu cuenta',
    description:
      'Crea tu cuenta en minutos con tu correo y empieza a invertir en fondos mutuos desde S/ 100.',
  },
  {
    path: '/auth/recovery',
    file: 'auth/recovery/index.html',
    title: 'Recupera tu contraseña',
    description:
      'Recupera el acceso a tu portal de clientes con un código que te enviamos a tu correo.',
  },
  {
    path: '/accesibilidad',
    file: 'accesibilidad/index.html',
    title: 'Accesibilidad',
    description:
      'Cómo hacemos accesible el portal (WCAG 2.2 AA), cómo lo comprobamos y cómo avisarnos si encuentras una barrera.',
  },
];

/** The font each brand sets its text in (packages/ui/src/tokens.css). */
const BRAND_FONTS = { quipu: 'inter', totora: 'nunito-sans' };

/** The font file of the first screen: the Latin subset of the brand's font. */
function fontPreloads(distDir, brand) {
  const font = BRAND_FONTS[brand] ?? BRAND_FONTS.quipu;
  const assets = readdirSync(path.join(distDir, 'assets'));
  return assets
    .filter((f) => f.startsWith(`${font}-latin-wght-normal-`) && f.endsWith('.woff2'))
    .map(
      (f) => `<link rel="preload" href="/assets/${f}" as="font" type="font/woff2" crossorigin />`,
    )
    .join('\n    ');
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The shell's stylesheet goes into the shell itself (about 11 kB of Brotli, the whole of it: the
 * shell cannot know which page it will render), so a private page's first paint waits for no
 * request after the HTML and its script. The API's static serving
 * (apps/api/src/ops/portal-static.ts) allows this block, and the inline scripts, by their
 * hashes in each page's Content-Security-Policy.
 */
function inlineStylesheets(html, distDir) {
  return html.replace(STYLESHEET_LINK, (_link, file) => {
    const css = readFileSync(path.join(distDir, 'assets', file), 'utf8').trim();
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it closes a style tag`);
    // The disabled link is never fetched; it is there because Vite's loader, before a lazy
    // module that lists this stylesheet, looks for such a link and otherwise fetches it again.
    return `<style>${css}</style>\n    <link rel="stylesheet" href="/assets/${file}" disabled />`;
  });
}

/**
 * A prerendered page carries in its HTML only the rules its own markup uses (Beasties evaluates
 * each selector against it), plus every `@font-face`: the brand font and its metric-matched
 * fallback are named through custom properties, which Beasties does not follow, and without
 * them the text would be set in another font until the stylesheet came. That is about 7 kB of
 * Brotli instead of 14, so the page arrives in the first round trip of a new connection (TCP's
 * initial window is about 14.6 kB) and paints with nothing else to wait for.
 *
 * The whole stylesheet is linked at the end of the body, disabled: the script that loads the
 * page's code after its first paint (afterFirstPaint) enables it first, so it loads beside that
 * code and is in place before the code renders anything the markup did not have (Vite's loader
 * finds that link and does not fetch the file again). Without scripts, a `<noscript>` copy of
 * the link loads it at once.
 */
async function criticalStyles(beasties, html, distDir) {
  const files = [...html.matchAll(STYLESHEET_LINK)].map(([, file]) => file);
  const faces = files
    .flatMap(
      (file) =>
        readFileSync(path.join(distDir, 'assets', file), 'utf8').match(/@font-face\{[^}]*\}/g) ??
        [],
    )
    .join('');
  let out = await beasties.process(html);
  if (!/<style>/.test(out) || !faces) throw new Error('the critical styles were not inlined');
  out = out.replace('<style>', `<style>${faces}`);
  for (const file of files) {
    const link = new RegExp(`<link rel="stylesheet"(?: crossorigin)? href="/assets/${file}">`);
    if (!link.test(out)) throw new Error(`${file} is not linked after the critical styles`);
    out = out.replace(
      link,
      `<link rel="stylesheet" href="/assets/${file}" disabled><noscript><link rel="stylesheet" href="/assets/${file}"></noscript>`,
    );
  }
  return out;
}

/**
 * Builds the server entry (src/entry-server.tsx) and writes every public page into distDir,
 * next to the client build that is already there.
 */
export async function prerender({ distDir = path.join(portalDir, 'dist'), quiet = true } = {}) {
  const { build } = await import('vite');
  const ssrDir = path.join(portalDir, 'node_modules/.prerender');
  rmSync(ssrDir, { recursive: true, force: true });
  await build({
    configFile: path.join(portalDir, 'vite.config.ts'),
    root: portalDir,
    logLevel: quiet ? 'warn' : 'info',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      rolldownOptions: { output: { entryFileNames: 'entry-server.mjs' } },
    },
    ssr: { noExternal: [/^@saf\//] },
  });
  const { render } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.mjs')).href);
  const brand = process.env.VITE_BRAND === 'totora' ? 'Totora' : 'Quipu';

  // The brand's colours apply before any script runs (main.tsx sets the same attribute). Every
  // page, the shell of the private ones too, starts its font as soon as its HTML is read.
  const brandKey = process.env.VITE_BRAND ?? 'quipu';
  const base = readFileSync(path.join(distDir, 'index.html'), 'utf8')
    .replace('<html lang="es-PE">', `<html lang="es-PE" data-brand="${escapeHtml(brandKey)}">`)
    .replace('</head>', `  ${fontPreloads(distDir, brandKey)}\n  </head>`);
  writeFileSync(path.join(distDir, 'shell.html'), inlineStylesheets(base, distDir));
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    logLevel: quiet ? 'warn' : 'info',
  });
  for (const page of PRERENDERED) {
    const markup = await render(page.path);
    const html = base
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${page.title} | ${brand}`)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
        `<meta name="description" content="${escapeHtml(page.description)}" />`,
      )
      .replace(ENTRY_SCRIPT, (_tag, src) => afterFirstPaint(src))
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${page.path}">${markup}</div>`,
      );
    const target = path.join(distDir, page.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, await criticalStyles(beasties, html, distDir));
  }
  rmSync(ssrDir, { recursive: true, force: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prerender({ quiet: false });
  console.info(`Rendered ${PRERENDERED.map((p) => p.path).join(', ')} into dist/`);
}
