import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@saf/contract';
import { useRegister } from '../src/auth/useRegister';
import { useEmailVerification } from '../src/auth/useEmailVerification';
import { useIdentityValidation } from '../src/auth/useIdentityValidation';
import { useGeneratePassword } from '../src/auth/useGeneratePassword';
import {
  codeSent,
  demoSteps,
  demoUser,
  errorBody,
  fakeApi,
  harness,
  jwt,
  renderFlow,
  settle,
  submitAndSettle,
} from './harness';

const globalConfig = {
  terms_conditions: 'https://docs.test/terminos.pdf',
  privacy_policy: 'https://docs.test/privacidad.pdf',
  admin_contract: 'https://docs.test/contrato.pdf',
  disclaimer: 'Rentabilidades pasadas no garantizan rentabilidades futuras.',
  email: 'atencion@saf.pe',
  phone_number: '(01) 000-0000',
  consent_versions: {
    TERMS_CONDITIONS: 't-2026-01',
    PRIVACY_POLICY: 'p-2026-01',
    MARKETING: 'm-1',
    GROUP_SHARING: 'g-1',
  },
  document_types: [{ code: '01', label: 'DNI' }],
  captcha: { enabled: false, site_key: null, action: 'public_login' },
};
const publicToken = jwt({ iat: 1, scope: 'public' });
const fail = (code: keyof typeof ERRORS) => () => ({
  status: ERRORS[code].status,
  body: errorBody(code, ERRORS[code].message),
});

function fillRegistration(flow: { onValueChange: (field: never, value: never) => void }) {
  const set = flow.onValueChange as (field: string, value: unknown) => void;
  set('email', 'nueva.clienta@correo.pe');
  set('phone_number', '987 654 321');
  set('terms_accepted', true);
  set('privacy_policy_accepted', true);
}

