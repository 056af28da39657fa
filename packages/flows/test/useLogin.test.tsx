import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@saf/contract';
import { useLogin } from '../src/auth/useLogin';
import {
  demoSteps,
  demoUser,
  errorBody,
  fakeApi,
  harness,
  jwt,
  renderFlow,
  submitAndSettle,
} from './harness';

const token = jwt({ iat: 1000, exp: 2000 });

describe('useLogin', () => {
  it('validates on the client in Spanish and sends nothing while the form is invalid', async () => {
    const api = fakeApi({});
    const h = harness(api.fetch);
    const { result } = await renderFlow(() => useLogin(), h);
    act(() => result.current.onValueChange('email', 'no-es-un-correo'));
    act(() => result.current.onSubmit());
    // The form's checks arrive with the first interaction; meanwhile the form is busy.
    expect(result.current.submitting).toBe(true);
    await vi.waitFor(() =>
      expect(result.current.errors.email).toBe('Ingresa un correo electrónico válido.'),
    );
    expect(result.current.submitting).toBe(false);
    expect(result.current.errors.password).toBe('Ingresa tu contraseña.');
    expect(result.current.submitCount).toBe(1);
    expect(api.calls).toHaveLength(0);
  });

  it('opens the session with user, form steps and token, remembering when asked', async () => {
    const api = fakeApi({
      'POST /api/auth/login': () => ({
        status: 200,
        body: { scope: 'customer', user: demoUser, form_steps: demoSteps, token },
      }),
    });
    const h = harness(api.fetch);
    const { result } = await renderFlow(() => useLogin(), h);
    act(() => {
      result.current.onValueChange('email', '  Ana.Quispe@Correo.pe ');
      result.current.onValueChange('password', 'una clave larga');
      result.current.onValueChange('remember', true);
    });
    await submitAndSettle(result);
    expect(api.calls[0]!.body).toEqual({
      email: 'ana.quispe@correo.pe',
      password: 'una clave larga',
      app: false,
    });
    expect(api.calls[0]!.headers.Authorization).toBeUndefined();
    expect(result.current.isAuthenticated).toBe(true);
    expect(h.session.getSnapshot().user).toMatchObject({ name: 'Ana' });
    expect(h.cookies.jar.get('saf_remember')).toBe('1');
    expect(h.cookies.jar.get('saf_token')).toBe(token);
  });

  it.each([
    '100001',
    '100002',
    '100003',
    '100004',
    '100005',
    '100006',
    '100007',
    '100008',
  ] as const)(
    'shows the Spanish message of login error %s in the summary and clears the session',
    async (code) => {
      const entry = ERRORS[code];
      const api = fakeApi({
        'POST /api/auth/login': () => ({
          status: entry.status,
          body: errorBody(code, entry.message),
        }),
      });
      const h = harness(api.fetch);
      const { result } = await renderFlow(() => useLogin(), h);
      act(() => {
        result.current.onValueChange('email', 'ana.quispe@correo.pe');
        result.current.onValueChange('password', 'equivocada');
      });
      await submitAndSettle(result);
      expect(result.current.formError).toBe(entry.userMessage);
      expect(result.current.formError).toMatch(/[a-záéíóúñ]/);
      expect(result.current.errors).toEqual({});
      expect(h.session.getSnapshot().login.status).toBe('error');
      expect(h.session.getSnapshot().token).toBeNull();
      // What the customer typed stays.
      expect(result.current.values.email).toBe('ana.quispe@correo.pe');
    },
  );

  it('forgets a session nobody asked to keep when the login page opens', async () => {
    const h = harness(fakeApi({}).fetch);
    h.session.loginSucceeded({ user: demoUser, form_steps: demoSteps, token }, false);
    await renderFlow(() => useLogin(), h);
    expect(h.session.getSnapshot().isAuthenticated).toBe(false);
  });

  it('keeps a remembered session when the login page opens', async () => {
    const h = harness(fakeApi({}).fetch);
    h.session.loginSucceeded({ user: demoUser, form_steps: demoSteps, token }, true);
    const { result } = await renderFlow(() => useLogin(), h);
    expect(result.current.isAuthenticated).toBe(true);
  });
});
