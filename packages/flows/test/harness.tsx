import type { ReactNode } from 'react';
import { renderHook } from 'vitest-browser-react';
import { act } from 'react';
import { vi } from 'vitest';
import { createApiClient, type ApiClient } from '../src/api/client';
import { FlowsDataScope } from '../src/provider/FlowsDataScope';
import { FlowsProvider, type FlowsConfig } from '../src/provider/FlowsProvider';
import type { FlowsLinks } from '../src/provider/links';
import { createSessionStore, type SessionStore } from '../src/session/store';
import type { CookieJar } from '../src/session/cookies';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Handler = (call: RecordedCall) => {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
};

/** A fake API: answers by "METHOD /path" (path without the query), records every call. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: decodeURIComponent(url.pathname),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const handler =
      routes[key] ?? Object.entries(routes).find(([k]) => new RegExp(`^${k}$`).test(key))?.[1];
    if (!handler)
      return new Response(
        JSON.stringify({ code: 'NOT_FOUND', message: 'Not Found', requestId: 't' }),
        { status: 404 },
      );
    const answer = handler(call);
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
  return { fetch, calls };
}

export function memoryCookies(): CookieJar & { jar: Map<string, string> } {
  const jar = new Map<string, string>();
  return {
    jar,
    get: (name) => jar.get(name) ?? null,
    set: (name, value) => void jar.set(name, value),
    remove: (name) => void jar.delete(name),
  };
}

export const testConfig: FlowsConfig = {
  apiBaseUrl: 'https://portal.test',
  servicesBaseUrl: 'https://services.test',
  rememberDays: 30,
  publicAccount: { email: 'public@quipu.pe', password: 'public-password' },
  resendSeconds: 60,
};

/**
 * The app's addresses, as a stand-in for the portal's (whose own are checked in its
 * `paths.test.ts`): the place's name, then what it holds.
 */
export const testLinks: FlowsLinks = {
  href: (place) => {
    if ('page' in place && place.page === 'fundDetail')
      return `/products/detail?fondo=${place.fund}`;
    const { page, wizard, ...rest } = place as { page?: string; wizard?: string };
    const query = new URLSearchParams(
      Object.entries(rest).map(([name, value]) => [name, JSON.stringify(value)]),
    );
    return `/${page ?? wizard}?${query}`;
  },
};

export interface Harness {
  client: ApiClient;
  session: SessionStore;
  cookies: ReturnType<typeof memoryCookies>;
  expired: { count: number };
  serverErrors: { count: number };
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

export function harness(fetch: typeof globalThis.fetch): Harness {
  window.localStorage.clear();
  const cookies = memoryCookies();
  const session = createSessionStore({ storage: window.localStorage, cookies, rememberDays: 30 });
  const expired = { count: 0 };
  const serverErrors = { count: 0 };
  const client = createApiClient({
    apiBaseUrl: testConfig.apiBaseUrl,
    servicesBaseUrl: testConfig.servicesBaseUrl,
    getToken: session.getToken,
    setToken: session.setToken,
    onUnauthorized: () => {
      session.clear('expired');
      expired.count += 1;
    },
    onServerError: () => void (serverErrors.count += 1),
    fetch,
    logger: { warn: () => {}, error: () => {} },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FlowsProvider
      config={testConfig}
      links={testLinks}
      client={client}
      session={session}
      navigation={{ onServerError: () => {}, onSessionExpired: () => {} }}
    >
      <FlowsDataScope>{children}</FlowsDataScope>
    </FlowsProvider>
  );
  return { client, session, cookies, expired, serverErrors, wrapper };
}

export async function renderFlow<T>(hook: () => T, h: Harness) {
  return renderHook(hook, { wrapper: h.wrapper });
}

/** Lets pending promises and React updates settle. */
export async function settle(ms = 20) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/**
 * Submits a form flow and waits until it is no longer busy (its checks loaded, its call
 * answered), then lets React settle. Waiting on what the customer would see, not on a fixed
 * delay, keeps the tests right on a loaded machine.
 */
export async function submitAndSettle(result: {
  current: { onSubmit: () => void; submitting: boolean };
}) {
  act(() => result.current.onSubmit());
  await vi.waitFor(
    () => {
      if (result.current.submitting) throw new Error('the form is still submitting');
    },
    { timeout: 10_000, interval: 10 },
  );
  await settle();
}

export function errorBody(code: string, message: string, details?: unknown) {
  return { code, message, requestId: 'req-1', ...(details ? { details } : {}) };
}

export const demoUser = {
  id: 7,
  name: 'Ana',
  lastname: 'Quispe Mamani',
  email: 'ana.quispe@correo.pe',
  username: 'ana.quispe@correo.pe',
  email_verified: true,
  phone_number: '+51987654321',
  status: 1,
  number_document: '10117410',
  document_type: '01',
  risk_profile_id: null,
  has_passed_year: false,
  exist_spectrum: false,
  serie: null,
};

export const demoSteps = [
  { description: 'EMAIL_VERIFIED', status: true },
  { description: 'IDENTITY_VALIDATED', status: true },
  { description: 'PASSWORD_CREATED', status: true },
  { description: 'RISK_QUESTIONNAIRE', status: false },
  { description: 'CLIENT_DATA', status: false },
  { description: 'FIRST_INVESTMENT', status: false },
];

export function jwt(claims: Record<string, unknown>) {
  const b64 = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.sig`;
}

/** The answer of a call that emailed a code. */
export const codeSent = {
  message: 'Email sent',
  masked_email: 'a****pe@correo.pe',
  retry_after_seconds: 60,
  expires_in_minutes: 10,
};
