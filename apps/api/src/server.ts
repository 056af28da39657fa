import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { depsPlugin, type Deps } from './plugins/deps';
import { loggerOptions } from './plugins/logger';
import { sessionCachePlugin } from './plugins/session-cache';
import { headersPlugin, securityHeaders } from './plugins/headers';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { routesPlugin } from './plugins/routes';
import { areas } from './plugins/areas';
import { healthPlugin } from './ops/health';
import { metricsPlugin } from './ops/metrics';
import { portalPlugin } from './ops/portal-static';
import { sandboxCheckout } from './adapters/payment-gateway/sandbox-checkout';
import type { SandboxGateway } from './adapters/payment-gateway/index';
import { orderDesk } from './jobs/order-desk';
import { checkoutPayments } from './modules/orders/checkout';

export type { Deps } from './plugins/deps';
export { handlers } from './plugins/areas';
export { securityHeaders } from './plugins/headers';
export { tokenRenewAfterMs } from './plugins/auth';
export {
  USERS_CHANGED_ACK_CHANNEL,
  USERS_CHANGED_CHANNEL,
  USERS_LISTENER_NAME,
} from './plugins/session-cache';

/**
 * Builds the API without listening (tests call `inject()`): the Fastify instance and its
 * plugins, in order. The root-level ones (dependencies, session cache, headers, errors,
 * authentication, documentation, metrics) decorate or hook the whole server; the probes, each
 * area's routes, the portal, the sandbox checkout and the order desk are encapsulated.
 */
export async function buildServer(config: Config, deps: Deps = {}): Promise<FastifyInstance> {
  const security = securityHeaders();
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 300 },
    frameworkErrors: frameworkErrors(security),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: any other content type answers 415.
  app.removeContentTypeParser(['text/plain']);

  await app.register(depsPlugin, { config, deps });
  await app.register(sessionCachePlugin);
  await app.register(headersPlugin, { security, corsOrigins: config.CORS_ORIGINS });
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(healthPlugin);
  await app.register(metricsPlugin, {
    token: config.METRICS_TOKEN,
    production: config.NODE_ENV === 'production',
  });
  if (config.apiDocs) await app.register(docsPlugin);
  await app.register(routesPlugin, { areas });
  if (config.PORTAL_DIR)
    await app.register(portalPlugin, {
      root: config.PORTAL_DIR,
      connect: config.PORTAL_CONNECT_SRC,
      captcha: app.ctx.captcha.enabled ? [config.CAPTCHA_SCRIPT_ORIGIN] : [],
    });
  const gateway = app.ctx.gateway;
  if (config.sandboxGateway && gateway.name === 'sandbox')
    await app.register(sandboxCheckout, {
      payments: checkoutPayments(app.ctx.db),
      sign: (gateway as SandboxGateway).sign,
    });
  await app.register(orderDesk);
  return app;
}
