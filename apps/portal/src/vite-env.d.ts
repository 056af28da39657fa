/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BRAND?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SERVICES_BASE_URL?: string;
  readonly VITE_REMEMBER_DAYS?: string;
  readonly VITE_PUBLIC_USER_EMAIL?: string;
  readonly VITE_PUBLIC_USER_PASSWORD?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE_DISPLAY?: string;
  /** Turnstile's client script (explicit rendering); a local counterpart in the tests. */
  readonly VITE_TURNSTILE_SCRIPT_URL?: string;
}
