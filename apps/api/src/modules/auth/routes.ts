import {
  ConfigDocumentType,
  DOCUMENT_KIND_LABELS,
  documentKindOfConfigCode,
  PUBLIC_LOGIN_CAPTCHA_ACTION,
} from '@saf/contract';
import { AppError } from '../../lib/errors';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { formStepsOf, toSessionUser } from '../shared/users';
import { login, revokeSessions } from './service';

export const authHandlers: HandlerMap = {
  login: async (ctx, { body, ip, req }) => {
    const action = req.headers['x-captcha-action'];
    try {
      return await login(ctx, body, ip, typeof action === 'string' ? action : undefined);
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
    const user = requireUser(input);
    return { user: toSessionUser(user), form_steps: formStepsOf(user) };
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
