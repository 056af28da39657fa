#!/usr/bin/env node
// `npm run lighthouse`: builds the portal for production and serves it as production does (see
// docs/OPERATIONS.md; figures in docs/perf/lighthouse.md): the API serves the built files (PORTAL_DIR, with the
// headers and the Brotli copies of apps/api/src/ops/portal-static.ts) on a scratch database
// seeded with the demo customers (the end-to-end harness, e2e/server.ts), behind HAProxy, which
// terminates TLS and speaks HTTP/2 to the browser (a certificate made for 127.0.0.1 at each run;
// HAProxy from Debian's packages, installed when missing). It logs the demo customer in where a
// page needs it and runs Lighthouse (mobile emulation with its default simulated throttling,
// Debian's Chromium or CHROMIUM_PATH) on the login page, the registration page and the
// dashboard. Prints the four category scores and lab LCP, TBT, CLS and total bytes per page, the
// audits that cost points, and writes the HTML and JSON reports under .tmp/lighthouse/. A
// measurement script: it is not part of `npm test`.
//
// LH_RUNS=3 measures each page that many times and prints every run and the median of each
// figure (lab figures are noisy on a shared machine); the reports kept are the median run's.
// E2E_SKIP_BUILD=1 serves the last build as it is.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { findChromium } from './chromium.mjs';
import { buildPortal, hasManifest, portalDist } from './e2e-bundle.mjs';
import { haproxyBinary } from './haproxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.tmp/lighthouse');
const apiPort = Number(process.env.LH_API_PORT ?? 3320);
const controlPort = Number(process.env.LH_CONTROL_PORT ?? 3321);
const portalPort = Number(process.env.LH_PORTAL_PORT ?? 4320);
const origin = `https://127.0.0.1:${portalPort}`;
const DEMO = { email: 'cliente@demo.pe', password: 'Fondos-Demo-2025' };
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 1));
const ALL_PAGES = [
  { name: 'login', path: '/' },
  { name: 'register', path: '/auth/register' },
  { name: 'dashboard', path: '/dashboard', login: true },
];
// LH_PAGES=dashboard (names, comma-separated) measures only those pages.
const PAGES = process.env.LH_PAGES
  ? ALL_PAGES.filter((p) => process.env.LH_PAGES.split(',').includes(p.name))
  : ALL_PAGES;

const chromePath = findChromium();
if (!chromePath) {
  console.error('No Chromium found: install Debian/Ubuntu `chromium` or set CHROMIUM_PATH.');
  process.exit(1);
}

