import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@saf/contract';
import { useChangePhone } from '../src/profile/useChangePhone';
import { useChangeEmail } from '../src/profile/useChangeEmail';
import {
  codeSent,
  demoSteps,
  demoUser,
  errorBody,
  fakeApi,
  harness,
  jwt,
  renderFlow,
} from './harness';

const fail = (code: keyof typeof ERRORS) => () => ({
  status: ERRORS[code].status,
  body: errorBody(code, ERRORS[code].message),
});
const phoneSent = {
  message: 'Code sent',
  masked_phone: '+51 ••• ••• 444',
  retry_after_seconds: 60,
  expires_in_minutes: 10,
};

function signedIn(fetch: typeof globalThis.fetch) {
  const h = harness(fetch);
  h.session.loginSucceeded(
    { user: demoUser, form_steps: demoSteps, token: jwt({ iat: 1 }) },
    false,
  );
  return h;
}

describe('useChangePhone', () => {
  it('the same number is said on its field; a wrong code on the code, the number kept; the right one updates this device', async () => {
    let codeTries = 0;
    const api = fakeApi({
      'POST /api/profile/phone': (call) =>
        (call.body as { phone_number: string }).phone_number === '+51987654321'
          ? fail('PHONE_SAME_AS_CURRENT')()
          : { status: 200, body: phoneSent },
      'POST /api/profile/phone/verify': () =>
        ++codeTries === 1
          ? fail('SECURITY_CODE_NO_MATCH')()
          : {
              status: 200,
              body: { message: 'Phone verified', user: demoUser, form_steps: demoSteps },
            },
      'GET /api/auth/me': () => ({
        status: 200,
        body: { user: { ...demoUser, phone_number: '+51987000444' }, form_steps: demoSteps },
      }),
    });
    const h = signedIn(api.fetch);
    let changed = 0;
    const { result } = await renderFlow(() => useChangePhone({ onChanged: () => changed++ }), h);
    expect(result.current.currentPhone).toBe('+51 ••• ••• 321');

    act(() => {
      result.current.phoneForm.onValueChange('phone', '987 654 321');
      result.current.phoneForm.onValueChange('password', 'Clave#2026');
    });
    act(() => result.current.phoneForm.onSubmit());
    await vi.waitFor(() =>
      expect(result.current.phoneForm.errors.phone).toBe(
        'El nuevo celular debe ser distinto al actual.',
      ),
    );
    expect(result.current.step).toBe('phone');

    act(() => result.current.phoneForm.onValueChange('phone', '987 000 444'));
    act(() => result.current.phoneForm.onSubmit());
    await vi.waitFor(() => expect(result.current.step).toBe('code'));
    expect(api.calls.at(-1)!.body).toEqual({
      phone_number: '+51987000444',
      password: 'Clave#2026',
    });
    expect(result.current.maskedPhone).toBe('+51 ••• ••• 444');

    act(() => result.current.codeForm.onValueChange('code', '000000'));
    act(() => result.current.codeForm.onSubmit());
    await vi.waitFor(() =>
      expect(result.current.codeForm.errors.code).toBe('El código de seguridad no es correcto.'),
    );
    // Back to correct the number: what was typed is still there.
    act(() => result.current.onBack());
    expect(result.current.step).toBe('phone');
    expect(result.current.phoneForm.values.phone).toBe('987 000 444');
    act(() => result.current.phoneForm.onSubmit());
    await vi.waitFor(() => expect(result.current.step).toBe('code'));

    act(() => result.current.codeForm.onValueChange('code', '123456'));
    act(() => result.current.codeForm.onSubmit());
    await vi.waitFor(() => expect(changed).toBe(1));
    expect(h.session.getSnapshot().user).toMatchObject({ phone_number: '+51987000444' });
    expect(result.current.currentPhone).toBe('+51 ••• ••• 444');
  });

  it('a resend that the server limits says why on the code step', async () => {
    let sends = 0;
    const api = fakeApi({
      'POST /api/profile/phone': () =>
        ++sends === 1 ? { status: 200, body: phoneSent } : fail('100103')(),
    });
    const { result } = await renderFlow(
      () => useChangePhone({ onChanged: () => undefined }),
      signedIn(api.fetch),
    );
    act(() => {
      result.current.phoneForm.onValueChange('phone', '987000444');
      result.current.phoneForm.onValueChange('password', 'Clave#2026');
    });
    act(() => result.current.phoneForm.onSubmit());
    await vi.waitFor(() => expect(result.current.step).toBe('code'));
    await act(() => result.current.onResend());
    expect(result.current.resent).toBe(false);
    expect(result.current.codeForm.formError).toBeTruthy();
  });
});

describe('useChangeEmail', () => {
  it('after the code, this device reads its user again and shows the new address', async () => {
    const api = fakeApi({
      'POST /api/user/app/update-email-customer': () => ({ status: 200, body: codeSent }),
      // The API ends every other session and renews this one's token.
      'PATCH /api/user/app/verify-email/.+': () => ({
        status: 200,
        body: { message: 'Email verified', email_verified: true },
        headers: { Authorization: `Bearer ${jwt({ iat: 2 })}` },
      }),
      'GET /api/auth/me': () => ({
        status: 200,
        body: { user: { ...demoUser, email: 'ana.nueva@correo.pe' }, form_steps: demoSteps },
      }),
    });
    const h = signedIn(api.fetch);
    let changedTo = '';
    const { result } = await renderFlow(
      () => useChangeEmail({ onChanged: (email) => (changedTo = email) }),
      h,
    );
    act(() => {
      result.current.emailForm.onValueChange('email', ' Ana.Nueva@Correo.pe ');
      result.current.emailForm.onValueChange('password', 'Clave#2026');
    });
    act(() => result.current.emailForm.onSubmit());
    await vi.waitFor(() => expect(result.current.step).toBe('code'));
    act(() => result.current.codeForm.onValueChange('code', '123456'));
    act(() => result.current.codeForm.onSubmit());
    await vi.waitFor(() => expect(changedTo).toBe('ana.nueva@correo.pe'));
    expect(api.calls.find((c) => c.method === 'PATCH')!.path).toBe(
      '/api/user/app/verify-email/123456/ana.nueva@correo.pe/WEB',
    );
    // The code goes with this device's session, which the API keeps (the others end).
    expect(api.calls.find((c) => c.method === 'PATCH')!.headers['Authorization']).toBe(
      `Bearer ${jwt({ iat: 1 })}`,
    );
    expect(h.session.getSnapshot().user).toMatchObject({ email: 'ana.nueva@correo.pe' });
    // This device goes on with the renewed token.
    expect(h.session.getToken()).toBe(jwt({ iat: 2 }));
  });
});
