import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * The security headers of every answer (HSTS, CSP, nosniff…), computed once by helmet from a
 * static configuration: no directive depends on the request (no nonces), so running helmet on
 * every request, as the Fastify plugin does, only rebuilt the same strings.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'none'"],
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
    // No page of the site or answer of the API is ever framed (CSP frame-ancestors 'none' too).
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  })({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}

/**
 * The headers of every answer: CORS for the portal's origins, the security headers, the request
 * id, `no-store`, and `Connection: close` while the process drains.
 */
export const headersPlugin = fp<{
  security: Readonly<Record<string, string>>;
  corsOrigins: Config['CORS_ORIGINS'];
}>(
  async (app, { security, corsOrigins }) => {
    await app.register(cors, {
      origin: corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: [
        'Authorization',
        'Content-Type',
        'Accept',
        'Platform',
        'X-Captcha-Action',
        'Idempotency-Key',
      ],
      exposedHeaders: ['Authorization', 'X-Request-Id', 'Retry-After'],
      maxAge: 600,
    });

    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(security);
      reply.header('x-request-id', req.id);
      reply.header('cache-control', 'no-store');
      done();
    });
    // Shutting down: each connection closes after its answer (one already under way too), so
    // the server's close does not wait for idle keep-alive connections and clients reconnect to
    // another instance. (Closing idle connections from a timer instead also cut some whose
    // request was being answered.)
    const { lifecycle } = app;
    app.addHook('onSend', (_req, reply, payload, done) => {
      if (lifecycle.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'headers', dependencies: ['deps'] },
);
