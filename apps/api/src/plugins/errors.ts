import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, errorBody, type ErrorCode, type FieldIssue } from '@saf/contract';
import { AppError } from '../lib/errors';

export function statusFor(code: ErrorCode): number {
  return ERRORS[code].status;
}

/**
 * Fastify's `frameworkErrors` option: a malformed URL escape or an over-long path parameter
 * fails in the router, before any hook: answer the catalogue body with the security headers
 * (never Fastify's default, which echoes the path).
 */
export function frameworkErrors(security: Readonly<Record<string, string>>) {
  return (_err: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
    void reply
      .code(statusFor('VALIDATION_ERROR'))
      .headers({ ...security, 'x-request-id': req.id, 'cache-control': 'no-store' })
      .type('application/json; charset=utf-8')
      .send(
        errorBody('VALIDATION_ERROR', req.id, {
          details: [{ path: 'params', message: 'Invalid path', code: 'invalid_path' }],
        }),
      );
  };
}

/** The catalogued code of any error a request meets, with its field details and meta. */
function classify(err: FastifyError): {
  code: ErrorCode;
  details?: FieldIssue[];
  meta?: Record<string, string | number | boolean>;
} {
  if (err instanceof AppError) return { code: err.code, ...err.extra };
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext ?? 'body';
    return {
      code: 'VALIDATION_ERROR',
      details: err.validation.map((v) => ({
        path: [
          where,
          ...String(v.instancePath ?? '')
            .split('/')
            .filter(Boolean),
        ].join('.'),
        message: v.message ?? 'Invalid value',
        code: String(v.keyword ?? 'invalid'),
      })),
    };
  }
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { code: 'UNSUPPORTED_MEDIA_TYPE' };
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { code: 'PAYLOAD_TOO_LARGE' };
  if (
    err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    err instanceof SyntaxError ||
    err.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
  )
    return {
      code: 'VALIDATION_ERROR',
      details: [{ path: 'body', message: 'Malformed JSON body', code: 'invalid_json' }],
    };
  if (err.statusCode === 429) return { code: 'RATE_LIMITED' };
  if (err.statusCode === 404) return { code: 'NOT_FOUND' };
  if (err.statusCode === 413) return { code: 'PAYLOAD_TOO_LARGE' };
  if (err.statusCode === 415) return { code: 'UNSUPPORTED_MEDIA_TYPE' };
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
    return { code: 'VALIDATION_ERROR' };
  return { code: 'INTERNAL_ERROR' };
}

/**
 * The error mapping: every error and every unknown route answers the catalogue body
 * `{ code, message, requestId }` with the code's status, counted in the metrics.
 */
export const errorsPlugin = fp(
  (app, _opts, done) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      const { code, details, meta } = classify(err);
      if (err instanceof AppError)
        for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      const body = errorBody(code, req.id, {
        ...(details ? { details } : {}),
        ...(meta ? { meta } : {}),
      });
      if (code === 'INTERNAL_ERROR') {
        req.log.error({ err, requestId: req.id }, 'unexpected error');
      }
      app.metrics.error(code);
      // Never hand a renewed token out with an error.
      reply.removeHeader('authorization');
      void reply.code(statusFor(code)).type('application/json; charset=utf-8').send(body);
    });

    app.setNotFoundHandler((req, reply) => {
      app.metrics.error('NOT_FOUND');
      void reply.code(404).send(errorBody('NOT_FOUND', req.id));
    });
    done();
  },
  { name: 'errors', dependencies: ['deps'] },
);
