import { createHash } from 'node:crypto';

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy of one built HTML page (apps/api/src/ops/portal-static.ts sends it):
 * its inline scripts and styles are allowed by their SHA-256 hashes, nothing else inline. A
 * module of its own, with no dependency, so the end-to-end tests put the same policy on the
 * pages they open (e2e/csp.spec.ts).
 */
export function htmlPolicy(
  html: string,
  connect: readonly string[],
  /** The captcha's origin, when it is on: its script and its widget's frame (Turnstile's CSP). */
  captcha: readonly string[] = [],
): string {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    sha256(m[1] ?? ''),
  );
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) =>
    sha256(m[1] ?? ''),
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${[...captcha, ...scripts].join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    "media-src 'self' blob:",
    ...(captcha.length ? [`frame-src ${captcha.join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
