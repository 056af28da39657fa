/**
 * Cloudflare Turnstile in the portal: its client script, loaded only when a form that needs it
 * mounts with the captcha on (never on the critical path of a page), one widget rendered
 * explicitly in the form, and the token source flows asks on submit (handed to flows' `provideCaptchaToken`).
 * Turnstile's API: https://developers.cloudflare.com/turnstile/get-started/client-side-rendering/
 */

interface RenderOptions {
  sitekey: string;
  action: string;
  language: string;
  callback: (token: string) => void;
  'error-callback': (code: string) => boolean;
  'expired-callback': () => void;
  'timeout-callback': () => void;
}

/** The part of `window.turnstile` the portal uses. */
export interface TurnstileApi {
  render(container: HTMLElement, options: RenderOptions): string | null | undefined;
  reset(widgetId?: string): void;
  remove(widgetId: string): void;
  getResponse(widgetId?: string): string | undefined;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** The documented script, for explicit rendering; tests point VITE_TURNSTILE_SCRIPT_URL elsewhere. */
export const TURNSTILE_SCRIPT_URL =
  import.meta.env.VITE_TURNSTILE_SCRIPT_URL ??
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

let script: Promise<TurnstileApi> | null = null;

/** Loads the script once (again after a failure). */
export function loadTurnstile(): Promise<TurnstileApi> {
  script ??= new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    const el = document.createElement('script');
    el.src = TURNSTILE_SCRIPT_URL;
    el.async = true;
    el.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile missing'));
    el.onerror = () => {
      el.remove();
      reject(new Error('turnstile script not loaded'));
    };
    document.head.append(el);
  }).catch((error: unknown) => {
    script = null;
    throw error;
  });
  return script;
}

/** How long a submit waits for the widget's token (an interactive challenge the customer solves). */
const WAIT_MS = 60_000;

type Source = (action: string) => Promise<string>;

/**
 * Renders a widget in `container` and makes it the token source until the returned cleanup.
 * `onProblem` tells the form the widget failed or its token expired (shown in Spanish by ui).
 */
export function mountTurnstile(
  container: HTMLElement,
  opts: {
    siteKey: string;
    action: string;
    onProblem: (problem: 'error' | 'expired' | null) => void;
    /** Hands the widget's token source to flows (`provideCaptchaToken`); returns its release. */
    provide: (source: (action: string) => Promise<string>) => () => void;
  },
): () => void {
  let widgetId: string | null | undefined;
  let api: TurnstileApi | undefined;
  let token: string | undefined;
  let failed = false;
  let removed = false;
  let waiter: { resolve: (t: string) => void; reject: (e: Error) => void } | null = null;

  const again = () => {
    token = undefined;
    if (api && widgetId) api.reset(widgetId);
  };
  const give = (t: string) => {
    const w = waiter;
    waiter = null;
    w?.resolve(t);
    again();
  };
  const fail = () => {
    const w = waiter;
    waiter = null;
    w?.reject(new Error('captcha failed'));
  };

  const mySource: Source = () =>
    new Promise<string>((resolve, reject) => {
      if (failed) {
        // The customer submits again: the widget tries again for the next submit.
        failed = false;
        opts.onProblem(null);
        again();
        return reject(new Error('captcha failed'));
      }
      if (token) {
        const t = token;
        token = undefined;
        resolve(t);
        again();
        return;
      }
      waiter?.reject(new Error('superseded'));
      waiter = { resolve, reject };
      setTimeout(() => {
        if (waiter?.resolve === resolve) fail();
      }, WAIT_MS);
    });
  // flows asks it for the token on submit. Each token is used once (siteverify refuses a
  // replay), so the widget starts again as soon as one is handed out.
  const release = opts.provide(mySource);

  loadTurnstile().then(
    (turnstile) => {
      if (removed) return;
      api = turnstile;
      widgetId = turnstile.render(container, {
        sitekey: opts.siteKey,
        action: opts.action,
        language: 'es',
        callback: (t) => {
          failed = false;
          opts.onProblem(null);
          if (waiter) give(t);
          else token = t;
        },
        'error-callback': () => {
          token = undefined;
          failed = !waiter;
          opts.onProblem('error');
          fail();
          return true;
        },
        'expired-callback': () => {
          token = undefined;
          opts.onProblem('expired');
        },
        'timeout-callback': () => {
          token = undefined;
          opts.onProblem('expired');
        },
      });
    },
    () => {
      failed = true;
      opts.onProblem('error');
      fail();
    },
  );

  return () => {
    removed = true;
    release();
    fail();
    if (api && widgetId) api.remove(widgetId);
  };
}
