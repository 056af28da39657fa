/**
 * The sister brand's path: @saf/ui is packed as it would be published, installed from the
 * tarball into scratch Vite apps outside the workspace (one without Tailwind using
 * dist/styles.css, one with Tailwind using theme.css), built, and rendered in Chromium in
 * both brands.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright';
import { headlessShellPath } from '../../../scripts/chromium.mjs';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'saf-ui-consumer-'));
const pnpmEnv = { ...process.env, npm_config_workspace_dir: undefined, CI: 'true' };

function sh(cmd: string, args: string[], cwd: string) {
  return execFileSync(cmd, args, {
    cwd,
    env: pnpmEnv as NodeJS.ProcessEnv,
    stdio: 'pipe',
    encoding: 'utf8',
  });
}

const APP = `
import { createRoot } from 'react-dom/client';
import { Button, FundCard, fundTheme } from '@saf/ui';
import './app.css';

// The host page picks the brand before the first render; no component knows about it.
document.documentElement.dataset.brand = new URLSearchParams(location.search).get('brand') ?? 'quipu';

function App() {
  return (
    <main style={{ display: 'grid', gap: 16, padding: 24, maxWidth: 420 }}>
      <div data-testid="card">
        <FundCard
          name="Fondo Quipu Conservador Soles"
          type="Deuda de corto plazo"
          currency="PEN"
          risk="conservador"
          navPerUnit="14.237481"
          navDate="2026-11-20"
          recentReturn="6.45"
          returnPeriod="12 meses"
          minimumInvestment="500"
          theme={fundTheme(0)}
          href="#fondo"
        />
      </div>
      <Button data-testid="button">Invertir ahora</Button>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
`;

async function makeApp(name: string, css: string, withTailwind: boolean, tarball: string) {
  const dir = path.join(scratch, name);
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  const devDependencies: Record<string, string> = { vite: '8.3.8' };
  if (withTailwind) {
    devDependencies.tailwindcss = '4.3.5';
    devDependencies['@tailwindcss/vite'] = '4.3.5';
  }
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name,
      private: true,
      type: 'module',
      dependencies: { '@saf/ui': `file:${tarball}`, react: '19.3.1', 'react-dom': '19.3.1' },
      devDependencies,
    }),
  );
  writeFileSync(
    path.join(dir, 'vite.config.js'),
    withTailwind
      ? "import tailwindcss from '@tailwindcss/vite';\nexport default { plugins: [tailwindcss()] };\n"
      : 'export default {};\n',
  );
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="es-PE"><head><meta charset="utf-8"><title>Consumidor</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(path.join(dir, 'src/main.jsx'), APP);
  writeFileSync(path.join(dir, 'src/app.css'), css);
  sh(
    'pnpm',
    ['install', '--prefer-offline', '--config.confirmModulesPurge=false', '--reporter=silent'],
    dir,
  );
  sh('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], dir);
  return path.join(dir, 'dist');
}

function serve(root: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
  };
  const server = createServer(async (req, res) => {
    const file = path.join(
      root,
      decodeURIComponent((req.url ?? '/').split('?')[0]!) === '/'
        ? 'index.html'
        : decodeURIComponent(req.url!.split('?')[0]!),
    );
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
      });
    }),
  );
}

let browser: Browser;
let tarballPath = '';
const apps: Record<string, string> = {};

beforeAll(async () => {
  sh('node', ['scripts/build.mjs'], uiDir);
  const packDir = path.join(scratch, 'pack');
  mkdirSync(packDir);
  sh('pnpm', ['pack', '--pack-destination', packDir], uiDir);
  const tarball = path.join(
    packDir,
    readdirSync(packDir).find((f) => f.endsWith('.tgz'))!,
  );
  tarballPath = tarball;
  apps.precompiled = await makeApp('plain-app', "@import '@saf/ui/styles.css';\n", false, tarball);
  apps.tailwind = await makeApp(
    'tailwind-app',
    "@import 'tailwindcss';\n@import '@saf/ui/theme.css';\n",
    true,
    tarball,
  );
  browser = await chromium.launch({ executablePath: headlessShellPath() });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('is publint clean: exports, types and files agree with what is published', () => {
    const report = sh('pnpm', ['exec', 'publint', '--pack', 'pnpm', '--strict'], uiDir);
    expect(report).toContain('All good!');
  });

  it('publishes the built files, not the sources', () => {
    const listing = sh('tar', ['-tzf', tarballPath], uiDir).split('\n');
    expect(listing).toContain('package/dist/index.js');
    expect(listing).toContain('package/dist/index.d.ts');
    expect(listing).toContain('package/dist/styles.css');
    expect(listing).toContain('package/dist/theme.css');
    expect(listing.some((f) => f.startsWith('package/dist/fonts/') && f.endsWith('.woff2'))).toBe(
      true,
    );
    expect(listing.some((f) => f.startsWith('package/src/'))).toBe(false);
    expect(listing.some((f) => f.includes('.stories.'))).toBe(false);
  });
});

describe.each(['precompiled', 'tailwind'] as const)('an app using the %s stylesheet', (kind) => {
  it.each([
    ['quipu', 'rgb(11, 93, 87)', 'Inter Variable'],
    ['totora', 'rgb(91, 42, 134)', 'Nunito Sans Variable'],
  ])('renders a styled FundCard and Button in the %s brand', async (brand, primary, font) => {
    const { server, url } = await serve(apps[kind]!);
    const page = await browser.newPage();
    try {
      await page.goto(`${url}?brand=${brand}`);
      const button = page.getByTestId('button');
      await button.waitFor();
      const style = await button.evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, font: s.fontFamily, radius: s.borderTopLeftRadius };
      });
      expect(style.background).toBe(primary);
      expect(style.font).toContain(font);
      const card = page.getByTestId('card').locator('article');
      await card.getByRole('heading', { name: 'Fondo Quipu Conservador Soles' }).waitFor();
      const cardStyle = await card.evaluate((el) => {
        const s = getComputedStyle(el);
        return { radius: s.borderTopLeftRadius, shadow: s.boxShadow, display: s.display };
      });
      // Unstyled markup has neither radius nor shadow.
      expect(cardStyle.radius).not.toBe('0px');
      expect(cardStyle.shadow).not.toBe('none');
      const fontsLoaded = await page.evaluate(async (f) => {
        await document.fonts.ready;
        return document.fonts.check(`16px "${f}"`);
      }, font);
      expect(fontsLoaded).toBe(true);
    } finally {
      await page.close();
      server.close();
    }
  });
});
