import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * The documentation: the OpenAPI document built from the routes' contract schemas, and its
 * browsable page at /api/docs. Registered before the routes, which it collects.
 */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Fund portal API',
          version: '0.1.0',
          description:
            'API of the customer portal. Every error answers `{ code, message, requestId }` with a code of the catalogue.',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            publicToken: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description:
                'The public anonymous account token (login with the public credentials).',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: true,
      transformStaticCSP: (header) => header,
    });
  },
  { name: 'docs' },
);
