import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listen, readBody, sendJson } from './http';

// A local Cloudflare Turnstile "siteverify" endpoint, following its documented API
// (developers.cloudflare.com/turnstile/get-started/server-side-validation): `POST` of `secret`,
// `response` and optionally `remoteip`, form-encoded or JSON; the answer is JSON with `success`,
// `error-codes` and, for a good token, `challenge_ts`, `hostname`, `action` and `cdata`. A token
// is good once and for 300 seconds (a replay is `timeout-or-duplicate`). The widget's part, which
// the browser runs, is `issue()`: a token as a solved challenge hands it to the page.
//
// It also serves a stand-in of the client script, `GET /turnstile/v0/api.js`, written from the
// client-side rendering documentation (developers.cloudflare.com/turnstile/get-started/
// client-side-rendering/): `window.turnstile` with `render(container, { sitekey, action,
// callback, 'error-callback', 'expired-callback' })` answering a widget id, `reset(id)`,
// `getResponse(id)`, `remove(id)` and `ready(cb)`; the widget writes the token into a hidden
// `cf-turnstile-response` input and calls `callback`. Its tokens come from `POST
// /turnstile/v0/issue` (so siteverify accepts them). Like Cloudflare's testing site keys, a site
// key starting `2x` always fails (the widget calls `error-callback` with an error code, or throws
// without one); `POST /turnstile/v0/refuse-next` makes the next verification answer
// `invalid-input-response` (a failed verification).

const TOKEN_SECONDS = 300;

/** A token's life, then the widget calls `expired-callback` and (refresh-expired: auto) solves again. */
const WIDGET_SCRIPT = (tokenSeconds: number) => `(() => {
  const base = new URL(document.currentScript.src).origin + '/turnstile/v0';
  const widgets = new Map();
  let count = 0;
  const fail = (w, code) => {
    const handler = w.options['error-callback'];
    w.status.textContent = 'Error';
    if (!handler || handler(code) !== true) throw new Error('[Cloudflare Turnstile] Error: ' + code + '.');
  };
  const solve = (w) => {
    w.token = undefined;
    w.input.value = '';
    clearTimeout(w.expiry);
    w.status.textContent = 'Verificando…';
    fetch(base + '/issue', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sitekey: w.options.sitekey, action: w.options.action || '' }),
    })
      .then((r) => r.json())
      .then((answer) => {
        if (w.gone) return;
        if (!answer.token) return fail(w, answer.error || '300030');
        w.token = answer.token;
        w.input.value = answer.token;
        w.status.textContent = 'Listo';
        if (w.options.callback) w.options.callback(answer.token);
        w.expiry = setTimeout(() => {
          w.token = undefined;
          w.input.value = '';
          if (w.options['expired-callback']) w.options['expired-callback'](answer.token);
          if ((w.options['refresh-expired'] || 'auto') === 'auto') solve(w);
        }, ${tokenSeconds} * 1000);
      })
      .catch(() => { if (!w.gone) fail(w, '200500'); });
  };
  const find = (id) => (id === undefined ? widgets.values().next().value : widgets.get(id));
  window.turnstile = {
    ready: (cb) => cb(),
    render(container, options) {
      const el = typeof container === 'string' ? document.querySelector(container) : container;
      if (!el || !options || !options.sitekey) throw new Error('[Cloudflare Turnstile] Invalid input.');
      count += 1;
      const id = 'cf-chl-widget-' + count;
      const box = document.createElement('div');
      box.id = id;
      box.dataset.sitekey = options.sitekey;
      const status = document.createElement('span');
      status.setAttribute('role', 'status');
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'cf-turnstile-response';
      box.append(status, input);
      el.append(box);
      const w = { id, options, box, status, input, token: undefined, gone: false };
      widgets.set(id, w);
      solve(w);
      return id;
    },
    reset(id) { const w = find(id); if (w) solve(w); },
    remove(id) { const w = find(id); if (!w) return; w.gone = true; clearTimeout(w.expiry); w.box.remove(); widgets.delete(w.id); },
    getResponse(id) { const w = find(id); return w ? w.token : undefined; },
    isExpired(id) { const w = find(id); return Boolean(w && !w.token); },
  };
})();
`;

export interface CaptchaCounterpart {
  /** CAPTCHA_VERIFY_URL (with CAPTCHA_PROVIDER=turnstile). */
  url: string;
  /** A token for a challenge solved now, for this action (the widget's `action`). */
  issue(action?: string): string;
  /** How many verifications it answered, and how many of them succeeded. */
  verifications: { total: number; succeeded: number };
  close(): Promise<void>;
}

