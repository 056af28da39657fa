/**
 * Captcha check of the public (anonymous) login. Off by default for local use; a provider
 * client when CAPTCHA_PROVIDER and CAPTCHA_SECRET are set.
 */
export interface CaptchaVerifier {
  readonly enabled: boolean;
  readonly name: string;
  /** True when the response token is genuine and, where the provider reports it, for the expected action. */
  verify(input: {
    response: string | undefined;
    action: string | undefined;
    ip: string;
  }): Promise<boolean>;
}

export const disabledCaptcha: CaptchaVerifier = {
  enabled: false,
  name: 'none',
  verify: async () => true,
};

/** Each provider's official verification address (CAPTCHA_VERIFY_URL replaces it). */
export const CAPTCHA_VERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/** reCAPTCHA v3 / Turnstile / hCaptcha "siteverify" client (all three share the same shape). */
export function providerCaptcha(opts: {
  provider: keyof typeof CAPTCHA_VERIFY_URLS;
  secret: string;
  minScore: number;
  /** Where to verify; the provider's official address when absent. */
  verifyUrl?: string | undefined;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): CaptchaVerifier {
  const doFetch = opts.fetchImpl ?? fetch;
  const verifyUrl = opts.verifyUrl ?? CAPTCHA_VERIFY_URLS[opts.provider];
  return {
    enabled: true,
    name: opts.provider,
    async verify({ response, action, ip }) {
      if (!response || response.length > 4096) return false;
      const body = new URLSearchParams({ secret: opts.secret, response, remoteip: ip });
      try {
        const res = await doFetch(verifyUrl, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
        });
        if (!res.ok) return false;
        const answer = (await res.json()) as SiteVerifyAnswer;
        if (answer.success !== true) return false;
        if (typeof answer.score === 'number' && answer.score < opts.minScore) return false;
        if (action && answer.action !== undefined && answer.action !== action) return false;
        return true;
      } catch {
        return false;
      }
    },
  };
}
