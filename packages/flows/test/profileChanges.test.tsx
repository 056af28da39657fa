import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ERRORS, type RiskQuestionnaire } from '@saf/contract';
import { useChangeRisk } from '../src/profile/useChangeRisk';
import { useChangeBeneficiary } from '../src/profile/useChangeBeneficiary';
import { errorBody, fakeApi, harness, renderFlow, settle, submitAndSettle } from './harness';

const questionnaire: RiskQuestionnaire = {
  version: 1,
  questions: ['age', 'horizon'].map((id) => ({
    id,
    text: `Pregunta ${id}`,
    options: ['a', 'b', 'c'].map((o) => ({ id: o, text: `Opción ${o}` })),
  })),
  profiles: [],
};
const fail = (code: keyof typeof ERRORS) => () => ({
  status: ERRORS[code].status,
  body: errorBody(code, ERRORS[code].message),
});
const codeSent = {
  message: 'Code sent',
  masked_email: 'l****ia@correo.pe',
  retry_after_seconds: 60,
  expires_in_minutes: 10,
};

describe('useChangeRisk', () => {
  it('sends the answers for a code, keeps them through a wrong code and a way back, then says what changed', async () => {
    window.sessionStorage.clear();
    let codeRight = false;
    const api = fakeApi({
      'GET /api/risk-profile/questionnaire': () => ({ status: 200, body: questionnaire }),
      'GET /api/risk-profile': () => ({
        status: 200,
        body: {
          result: {
            profile: 'moderado',
            score: 4,
            max_score: 8,
            version: 1,
            answered_at: '2026-01-10T15:00:00.000Z',
            answers: [
              { question_id: 'age', option_id: 'c' },
              { question_id: 'horizon', option_id: 'c' },
            ],
          },
        },
      }),
      'POST /api/profile/risk-profile/code': () => ({
        status: 200,
        body: { ...codeSent, profile: 'conservador', previous_profile: 'moderado' },
      }),
      'POST /api/profile/risk-profile': (call) =>
        codeRight && (call.body as { code: string }).code === '654321'
          ? {
              status: 200,
              body: {
                result: {
                  profile: 'conservador',
                  score: 0,
                  max_score: 8,
                  version: 1,
                  answered_at: '2026-11-26T15:00:00.000Z',
                  answers: [],
                },
                previous_profile: 'moderado',
                reach: 2,
                holdings_above: [
                  {
                    fund_code: 'BALS',
                    fund_name: 'Fondo Balanceado Soles',
                    series_name: 'Serie A',
                    currency: 'PEN',
                    risk_level: 3,
                    value: '1520.40',
                  },
                ],
              },
            }
          : fail('SECURITY_CODE_NO_MATCH')(),
      'GET /api/auth/me': fail('UNAUTHORIZED'),
    });
    const nav = { step: 1 };
    const changed = vi.fn();
    const h = harness(api.fetch);
    const { result, rerender } = await renderFlow(
      () =>
        useChangeRisk({
          step: nav.step,
          goTo: (step) => void (nav.step = step),
          onChanged: changed,
        }),
      h,
    );
    await vi.waitFor(() => expect(result.current.questionnaire.state).toBe('ready'));
    // The last answers are where the questionnaire starts.
    expect(result.current.questionnaire.value).toBe('c');
    expect(result.current.stepperProps.currentStep).toBe('cuestionario');
    act(() => result.current.questionnaire.onValueChange('a'));
    act(() => result.current.questionnaire.onSubmit());
    await rerender();
    act(() => result.current.questionnaire.onValueChange('a'));
    act(() => result.current.questionnaire.onSubmit());
    await vi.waitFor(() => expect(result.current.stage).toBe('code'));
    expect(result.current).toMatchObject({
      maskedEmail: 'l****ia@correo.pe',
      newProfile: 'Conservador',
      currentProfile: 'Moderado',
      stepperProps: { currentStep: 'validacion', lastCompletedStep: 'cuestionario' },
    });
    expect(api.calls.find((c) => c.path === '/api/profile/risk-profile/code')?.body).toEqual({
      version: 1,
      answers: [
        { question_id: 'age', option_id: 'a' },
        { question_id: 'horizon', option_id: 'a' },
      ],
    });

    // A code of five digits is refused here; a wrong one by the server, on the field.
    act(() => result.current.codeForm.onValueChange('code', '12345'));
    await submitAndSettle({
      get current() {
        return result.current.codeForm;
      },
    });
    await settle();
    expect(result.current.codeForm.errors.code).toBe('El código debe tener 6 dígitos.');
    act(() => result.current.codeForm.onValueChange('code', '111111'));
    act(() => result.current.codeForm.onSubmit());
    await vi.waitFor(() =>
      expect(result.current.codeForm.errors.code).toBe(ERRORS.SECURITY_CODE_NO_MATCH.userMessage),
    );
    expect(result.current.stage).toBe('code');

    // Back to the questionnaire (the stepper's first step, as "Volver"): the answers are kept.
    act(() => result.current.stepperProps.onStepChange('cuestionario'));
    expect(result.current.stage).toBe('answers');
    expect(result.current.questionnaire.value).toBe('a');
    act(() => result.current.questionnaire.onSubmit());
    await vi.waitFor(() => expect(result.current.stage).toBe('code'));

    codeRight = true;
    act(() => result.current.codeForm.onValueChange('code', '654321'));
    act(() => result.current.codeForm.onSubmit());
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(changed.mock.calls[0]![0]).toEqual({
      profile: 'Conservador',
      previousProfile: 'Moderado',
      reach: 2,
      holdingsAbove: [
        {
          key: 'BALS-Serie A',
          fundName: 'Fondo Balanceado Soles',
          seriesName: 'Serie A',
          riskLevel: 3,
          value: 'S/ 1,520.40',
        },
      ],
    });
    const sent = api.calls.filter((c) => c.path === '/api/profile/risk-profile').at(-1);
    expect(sent?.body).toMatchObject({ version: 1, code: '654321' });
  });
});

