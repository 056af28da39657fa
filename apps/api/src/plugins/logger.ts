import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * The logger's options: pino at LOG_LEVEL (or into the stream a test hands in), secrets redacted,
 * and a request logged by its route template, never its URL (some paths carry a code and an
 * email).
 */
export function loggerOptions(
  config: Config,
  logStream: { write(line: string): void } | undefined,
): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent' && !logStream) return false;
  return {
    level: logStream ? 'info' : config.LOG_LEVEL,
    ...(logStream ? { stream: logStream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers.authorization',
        '*.password',
        '*.code',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        route: req.routeOptions?.url ?? 'unknown',
        ip: req.ip,
        id: req.id,
      }),
    },
  };
}
