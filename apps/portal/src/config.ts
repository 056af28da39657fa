import type { FlowsConfig } from '@saf/flows';

/** Every setting of the portal, read once from the build's environment (VITE_*). */
const env = import.meta.env;

export const flowsConfig: FlowsConfig = {
  apiBaseUrl: env.VITE_API_BASE_URL ?? '',
  servicesBaseUrl: env.VITE_SERVICES_BASE_URL ?? env.VITE_API_BASE_URL ?? '',
  rememberDays: Number(env.VITE_REMEMBER_DAYS ?? 30),
  // The public anonymous account may only register an email (spec section 6).
  publicAccount: {
    email: env.VITE_PUBLIC_USER_EMAIL ?? 'portal-publico@saf.local',
    password: env.VITE_PUBLIC_USER_PASSWORD ?? 'portal-publico-dev',
  },
  resendSeconds: 60,
};

export const portalConfig = {
  brand: env.VITE_BRAND ?? 'quipu',
  brandName: env.VITE_BRAND === 'totora' ? 'Totora' : 'Quipu',
  /** The support line the floating chat opens (digits with country code). */
  supportPhone: env.VITE_SUPPORT_PHONE ?? '51999888777',
  /** The support line as customers read it. */
  supportPhoneDisplay: env.VITE_SUPPORT_PHONE_DISPLAY ?? '(01) 000-0000',
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'atencion@saf.local',
  supportHours: 'Lunes a viernes, de 9:00 a. m. a 6:00 p. m.',
  /**
   * Minutes without activity before a signed-in session ends (a warning comes a minute before).
   * Below the API's token life (15 minutes), which ends it anyway without a call.
   */
  idleMinutes: Number(env.VITE_IDLE_MINUTES ?? 10),
};
