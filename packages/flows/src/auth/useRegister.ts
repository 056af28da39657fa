import { CAPTCHA_ACTION_HEADER, PUBLIC_LOGIN_CAPTCHA_ACTION } from '@saf/contract';
import type { z } from 'zod/mini';
import { useFormFlow } from '../forms/useFormFlow';
import { useFlows } from '../provider/FlowsProvider';
import { useGlobalConfig } from '../config/useGlobalConfig';
import { captchaToken } from './captcha';
import type { registerFormSchema } from './registerForm';

/** The form's checks and the registration calls, fetched on the first input or submit. */
const loadRegisterForm = () => import('./registerForm');
type RegisterForm = typeof registerFormSchema;
const loadRegisterSchema = () =>
  loadRegisterForm().then(
    // The phone is typed as text; an empty one is dropped before validation.
    (form) =>
      form.registerFormSchema as unknown as z.ZodMiniType<z.output<RegisterForm>, RegisterValues>,
  );

const PUBLIC_TOKEN_KEY = 'saf.publicToken';

export interface RegisterValues {
  email: string;
  phone_number: string;
  terms_accepted: boolean;
  privacy_policy_accepted: boolean;
  marketing_consent: boolean;
  group_sharing_consent: boolean;
}

const EMPTY: RegisterValues = {
  email: '',
  phone_number: '',
  terms_accepted: false,
  privacy_policy_accepted: false,
  marketing_consent: false,
  group_sharing_consent: false,
};

/**
 * Registration: the public anonymous account's token (kept locally, discarded on any
 * failure) registers the email with the consents of Peru law 29733; the versions of the
 * documents accepted come from the global configuration.
 */
export function useRegister(options: { onSuccess?: (email: string) => void } = {}) {
  const { client, config } = useFlows();
  const globalConfig = useGlobalConfig();

  async function publicToken(): Promise<string> {
    const stored = window.localStorage.getItem(PUBLIC_TOKEN_KEY);
    if (stored) return stored;
    const captcha = await captchaToken(PUBLIC_LOGIN_CAPTCHA_ACTION);
    const { callRoute, loginRoute } = await loadRegisterForm();
    const answer = await callRoute(
      client,
      loginRoute,
      {
        body: {
          email: config.publicAccount.email,
          password: config.publicAccount.password,
          app: false,
          ...(captcha ? { captcha_response: captcha } : {}),
        },
      },
      { headers: { [CAPTCHA_ACTION_HEADER]: PUBLIC_LOGIN_CAPTCHA_ACTION }, token: null },
    );
    if (!answer.token) throw new Error('public login without token');
    window.localStorage.setItem(PUBLIC_TOKEN_KEY, answer.token);
    return answer.token;
  }

  const flow = useFormFlow({
    schema: loadRegisterSchema,
    defaultValues: EMPTY,
    placement: { USER_ALREADY_REGISTERED: 'email', PHONE_NUMBER_EXIST: 'phone_number' },
    submit: async (values) => {
      const documents = globalConfig.data ?? (await globalConfig.load());
      const { callRoute, registerEmailRoute } = await loadRegisterForm();
      try {
        const token = await publicToken();
        return await callRoute(
          client,
          registerEmailRoute,
          {
            body: {
              email: values.email,
              phone_number: values.phone_number,
              terms_accepted: true,
              terms_version: documents.consent_versions.TERMS_CONDITIONS,
              privacy_policy_accepted: true,
              privacy_policy_version: documents.consent_versions.PRIVACY_POLICY,
              marketing_consent: values.marketing_consent,
              group_sharing_consent: values.group_sharing_consent,
              origin: 'WEB',
            },
          },
          { token },
        );
      } catch (error) {
        window.localStorage.removeItem(PUBLIC_TOKEN_KEY);
        throw error;
      }
    },
    onSuccess: (_answer, values) => options.onSuccess?.(values.email),
  });

  return {
    ...flow,
    /** The captcha's settings (on or off, site key), once the configuration is read. */
    captcha: globalConfig.data?.captcha,
    /** The action the captcha's widget is rendered for (the public login's). */
    captchaAction: PUBLIC_LOGIN_CAPTCHA_ACTION,
    termsHref: globalConfig.data?.terms_conditions,
    privacyHref: globalConfig.data?.privacy_policy,
  };
}