/** The counterpart's requests, for a server of its own or another's (the e2e harness's). */
export interface CaptchaHandler {
  /** Answers a request under `/turnstile/v0/`; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  issue(action?: string): string;
  /** The next verification fails (`invalid-input-response`). */
  refuseNext(): void;
  verifications: { total: number; succeeded: number };
}

export function captchaHandler(opts: {
  /** CAPTCHA_SECRET: the widget's secret key. */
  secret: string;
  /** A token's life in the widget before `expired-callback` (300 s, as Turnstile's). */
  tokenSeconds?: number;
}): CaptchaHandler {
  const issued = new Map<string, { action: string; at: Date }>();
  /** Tokens verified once already: a second verification is a replay. */
  const spent = new Set<string>();
  const verifications = { total: 0, succeeded: 0 };
  let refuseNext = false;
  const issue = (action = '') => {
    const token = `0.${randomBytes(96).toString('base64url')}`;
    issued.set(token, { action, at: new Date() });
    return token;
  };
  const script = WIDGET_SCRIPT(opts.tokenSeconds ?? TOKEN_SECONDS);
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
  };
  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!path.startsWith('/turnstile/v0/')) return false;
    if (req.method === 'GET' && path === '/turnstile/v0/api.js') {
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
        ...cors,
      });
      res.end(script);
      return true;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST' });
      res.end();
      return true;
    }
    void readBody(req).then((text) => {
      if (req.method === 'POST' && path === '/turnstile/v0/issue') {
        let fields: { sitekey?: unknown; action?: unknown };
        try {
          fields = JSON.parse(text) as typeof fields;
        } catch {
          fields = {};
        }
        res.writeHead(200, { 'content-type': 'application/json', ...cors });
        if (typeof fields.sitekey !== 'string' || !fields.sitekey)
          return res.end(JSON.stringify({ error: '110100' }));
        // Cloudflare's testing site key 2x… always blocks.
        if (fields.sitekey.startsWith('2x')) return res.end(JSON.stringify({ error: '600010' }));
        return res.end(
          JSON.stringify({ token: issue(typeof fields.action === 'string' ? fields.action : '') }),
        );
      }
      if (req.method === 'POST' && path === '/turnstile/v0/refuse-next') {
        refuseNext = true;
        return sendJson(res, 200, { ok: true });
      }
      if (req.method !== 'POST' || path !== '/turnstile/v0/siteverify')
        return sendJson(res, 404, { success: false, 'error-codes': ['bad-request'] });
      verifications.total += 1;
      let fields: Record<string, unknown>;
      try {
        fields = req.headers['content-type']?.startsWith('application/json')
          ? (JSON.parse(text) as Record<string, unknown>)
          : Object.fromEntries(new URLSearchParams(text));
      } catch {
        return sendJson(res, 400, { success: false, 'error-codes': ['bad-request'] });
      }
      const refuse = (code: string) =>
        sendJson(res, 200, { success: false, 'error-codes': [code] });
      const { secret, response } = fields;
      if (typeof secret !== 'string' || !secret) return refuse('missing-input-secret');
      if (secret !== opts.secret) return refuse('invalid-input-secret');
      if (typeof response !== 'string' || !response) return refuse('missing-input-response');
      if (spent.has(response)) return refuse('timeout-or-duplicate');
      const found = issued.get(response);
      if (!found) return refuse('invalid-input-response');
      issued.delete(response);
      spent.add(response);
      if (refuseNext) {
        refuseNext = false;
        return refuse('invalid-input-response');
      }
      if (Date.now() - found.at.getTime() > TOKEN_SECONDS * 1000)
        return refuse('timeout-or-duplicate');
      verifications.succeeded += 1;
      return sendJson(res, 200, {
        success: true,
        'error-codes': [],
        challenge_ts: found.at.toISOString(),
        hostname: 'localhost',
        action: found.action,
        cdata: '',
      });
    });
    return true;
  };
  return { handle, issue, refuseNext: () => (refuseNext = true), verifications };
}

export async function startCaptchaCounterpart(opts: {
  /** CAPTCHA_SECRET: the widget's secret key. */
  secret: string;
}): Promise<CaptchaCounterpart> {
  const handler = captchaHandler(opts);
  const server = createServer((req, res) => {
    if (!handler.handle(req, res))
      sendJson(res, 404, { success: false, 'error-codes': ['bad-request'] });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    issue: handler.issue,
    verifications: handler.verifications,
    close: () => closeServer(server),
  };
}