describe('useChangeBeneficiary', () => {
  it('starts from the declaration in force, checks a third party like the wizard, and confirms with the code', async () => {
    const api = fakeApi({
      'GET /api/profile/final-beneficiary': () => ({
        status: 200,
        body: { declaration: { own_behalf: true }, declared_at: '2026-01-10T15:00:00.000Z' },
      }),
      'POST /api/profile/final-beneficiary/code': () => ({ status: 200, body: codeSent }),
      'POST /api/profile/final-beneficiary': (call) =>
        (call.body as { code: string }).code === '654321'
          ? {
              status: 200,
              body: {
                declaration: (call.body as { declaration: unknown }).declaration,
                declared_at: '2026-11-26T15:00:00.000Z',
              },
            }
          : fail('SECURITY_CODE_NO_MATCH')(),
    });
    const changed = vi.fn();
    const { result } = await renderFlow(
      () => useChangeBeneficiary({ onChanged: changed }),
      harness(api.fetch),
    );
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.form.values.own_behalf).toBe('yes');

    act(() => result.current.form.onValueChange('own_behalf', 'no'));
    await submitAndSettle({
      get current() {
        return result.current.form;
      },
    });
    await settle();
    expect(result.current.form.errors).toMatchObject({
      third_party_name: expect.any(String),
      third_party_document_number: expect.any(String),
    });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    act(() => result.current.form.onValueChange('third_party_name', 'Rosa Quispe Mamani'));
    act(() => result.current.form.onValueChange('third_party_document_type', '01'));
    act(() => result.current.form.onValueChange('third_party_document_number', '41234567'));
    act(() => result.current.form.onValueChange('third_party_relationship', 'FAMILY'));
    act(() => result.current.form.onSubmit());
    await vi.waitFor(() => expect(result.current.stage).toBe('code'));
    expect(result.current.maskedEmail).toBe('l****ia@correo.pe');

    act(() => result.current.codeForm.onValueChange('code', '111111'));
    act(() => result.current.codeForm.onSubmit());
    await vi.waitFor(() =>
      expect(result.current.codeForm.errors.code).toBe(ERRORS.SECURITY_CODE_NO_MATCH.userMessage),
    );
    act(() => result.current.onBack());
    expect(result.current.form.values.third_party_name).toBe('Rosa Quispe Mamani');
    act(() => result.current.form.onSubmit());
    await vi.waitFor(() => expect(result.current.stage).toBe('code'));
    act(() => result.current.codeForm.onValueChange('code', '654321'));
    act(() => result.current.codeForm.onSubmit());
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(api.calls.at(-1)?.body).toEqual({
      code: '654321',
      declaration: {
        own_behalf: false,
        third_party_name: 'Rosa Quispe Mamani',
        third_party_document_type: '01',
        third_party_document_number: '41234567',
        third_party_relationship: 'FAMILY',
      },
    });
  });

  it('says when there is no declaration to change yet', async () => {
    const api = fakeApi({
      'GET /api/profile/final-beneficiary': () => ({
        status: 200,
        body: { declaration: null, declared_at: null },
      }),
    });
    const { result } = await renderFlow(
      () => useChangeBeneficiary({ onChanged: () => {} }),
      harness(api.fetch),
    );
    await vi.waitFor(() => expect(result.current.state).toBe('unavailable'));
  });
});
