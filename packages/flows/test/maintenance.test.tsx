import type { ReactNode } from 'react';
import { act } from 'react';
import { renderHook } from 'vitest-browser-react';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@saf/contract';
import { createApiClient } from '../src/api/client';
import { useLogin } from '../src/auth/useLogin';
import { FlowsProvider } from '../src/provider/FlowsProvider';
import { createMaintenanceStore, useMaintenanceActive } from '../src/provider/maintenance';
import { createSessionStore } from '../src/session/store';
import { useMaintenanceRetry } from '../src/system/useMaintenance';
import { errorBody, fakeApi, memoryCookies, submitAndSettle, testConfig } from './harness';

const MAINTENANCE = {
  status: 503,
  body: errorBody('MAINTENANCE', ERRORS.MAINTENANCE.message),
};

/** The provider as the portal has it: the client reports a maintenance 503 to the store. */
function setup(fetch: typeof globalThis.fetch) {
  window.localStorage.clear();
  const maintenance = createMaintenanceStore();
  const session = createSessionStore({
    storage: window.localStorage,
    cookies: memoryCookies(),
    rememberDays: 30,
  });
  const serverErrors = { count: 0 };
  const client = createApiClient({
    apiBaseUrl: testConfig.apiBaseUrl,
    servicesBaseUrl: testConfig.servicesBaseUrl,
    getToken: session.getToken,
    setToken: session.setToken,
    onUnauthorized: () => {},
    onServerError: () => void (serverErrors.count += 1),
    onMaintenance: () => maintenance.set(true),
    fetch,
    logger: { warn: () => {}, error: () => {} },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FlowsProvider
      config={testConfig}
      client={client}
      session={session}
      maintenance={maintenance}
      navigation={{ onServerError: () => {}, onSessionExpired: () => {} }}
    >
      {children}
    </FlowsProvider>
  );
  return { wrapper, serverErrors };
}

describe('maintenance mode (503 MAINTENANCE)', () => {
  it('shows the maintenance splash instead of /500, keeps what was typed, and goes away when the API is back', async () => {
    let down = true;
    const api = fakeApi({
      'POST /api/auth/login': () => MAINTENANCE,
      'GET /api/app/global-config': () => (down ? MAINTENANCE : { status: 200, body: {} }),
    });
    const { wrapper, serverErrors } = setup(api.fetch);
    const { result } = await renderHook(
      () => ({
        login: useLogin(),
        maintenance: { active: useMaintenanceActive(), ...useMaintenanceRetry() },
      }),
      {
        wrapper,
      },
    );
    expect(result.current.maintenance.active).toBe(false);
    act(() => {
      result.current.login.onValueChange('email', 'ana.quispe@correo.pe');
      result.current.login.onValueChange('password', 'una clave larga');
    });
    await submitAndSettle({
      get current() {
        return result.current.login;
      },
    });
    expect(result.current.maintenance.active).toBe(true);
    expect(serverErrors.count).toBe(0);
    expect(result.current.login.values).toMatchObject({
      email: 'ana.quispe@correo.pe',
      password: 'una clave larga',
    });

    // Still in maintenance: trying again keeps the splash.
    act(() => result.current.maintenance.onRetry());
    await vi.waitFor(() => expect(result.current.maintenance.checking).toBe(false));
    expect(result.current.maintenance.active).toBe(true);

    // Back: the splash goes, the form is as it was, without a token sent for the check.
    down = false;
    act(() => result.current.maintenance.onRetry());
    await vi.waitFor(() => expect(result.current.maintenance.active).toBe(false));
    const probes = api.calls.filter((c) => c.path === '/api/app/global-config');
    expect(probes).toHaveLength(2);
    expect(result.current.login.values).toMatchObject({ email: 'ana.quispe@correo.pe' });
    expect(serverErrors.count).toBe(0);
  });

  it('any other 503 or 500 still sends the customer to /500', async () => {
    const api = fakeApi({
      'POST /api/auth/login': () => ({ status: 503, body: { message: 'Service Unavailable' } }),
    });
    const { wrapper, serverErrors } = setup(api.fetch);
    const { result } = await renderHook(
      () => ({
        login: useLogin(),
        maintenance: { active: useMaintenanceActive(), ...useMaintenanceRetry() },
      }),
      {
        wrapper,
      },
    );
    act(() => {
      result.current.login.onValueChange('email', 'ana.quispe@correo.pe');
      result.current.login.onValueChange('password', 'una clave larga');
    });
    await submitAndSettle({
      get current() {
        return result.current.login;
      },
    });
    expect(serverErrors.count).toBe(1);
    expect(result.current.maintenance.active).toBe(false);
  });
});
