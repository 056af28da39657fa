import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { closeServer, listen, readBody, sendJson } from './http';

// A local Cloudflare Turnstile "siteverify" endpoint, following its documented API
// (developers.cloudflare.com/turnstile/get-started/server-side-validation): `POST` of `secret`,
// `response` and optionally `remoteip`, form-encoded or JSON; the answer is JSON with `success`,
// `error-codes` and, for a good token, `challenge_ts`, `hostname`, `action` and `cdata`. A token
// is good once and for 300 seconds (a replay is `timeout-or-duplicate`). The widget's part, which
// the browser runs, is `issue()`: a token as a solved challenge hands it to the page.

const TOKEN_SECONDS = 300;

export interface CaptchaCounterpart {
  /** CAPTCHA_VERIFY_URL (with CAPTCHA_PROVIDER=turnstile). */
  url: string;
  /** A token for a challenge solved now, for this action (the widget's `action`). */
  issue(action?: string): string;
  /** How many verifications it answered, and how many of them succeeded. */
  verifications: { total: number; succeeded: number };
  close(): Promise<void>;
}

export async function startCaptchaCounterpart(opts: {
  /** CAPTCHA_SECRET: the widget's secret key. */
  secret: string;
}): Promise<CaptchaCounterpart> {
  const issued = new Map<string, { action: string; at: Date }>();
  /** Tokens verified once already: a second verification is a replay. */
  const spent = new Set<string>();
  const verifications = { total: 0, succeeded: 0 };
  const server = createServer((req, res) => {
    void readBody(req).then((text) => {
      if (req.method !== 'POST' || req.url !== '/turnstile/v0/siteverify')
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
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    issue(action = '') {
      const token = `0.${randomBytes(96).toString('base64url')}`;
      issued.set(token, { action, at: new Date() });
      return token;
    },
    verifications,
    close: () => closeServer(server),
  };
}
