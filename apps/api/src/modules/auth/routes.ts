import { recordSecurityEvent } from '../shared/security-log';
import { serializerCompiler } from 'fastify-type-provider-zod';
import {
  ConfigDocumentType,
  DOCUMENT_KIND_LABELS,
  documentKindOfConfigCode,
  meResponseSchema,
  PUBLIC_LOGIN_CAPTCHA_ACTION,
  type RouteResponse,
} from '@saf/contract';
import type { User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { formStepsOf, toSessionUser } from '../shared/users';
import { login, revokeSessions } from './service';

/** The route's own response serializer (contract schema, then JSON), run once per row. */
const serializeMe = serializerCompiler({
  schema: meResponseSchema,
  method: 'GET',
  url: '/api/auth/me',
} as Parameters<typeof serializerCompiler>[0]);

/**
 * The `/me` body of a users row. A row from the session cache is the same object on every call
 * until it changes, so its body is serialized once; a changed row is a new object.
 */
const meBodies = new WeakMap<User, string>();
function meBody(user: User): string {
  let body = meBodies.get(user);
  if (body === undefined) {
    body = serializeMe({ user: toSessionUser(user), form_steps: formStepsOf(user) });
    meBodies.set(user, body);
  }
  return body;
}

export const authHandlers: HandlerMap = {
  login: async (ctx, { body, ip, req }) => {
    const action = req.headers['x-captcha-action'];
    try {
      const answer = await login(ctx, body, ip, typeof action === 'string' ? action : undefined);
      if (answer.user) await recordSecurityEvent(ctx, answer.user.id, 'LOGIN', { ip, req });
      return answer;
    } catch (err) {
      // Every login attempt is logged (never the password); the success line is in the service.
      if (err instanceof AppError)
        ctx.log.info({ event: 'login-failed', code: err.code }, 'login refused');
      throw err;
    }
  },
  logout: async (ctx, input) => {
    const user = requireUser(input);
    await revokeSessions(ctx, user.id);
    // No renewed token on logout.
    input.reply.removeHeader('authorization');
    ctx.log.info({ userId: user.id, event: 'logout' }, 'logout');
    return { message: 'Logged out' };
  },
  me: async (_ctx, input) => {
    // Already serialized by the route's schema: a JSON string is sent as it is.
    input.reply.type('application/json; charset=utf-8');
    return meBody(requireUser(input)) as unknown as RouteResponse<'me'>;
  },
  globalConfig: async (ctx) => {
    const c = ctx.config;
    return {
      terms_conditions: c.TERMS_URL,
      privacy_policy: c.PRIVACY_URL,
      admin_contract: c.CONTRACT_URL,
      disclaimer:
        'Las inversiones en fondos mutuos están sujetas a riesgos. La rentabilidad pasada no garantiza la rentabilidad futura.',
      email: c.SUPPORT_EMAIL,
      phone_number: c.SUPPORT_PHONE,
      consent_versions: {
        TERMS_CONDITIONS: c.TERMS_VERSION,
        PRIVACY_POLICY: c.PRIVACY_VERSION,
        MARKETING: c.MARKETING_VERSION,
        GROUP_SHARING: c.GROUP_SHARING_VERSION,
      },
      document_types: Object.values(ConfigDocumentType).map((code) => ({
        code,
        label: DOCUMENT_KIND_LABELS[documentKindOfConfigCode(code)],
      })),
      captcha: {
        enabled: ctx.captcha.enabled,
        site_key: ctx.captcha.enabled ? (c.CAPTCHA_SITE_KEY ?? null) : null,
        action: PUBLIC_LOGIN_CAPTCHA_ACTION,
      },
    };
  },
};
