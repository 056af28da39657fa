import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@saf/contract';
import { useLogin } from '../src/auth/useLogin';
import { useMaintenanceRetry } from '../src/system/useMaintenance';
import { FlowsProvider } from '../src/provider/FlowsProvider';
import {
  demoSteps,
  demoUser,
  errorBody,
  fakeApi,
  jwt,
  submitAndSettle,
  testConfig,
  testLinks,
} from './harness';
import { renderHook } from 'vitest-browser-react';
import type { ReactNode } from 'react';

const token = jwt({ iat: 1000, exp: 2000 });

const MAINTENANCE = {
  status: 503,
  body: errorBody('MAINTENANCE', ERRORS.MAINTENANCE.message),
};

/**
 * The provider as the portal has it (its own client, on this fake API): the portal's navigation
 * is told of a maintenance 503 and of a server error.
 */
function setup(fetch: typeof globalThis.fetch) {
  window.localStorage.clear();
  const serverErrors = { count: 0 };
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetch;
  const shown = { splash: false, set: (_: boolean) => {} };
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const [maintenance, setMaintenance] = useState(false);
    shown.splash = maintenance;
    shown.set = setMaintenance;
    return (
      <FlowsProvider
        config={testConfig}
        links={testLinks}
        navigation={{
          onServerError: () => void (serverErrors.count += 1),
          onSessionExpired: () => {},
          onMaintenance: () => setMaintenance(true),
        }}
      >
        {children}
      </FlowsProvider>
    );
  };
  return {
    wrapper: Wrapper,
    serverErrors,
    shown,
    restore: () => void (globalThis.fetch = realFetch),
  };
}

describe('maintenance mode (503 MAINTENANCE)', () => {
  it('tells the portal to show the maintenance splash instead of /500, keeps what was typed, and says when the API is back', async () => {
    let down = true;
    const api = fakeApi({
      'POST /api/auth/login': () => MAINTENANCE,
      'GET /api/app/global-config': () => (down ? MAINTENANCE : { status: 200, body: {} }),
    });
    const { wrapper, serverErrors, shown, restore } = setup(api.fetch);
    try {
      const { result } = await renderHook(
        () => ({
          login: useLogin(),
          retry: useMaintenanceRetry({ onBack: () => shown.set(false) }),
        }),
        { wrapper },
      );
      expect(shown.splash).toBe(false);
      act(() => {
        result.current.login.onValueChange('email', 'ana.quispe@correo.pe');
        result.current.login.onValueChange('password', 'una clave larga');
      });
      await submitAndSettle({
        get current() {
          return result.current.login;
        },
      });
      await vi.waitFor(() => expect(shown.splash).toBe(true));
      expect(serverErrors.count).toBe(0);
      expect(result.current.login.values).toMatchObject({
        email: 'ana.quispe@correo.pe',
        password: 'una clave larga',
      });

      // Still in maintenance: trying again keeps the splash.
      act(() => result.current.retry.onRetry());
      await vi.waitFor(() =>
        expect(api.calls.filter((c) => c.path === '/api/app/global-config')).toHaveLength(1),
      );
      await vi.waitFor(() => expect(result.current.retry.checking).toBe(false));
      expect(shown.splash).toBe(true);

      // Back: the splash goes, the form is as it was; the check sends no token.
      down = false;
      act(() => result.current.retry.onRetry());
      await vi.waitFor(() => expect(shown.splash).toBe(false));
      const probes = api.calls.filter((c) => c.path === '/api/app/global-config');
      expect(probes).toHaveLength(2);
      expect(probes[1]!.headers.Authorization).toBeUndefined();
      expect(result.current.login.values).toMatchObject({ email: 'ana.quispe@correo.pe' });
      expect(serverErrors.count).toBe(0);
    } finally {
      restore();
    }
  });

  it('any other 503 still sends the customer to /500', async () => {
    const api = fakeApi({
      'POST /api/auth/login': () => ({ status: 503, body: { message: 'Service Unavailable' } }),
    });
    const { wrapper, serverErrors, shown, restore } = setup(api.fetch);
    try {
      const { result } = await renderHook(() => useLogin(), { wrapper });
      act(() => {
        result.current.onValueChange('email', 'ana.quispe@correo.pe');
        result.current.onValueChange('password', 'una clave larga');
      });
      await submitAndSettle(result);
      expect(serverErrors.count).toBe(1);
      expect(shown.splash).toBe(false);
    } finally {
      restore();
    }
  });

  it('leaves no maintenance message on the form: the splash says it, and the next answer is the only one said', async () => {
    const answers = [
      MAINTENANCE,
      { status: 400, body: errorBody('100003', 'Bad user credentials') },
      MAINTENANCE,
      { status: 200, body: { scope: 'customer', user: demoUser, form_steps: demoSteps, token } },
    ];
    const api = fakeApi({ 'POST /api/auth/login': () => answers.shift()! });
    const { wrapper, shown, restore } = setup(api.fetch);
    const onSuccess = vi.fn();
    try {
      const { result } = await renderHook(() => useLogin({ onSuccess }), { wrapper });
      act(() => {
        result.current.onValueChange('email', 'ana.quispe@correo.pe');
        result.current.onValueChange('password', 'una clave larga');
      });
      await submitAndSettle(result);
      await vi.waitFor(() => expect(shown.splash).toBe(true));
      // Under the splash, and once it goes, the form is as it was: no error to read.
      expect(result.current.formError).toBeUndefined();
      expect(result.current.hasErrors).toBe(false);
      act(() => shown.set(false));

      // The API is back and refuses the password: only that is said.
      await submitAndSettle(result);
      expect(result.current.formError).toBe(ERRORS['100003'].userMessage);

      // In maintenance again, then back: the refusal is not kept under the splash either, and
      // the login that succeeds leaves nothing in the summary.
      await submitAndSettle(result);
      expect(result.current.formError).toBeUndefined();
      act(() => shown.set(false));
      await submitAndSettle(result);
      expect(onSuccess).toHaveBeenCalledTimes(1);
      expect(result.current.formError).toBeUndefined();
      expect(result.current.hasErrors).toBe(false);
    } finally {
      restore();
    }
  });
});
