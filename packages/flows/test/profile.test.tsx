import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ERRORS, type Profile } from '@saf/contract';
import { useProfile } from '../src/profile/useProfile';
import { errorBody, fakeApi, harness, renderFlow } from './harness';

const profile: Profile = {
  name: 'Lucía',
  lastname: 'Rojas Salas',
  email: 'lucia.rojas@correo.pe',
  phone_number: '+51987654321',
  document_type: '01',
  number_document: '10117410',
  birth_date: '1990-05-14',
  address: null,
  risk_profile: null,
  final_beneficiary: null,
  consents: [
    {
      purpose: 'TERMS_CONDITIONS',
      version: '1',
      accepted: true,
      at: '2026-01-10T15:00:00.000Z',
      required: true,
    },
    {
      purpose: 'PRIVACY_POLICY',
      version: '1',
      accepted: true,
      at: '2026-01-10T15:00:00.000Z',
      required: true,
    },
    {
      purpose: 'MARKETING',
      version: '1',
      accepted: true,
      at: '2026-01-10T15:00:00.000Z',
      required: false,
    },
    { purpose: 'GROUP_SHARING', version: '1', accepted: false, at: null, required: false },
  ],
};

describe('useProfile: the data-treatment (consent) update', () => {
  it('on a server error stays on the profile and says so there, never sending the customer to /500', async () => {
    let answer: { status: number; body: unknown } = {
      status: 500,
      body: errorBody('INTERNAL_ERROR', ERRORS.INTERNAL_ERROR.message),
    };
    const api = fakeApi({
      'GET /api/profile': () => ({ status: 200, body: profile }),
      'PUT /api/profile/consents/MARKETING': () => answer,
    });
    const h = harness(api.fetch);
    h.session.setToken('the-token');
    const { result } = await renderFlow(() => useProfile(), h);
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));

    act(() => result.current.onConsentChange('MARKETING', false));
    await vi.waitFor(() => expect(result.current.consentError).toBeDefined());
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/api/profile/consents/MARKETING',
        body: { accepted: false },
      }),
    ]);
    expect(h.serverErrors.count).toBe(0);
    expect(result.current.consentError).toBe(ERRORS.INTERNAL_ERROR.userMessage);
    expect(result.current.consentBusy).toBeUndefined();
    expect(result.current.consentNotice).toBeUndefined();
    expect(result.current.profile?.consents.find((c) => c.purpose === 'MARKETING')?.accepted).toBe(
      true,
    );

    // Trying again once the server is back works, from the same screen.
    answer = {
      status: 200,
      body: {
        consents: profile.consents.map((c) =>
          c.purpose === 'MARKETING' ? { ...c, accepted: false, at: '2026-11-28T15:00:00.000Z' } : c,
        ),
      },
    };
    act(() => result.current.onConsentChange('MARKETING', false));
    await vi.waitFor(() => expect(result.current.consentNotice).toBeDefined());
    expect(result.current.consentError).toBeUndefined();
    expect(result.current.profile?.consents.find((c) => c.purpose === 'MARKETING')?.accepted).toBe(
      false,
    );
    expect(h.serverErrors.count).toBe(0);
  });

  it('other calls still send the customer to /500 on a server error', async () => {
    const api = fakeApi({
      'GET /api/profile': () => ({
        status: 500,
        body: errorBody('INTERNAL_ERROR', ERRORS.INTERNAL_ERROR.message),
      }),
    });
    const h = harness(api.fetch);
    h.session.setToken('the-token');
    const { result } = await renderFlow(() => useProfile(), h);
    await vi.waitFor(() => expect(result.current.state).toBe('error'));
    expect(h.serverErrors.count).toBeGreaterThan(0);
  });
});
