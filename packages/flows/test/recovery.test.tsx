import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@saf/contract';
import { usePasswordRecovery } from '../src/auth/usePasswordRecovery';
import { codeSent, errorBody, fakeApi, harness, renderFlow, submitAndSettle } from './harness';

const ok = () => ({ status: 200, body: { ...codeSent, valid: true } });
const fail = (code: keyof typeof ERRORS) => () => ({
  status: ERRORS[code].status,
  body: errorBody(code, ERRORS[code].message),
});

describe('usePasswordRecovery', () => {
  it('walks email -> code -> new password -> done, validating only the current step', async () => {
    const api = fakeApi({
      'POST /api/user/app/send-code-recovery-password': ok,
      'GET /api/user/app/validate-code-recovery-password/.+': ok,
      'PUT /api/user/app/reset-password/': () => ({ status: 200, body: { message: 'ok' } }),
    });
    let done = false;
    const { result } = await renderFlow(
      () => usePasswordRecovery({ onSuccess: () => (done = true) }),
      harness(api.fetch),
    );
    act(() => result.current.onValueChange('email', 'Ana.Quispe@correo.pe'));
    act(() => result.current.onSubmit());
    // The step's checks arrive with the first interaction.
    await vi.waitFor(() => expect(result.current.step).toBe('code'));
    // The resend countdown starts as the code step opens (an effect of that render).
    await vi.waitFor(() => expect(result.current.resend.secondsLeft).toBeGreaterThan(55));
    act(() => result.current.onValueChange('code', '654321'));
    await submitAndSettle(result);
    expect(result.current.step).toBe('password');
    expect(api.calls[1]!.path).toBe(
      '/api/user/app/validate-code-recovery-password/654321/ana.quispe@correo.pe',
    );
    act(() => {
      result.current.onValueChange('password', 'nueva clave segura');
      result.current.onValueChange('password_confirmation', 'nueva clave segura');
    });
    await submitAndSettle(result);
    expect(api.calls[2]!.body).toEqual({
      email: 'ana.quispe@correo.pe',
      code: '654321',
      password: 'nueva clave segura',
      password_confirmation: 'nueva clave segura',
    });
    expect(result.current.step).toBe('done');
    expect(done).toBe(true);
  });

  it.each(['100031', '100032', '100033'] as const)(
    'shows its own message for %s on the code',
    async (code) => {
      const api = fakeApi({
        'POST /api/user/app/send-code-recovery-password': ok,
        'GET /api/user/app/validate-code-recovery-password/.+': fail(code),
      });
      const { result } = await renderFlow(() => usePasswordRecovery(), harness(api.fetch));
      act(() => result.current.onValueChange('email', 'ana.quispe@correo.pe'));
      await submitAndSettle(result);
      act(() => result.current.onValueChange('code', '000000'));
      await submitAndSettle(result);
      expect(result.current.step).toBe('code');
      expect(result.current.errors.code).toBe(ERRORS[code].userMessage);
    },
  );

  it.each([
    ['100021', 'email'],
    ['100022', null],
  ] as const)('places %s', async (code, field) => {
    const api = fakeApi({ 'POST /api/user/app/send-code-recovery-password': fail(code) });
    const { result } = await renderFlow(() => usePasswordRecovery(), harness(api.fetch));
    act(() => result.current.onValueChange('email', 'ana.quispe@correo.pe'));
    await submitAndSettle(result);
    if (field) expect(result.current.errors[field]).toBe(ERRORS[code].userMessage);
    else expect(result.current.formError).toBe(ERRORS[code].userMessage);
    expect(result.current.step).toBe('email');
  });
});
