import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLogout, useSession } from '../src/session/useSession';
import {
  demoSteps,
  demoUser,
  errorBody,
  fakeApi,
  harness,
  jwt,
  renderFlow,
  settle,
} from './harness';

const token = jwt({ iat: 100, exp: 200 });

describe('useSession', () => {
  it('reads the session user again after a reload and shows the onboarding progress in order', async () => {
    const fresh = { ...demoUser, name: 'Ana María' };
    const api = fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: { user: fresh, form_steps: demoSteps } }),
    });
    const h = harness(api.fetch);
    h.session.loginSucceeded({ user: demoUser, form_steps: demoSteps, token }, true);
    const { result } = await renderFlow(() => useSession(), h);
    await vi.waitFor(() => expect(result.current.user?.name).toBe('Ana María'));
    expect(result.current.steps.map((s) => [s.label, s.done])).toEqual([
      ['Correo verificado', true],
      ['Identidad validada', true],
      ['Contraseña creada', true],
      ['Test del inversionista', false],
      ['Datos del cliente', false],
      ['Primera inversión', false],
    ]);
    expect(result.current.progress).toEqual({ done: 3, total: 6 });
    expect(result.current.nextStep).toBe('RISK_QUESTIONNAIRE');
  });

  it('ends the session as expired when the server no longer accepts the token', async () => {
    const api = fakeApi({
      'GET /api/auth/me': () => ({ status: 401, body: errorBody('UNAUTHORIZED', 'Unauthorized') }),
    });
    const h = harness(api.fetch);
    h.session.loginSucceeded({ user: demoUser, form_steps: demoSteps, token }, false);
    const { result } = await renderFlow(() => useSession(), h);
    await vi.waitFor(() => expect(result.current.endedBecause).toBe('expired'));
    expect(result.current.isAuthenticated).toBe(false);
    expect(h.expired.count).toBe(1);
  });

  it('does not ask the server anything without a session', async () => {
    const api = fakeApi({});
    const { result } = await renderFlow(() => useSession(), harness(api.fetch));
    await settle();
    expect(result.current.isAuthenticated).toBe(false);
    expect(api.calls).toHaveLength(0);
  });
});

describe('useLogout', () => {
  it('revokes the session on the server and forgets it in the browser, even if the call fails', async () => {
    const api = fakeApi({
      'POST /api/auth/logout': () => ({
        status: 500,
        body: errorBody('INTERNAL_ERROR', 'Internal Server Error'),
      }),
    });
    const h = harness(api.fetch);
    h.session.loginSucceeded({ user: demoUser, form_steps: demoSteps, token }, true);
    const { result } = await renderFlow(() => useLogout(), h);
    await act(() => result.current.logout());
    expect(api.calls[0]!.headers.Authorization).toBe(`Bearer ${token}`);
    expect(h.session.getSnapshot()).toMatchObject({
      isAuthenticated: false,
      endedBecause: 'logout',
    });
    expect(h.cookies.jar.size).toBe(0);
  });
});