describe('useRegister', () => {
  it('asks for both required consents, separately, before sending anything', async () => {
    const api = fakeApi({
      'GET /api/app/global-config': () => ({ status: 200, body: globalConfig }),
    });
    const { result } = await renderFlow(() => useRegister(), harness(api.fetch));
    act(() => result.current.onValueChange('email', 'nueva.clienta@correo.pe'));
    act(() => result.current.onSubmit());
    // The form's checks arrive with the first interaction.
    await vi.waitFor(() =>
      expect(result.current.errors.terms_accepted).toBe(
        'Debes aceptar los términos y condiciones.',
      ),
    );
    expect(result.current.errors.privacy_policy_accepted).toBe(
      'Debes aceptar la política de privacidad.',
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('registers through the public token with the consents and the versions the customer saw', async () => {
    const api = fakeApi({
      'GET /api/app/global-config': () => ({ status: 200, body: globalConfig }),
      'POST /api/auth/login': () => ({
        status: 200,
        body: { scope: 'public', user: null, form_steps: [], token: publicToken },
      }),
      'POST /api/app/customer/register-email': () => ({ status: 200, body: codeSent }),
    });
    const h = harness(api.fetch);
    let registered = '';
    const { result } = await renderFlow(
      () => useRegister({ onSuccess: (email) => (registered = email) }),
      h,
    );
    // The links to the documents appear once the configuration is read.
    await vi.waitFor(() => expect(result.current.termsHref).toBeDefined());
    act(() => fillRegistration(result.current));
    act(() => result.current.onValueChange('marketing_consent', true));
    await submitAndSettle(result);
    const login = api.calls.find((c) => c.path === '/api/auth/login')!;
    expect(login.body).toMatchObject({
      email: 'portal-publico@saf.local'.replace('portal-publico@saf.local', 'public@quipu.pe'),
    });
    expect(login.headers['X-Captcha-Action']).toBe('public_login');
    const register = api.calls.find((c) => c.path === '/api/app/customer/register-email')!;
    expect(register.headers.Authorization).toBe(`Bearer ${publicToken}`);
    expect(register.body).toEqual({
      email: 'nueva.clienta@correo.pe',
      phone_number: '+51987654321',
      terms_accepted: true,
      terms_version: 't-2026-01',
      privacy_policy_accepted: true,
      privacy_policy_version: 'p-2026-01',
      marketing_consent: true,
      group_sharing_consent: false,
      origin: 'WEB',
    });
    expect(registered).toBe('nueva.clienta@correo.pe');
    expect(h.session.getSnapshot().isAuthenticated).toBe(false);
  });

  it("puts 'User Already registered' on the email field and discards the public token", async () => {
    const api = fakeApi({
      'GET /api/app/global-config': () => ({ status: 200, body: globalConfig }),
      'POST /api/auth/login': () => ({
        status: 200,
        body: { scope: 'public', user: null, form_steps: [], token: publicToken },
      }),
      'POST /api/app/customer/register-email': fail('USER_ALREADY_REGISTERED'),
    });
    const { result } = await renderFlow(() => useRegister(), harness(api.fetch));
    // The links to the documents appear once the configuration is read.
    await vi.waitFor(() => expect(result.current.termsHref).toBeDefined());
    act(() => fillRegistration(result.current));
    await submitAndSettle(result);
    expect(result.current.errors.email).toBe(ERRORS.USER_ALREADY_REGISTERED.userMessage);
    expect(window.localStorage.getItem('saf.publicToken')).toBeNull();
    expect(result.current.values.email).toBe('nueva.clienta@correo.pe');
  });
});

describe('useEmailVerification', () => {
  it("shows 'Security Code No match' on the code and opens the prospect session with the right code", async () => {
    let attempts = 0;
    const api = fakeApi({
      'PATCH /api/user/app/verify-email/\\d+/[^/]+/WEB': () =>
        ++attempts === 1
          ? fail('SECURITY_CODE_NO_MATCH')()
          : {
              status: 200,
              body: {
                message: 'ok',
                email_verified: true,
                user: { ...demoUser, email_verified: true },
                form_steps: demoSteps,
                token: jwt({ iat: 5 }),
              },
            },
    });
    const h = harness(api.fetch);
    const { result } = await renderFlow(
      () => useEmailVerification({ email: 'ana.quispe@correo.pe' }),
      h,
    );
    act(() => result.current.onValueChange('code', '111111'));
    await submitAndSettle(result);
    expect(result.current.errors.code).toBe(ERRORS.SECURITY_CODE_NO_MATCH.userMessage);
    act(() => result.current.onValueChange('code', '222222'));
    await submitAndSettle(result);
    expect(api.calls.at(-1)!.path).toBe(
      '/api/user/app/verify-email/222222/ana.quispe@correo.pe/WEB',
    );
    expect(h.session.getSnapshot().isAuthenticated).toBe(true);
  });

  it('waits before a resend and stops at the send limit', async () => {
    const api = fakeApi({ 'POST /api/user/app/send-email-validation': fail('100062') });
    const { result } = await renderFlow(
      () => useEmailVerification({ email: 'ana.quispe@correo.pe', sendOnOpen: false }),
      harness(api.fetch),
    );
    await settle();
    expect(result.current.resend.secondsLeft).toBeGreaterThan(55);
    act(() => result.current.resend.onResend());
    await settle();
    expect(api.calls).toHaveLength(0);
  });
});

describe('useIdentityValidation', () => {
  it('checks the number against its document type on the client', async () => {
    const api = fakeApi({});
    const { result } = await renderFlow(() => useIdentityValidation(), harness(api.fetch));
    act(() => {
      result.current.onValueChange('number_document', '1234');
      result.current.onValueChange('birth_date', '1990-05-17');
      result.current.onValueChange('name', 'Ana');
      result.current.onValueChange('lastname', 'Quispe');
    });
    await submitAndSettle(result);
    expect(result.current.errors.number_document).toMatch(/8 dígitos/);
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['NUMBER_DOCUMENT_EXIST', 'number_document'],
    ['USER_NOT_LEGAL_YEAR', 'birth_date'],
  ] as const)('places %s on %s', async (code, field) => {
    const api = fakeApi({ 'POST /api/app/customer/send-prospect-document': fail(code) });
    const { result } = await renderFlow(() => useIdentityValidation(), harness(api.fetch));
    act(() => {
      result.current.onValueChange('number_document', '10117410');
      result.current.onValueChange('birth_date', '1990-05-17');
      result.current.onValueChange('name', 'Ana');
      result.current.onValueChange('lastname', 'Quispe');
    });
    await submitAndSettle(result);
    expect(result.current.errors[field]).toBe(ERRORS[code].userMessage);
  });
});

describe('useGeneratePassword', () => {
  it('emails a code on open, checks the confirmation, and opens the session on success', async () => {
    const api = fakeApi({
      'POST /api/user/app/send-email-creation-password': () => ({ status: 200, body: codeSent }),
      'POST /api/user/app/create-password-customer': () => ({
        status: 200,
        body: { message: 'ok', user: demoUser, form_steps: demoSteps, token: jwt({ iat: 9 }) },
      }),
    });
    const h = harness(api.fetch);
    const { result } = await renderFlow(
      () => useGeneratePassword({ email: 'ana.quispe@correo.pe' }),
      h,
    );
    await vi.waitFor(() =>
      expect(api.calls[0]?.path).toBe('/api/user/app/send-email-creation-password'),
    );
    act(() => {
      result.current.onValueChange('code', '123456');
      result.current.onValueChange('password', 'mi clave de fondos');
      result.current.onValueChange('password_confirmation', 'otra cosa');
    });
    await submitAndSettle(result);
    expect(result.current.errors.password_confirmation).toBe('Las contraseñas no coinciden.');
    expect(result.current.rules.find((r) => r.id === 'match')!.met).toBe(false);
    act(() => result.current.onValueChange('password_confirmation', 'mi clave de fondos'));
    await submitAndSettle(result);
    expect(api.calls.at(-1)!.body).toMatchObject({
      email: 'ana.quispe@correo.pe',
      code: '123456',
      origin: 'APP',
    });
    expect(h.session.getSnapshot().isAuthenticated).toBe(true);
    expect(result.current.strength).toBe('strong');
  });

  it.each([
    ['100073', 'password_confirmation'],
    ['PASSWORD_TOO_COMMON', 'password'],
    ['SECURITY_CODE_NO_MATCH', 'code'],
  ] as const)('places %s on %s', async (code, field) => {
    const api = fakeApi({
      'POST /api/user/app/send-email-creation-password': () => ({ status: 200, body: codeSent }),
      'POST /api/user/app/create-password-customer': fail(code),
    });
    const { result } = await renderFlow(
      () => useGeneratePassword({ email: 'ana.quispe@correo.pe' }),
      harness(api.fetch),
    );
    act(() => {
      result.current.onValueChange('code', '123456');
      result.current.onValueChange('password', 'password123');
      result.current.onValueChange('password_confirmation', 'password123');
    });
    await submitAndSettle(result);
    expect(result.current.errors[field]).toBe(ERRORS[code].userMessage);
  });
});