const env = {
  ...process.env,
  E2E_API_PORT: String(apiPort),
  E2E_CONTROL_PORT: String(controlPort),
  E2E_PORTAL_ORIGIN: origin,
  PORTAL_DIR: portalDist,
  VITE_SERVICES_BASE_URL: origin,
};
const children = [];
function start(command, args, cwd) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return child;
}
async function waitFor(url, seconds = 120) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}
/** Waits for the site through HAProxy (its certificate is the run's own, so not checked). */
async function waitForSite(url, seconds = 30) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const ok = await new Promise((resolve) => {
      https
        .get(url, { rejectUnauthorized: false }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The certificate is made at each run for 127.0.0.1 and signed by nobody the browser knows.
  '--ignore-certificate-errors',
];

/** A key and a self-signed certificate for 127.0.0.1, in one PEM file as HAProxy reads it. */
function certificate(dir) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (made.status !== 0) throw new Error('openssl could not make the certificate');
  const pem = path.join(dir, 'site.pem');
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  return pem;
}

/** HAProxy in front of the API: TLS, HTTP/2 and HTTP/1.1 to the browser, HTTP/1.1 behind. */
function haproxyConfig(pem) {
  return `global
  maxconn 1024
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  option http-keep-alive
  option forwardfor
frontend portal
  bind 127.0.0.1:${portalPort} ssl crt ${pem} alpn h2,http/1.1
  http-request set-header X-Forwarded-Proto https
  default_backend api
backend api
  server api 127.0.0.1:${apiPort}
`;
}

let chrome;
let exitCode = 0;
try {
  const haproxy = haproxyBinary();
  if (process.env.E2E_SKIP_BUILD !== '1' || !hasManifest()) {
    console.info('Building the portal…');
    process.env.VITE_SERVICES_BASE_URL = origin;
    await buildPortal({ quiet: true });
  }
  console.info('Starting the API on a scratch database, behind HAProxy (TLS, HTTP/2)…');
  const tlsDir = path.join(root, '.tmp/lighthouse-tls');
  mkdirSync(tlsDir, { recursive: true });
  const cfg = path.join(tlsDir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig(certificate(tlsDir)));
  start('node', ['--import', 'tsx', '../../e2e/server.ts'], path.join(root, 'apps/api'));
  start(haproxy, ['-f', cfg, '-db'], root);
  await waitFor(`http://127.0.0.1:${controlPort}/health`);
  await waitFor(`http://127.0.0.1:${apiPort}/healthz`);
  await waitForSite(origin);

  mkdirSync(outDir, { recursive: true });
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results = [];
  for (const target of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage();
      if (target.login) {
        // Log in through the login form, as a customer would; the session stays in the page's
        // storage, which Lighthouse is told not to reset.
        await page.goto(origin, { waitUntil: 'networkidle0' });
        await page.type('input[type="email"]', DEMO.email);
        await page.type('input[type="password"]', DEMO.password);
        await Promise.all([
          page.waitForNavigation({ waitUntil: 'networkidle0' }),
          page.click('button[type="submit"]'),
        ]);
      }
      // A cold load: the HTTP cache is emptied (the session in the page's storage is kept).
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      const runner = await lighthouse(
        `${origin}${target.path}`,
        {
          port: chrome.port,
          output: ['html', 'json'],
          logLevel: 'error',
          formFactor: 'mobile',
          disableStorageReset: Boolean(target.login),
        },
        undefined,
        page,
      );
      await page.close();
      if (!runner) throw new Error(`Lighthouse gave no result for ${target.path}`);
      const lhr = runner.lhr;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const costs = Object.values(lhr.categories).flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1)
          .map((a) => `${category.id}: ${a.id} (${a.displayValue ?? `score ${a.score}`})`),
      );
      runs.push({
        report: runner.report,
        page: target.path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
        finalUrl: lhr.finalDisplayedUrl,
        costs,
      });
    }
    // The median run by performance score, then by LCP; each figure printed is its own median.
    const median = (key) => {
      const values = runs.map((r) => r[key]).sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)];
    };
    const kept = [...runs].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp)[
      Math.floor(runs.length / 2)
    ];
    const [html, json] = kept.report;
    writeFileSync(path.join(outDir, `${target.name}.html`), html);
    writeFileSync(path.join(outDir, `${target.name}.json`), json);
    const keys = [
      'performance',
      'accessibility',
      'bestPractices',
      'seo',
      'lcp',
      'tbt',
      'cls',
      'bytes',
    ];
    results.push({
      ...kept,
      ...Object.fromEntries(keys.map((key) => [key, median(key)])),
      runs: runs.length > 1 ? runs : [],
    });
  }
  await browser.disconnect();

  console.info('\nLighthouse (mobile, simulated throttling); reports in .tmp/lighthouse/\n');
  console.info(
    'page             perf  a11y  best  seo   LCP s  TBT ms  CLS    bytes    (goal: 100 each, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS 0)',
  );
  const line = (label, r) =>
    `${label.padEnd(16)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ` +
    `${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(3)}  ` +
    `${(r.lcp / 1000).toFixed(2).padStart(5)}  ${r.tbt.toFixed(0).padStart(6)}  ` +
    `${r.cls.toFixed(3).padStart(5)}  ${(r.bytes / 1024).toFixed(0).padStart(5)} KiB`;
  for (const r of results) {
    r.runs.forEach((run, i) => console.info(line(`  run ${i + 1}`, run)));
    console.info(line(r.runs.length ? `${r.page} (median)` : r.page, r));
    if (!r.finalUrl.endsWith(r.page)) console.info(`  measured at ${r.finalUrl}`);
    for (const cost of r.costs) console.info(`  - ${cost}`);
  }
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  if (chrome) await chrome.kill();
  stopAll();
}
process.exit(exitCode);
