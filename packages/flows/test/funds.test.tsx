import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ERRORS,
  type FundSummary,
  type RecommendedFunds,
  type RiskQuestionnaire,
} from '@saf/contract';
import { useRiskQuestionnaire } from '../src/funds/useRiskQuestionnaire';
import { useFundList } from '../src/funds/useFundList';
import { checkSimulator } from '../src/funds/simulator';
import { useFundDetail } from '../src/funds/useFundDetail';
import { fractionToPercent, riskStepOf } from '../src/funds/view';
import { errorBody, fakeApi, harness, renderFlow, settle } from './harness';

const questionnaire: RiskQuestionnaire = {
  version: 1,
  questions: ['age', 'horizon', 'reaction'].map((id) => ({
    id,
    text: `Pregunta ${id}`,
    options: ['a', 'b', 'c'].map((o) => ({ id: o, text: `Opción ${o}` })),
  })),
  profiles: [
    { profile: 'conservador', min_score: 0, max_score: 12, description: 'Cuidas tu capital.' },
    { profile: 'moderado', min_score: 13, max_score: 22, description: 'Equilibras.' },
    { profile: 'agresivo', min_score: 23, max_score: 32, description: 'Buscas crecer.' },
  ],
};
const scored = {
  profile: 'moderado',
  score: 16,
  max_score: 32,
  version: 1,
  answered_at: '2026-11-20T15:00:00.000Z',
  answers: [],
};
const fail = (code: keyof typeof ERRORS) => () => ({
  status: ERRORS[code].status,
  body: errorBody(code, ERRORS[code].message),
});

/** The questionnaire hook with an address kept in a variable, as the router would keep it. */
function questionnaireFlow(api: ReturnType<typeof fakeApi>) {
  const nav = { step: 1, completed: 0 };
  const goTo = vi.fn((step: number) => void (nav.step = step));
  const h = harness(api.fetch);
  const render = () =>
    renderFlow(
      () =>
        useRiskQuestionnaire({ step: nav.step, goTo, onComplete: () => void (nav.completed += 1) }),
      h,
    );
  return { nav, goTo, render };
}

describe('useRiskQuestionnaire', () => {
  it('asks one question at a time, refuses to go on without an answer, and sends every answer with the version', async () => {
    window.sessionStorage.clear();
    const api = fakeApi({
      'GET /api/risk-profile/questionnaire': () => ({ status: 200, body: questionnaire }),
      'GET /api/risk-profile': () => ({ status: 200, body: { result: null } }),
      'POST /api/risk-profile/answers': () => ({ status: 200, body: scored }),
    });
    const flow = questionnaireFlow(api);
    const { result, rerender } = await flow.render();
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current).toMatchObject({ number: 1, total: 3, value: null, onBack: undefined });

    act(() => result.current.onSubmit());
    expect(result.current.error).toBe('Elige una respuesta para continuar.');
    expect(flow.goTo).not.toHaveBeenCalled();

    for (const [step, option] of [
      [1, 'b'],
      [2, 'c'],
      [3, 'a'],
    ] as const) {
      act(() => result.current.onValueChange(option));
      expect(result.current.error).toBeUndefined();
      act(() => result.current.onSubmit());
      if (step < 3) {
        expect(flow.nav.step).toBe(step + 1);
        await rerender();
        expect(result.current.number).toBe(step + 1);
      }
    }
    await vi.waitFor(() => expect(flow.nav.completed).toBe(1));
    const sent = api.calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({
      version: 1,
      answers: [
        { question_id: 'age', option_id: 'b' },
        { question_id: 'horizon', option_id: 'c' },
        { question_id: 'reaction', option_id: 'a' },
      ],
    });
  });

  it('keeps the answers across a reload and never lands past the first open question', async () => {
    window.sessionStorage.clear();
    const api = fakeApi({
      'GET /api/risk-profile/questionnaire': () => ({ status: 200, body: questionnaire }),
      'GET /api/risk-profile': () => ({ status: 200, body: { result: null } }),
    });
    const first = questionnaireFlow(api);
    const one = await first.render();
    await vi.waitFor(() => expect(one.result.current.state).toBe('ready'));
    act(() => one.result.current.onValueChange('c'));
    await one.unmount();

    // A reload on question 3 (typed by hand): back to question 2, with question 1's answer.
    const second = questionnaireFlow(api);
    second.nav.step = 3;
    const two = await second.render();
    await vi.waitFor(() => expect(second.goTo).toHaveBeenCalledWith(2, { replace: true }));
    second.nav.step = 1;
    await two.rerender();
    await vi.waitFor(() => expect(two.result.current.value).toBe('c'));
  });

  it('starts again from the first question when the questionnaire changed meanwhile', async () => {
    window.sessionStorage.clear();
    const api = fakeApi({
      'GET /api/risk-profile/questionnaire': () => ({ status: 200, body: questionnaire }),
      'GET /api/risk-profile': () => ({ status: 200, body: { result: null } }),
      'POST /api/risk-profile/answers': fail('QUESTIONNAIRE_OUTDATED'),
    });
    const flow = questionnaireFlow(api);
    const { result, rerender } = await flow.render();
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));
    for (let step = 1; step <= 3; step += 1) {
      act(() => result.current.onValueChange('a'));
      act(() => result.current.onSubmit());
      await rerender();
    }
    await vi.waitFor(() =>
      expect(result.current.formError).toBe(ERRORS.QUESTIONNAIRE_OUTDATED.userMessage),
    );
    expect(flow.nav.step).toBe(1);
    expect(flow.nav.completed).toBe(0);
  });
});

function summary(code: string, over: Partial<FundSummary>): FundSummary {
  return {
    code,
    name: `Fondo ${code}`,
    type: 'MIXED',
    currency: 'PEN',
    risk_level: 3,
    profiles: ['moderado', 'agresivo'],
    objective: 'Crecer.',
    benchmark: 'Índice',
    cutoff_time: '13:00',
    rescue_settlement_days: 2,
    unified_fee_pct: '1.5000',
    igv_pct: '18.00',
    early_rescue_fee_pct: '0.0000',
    early_rescue_min_days: 0,
    card_theme: 0,
    nav: { date: '2026-11-21', value: '123.45678901' },
    returns: {
      '1M': null,
      '3M': null,
      '6M': null,
      YTD: null,
      '1Y': '0.05',
      '3Y': null,
      '5Y': null,
    },
    series: [
      {
        code: '000',
        name: 'Serie A',
        min_initial: '500.00',
        min_additional: '100.00',
        min_rescue: '100.00',
        min_balance: '100.00',
      },
    ],
    ...over,
  };
}

const recommended: RecommendedFunds = {
  profile: 'moderado',
  funds: [
    { fund: summary('MIX', { risk_level: 3 }), suitable: true, reason: 'Va contigo.' },
    {
      fund: summary('DEU', {
        risk_level: 1,
        returns: { ...summary('x', {}).returns, '1Y': '0.09' },
      }),
      suitable: true,
      reason: 'Va contigo.',
    },
    {
      fund: summary('USA', {
        risk_level: 5,
        currency: 'USD',
        returns: { ...summary('x', {}).returns, '1Y': '0.2' },
      }),
      suitable: false,
      reason: 'Más riesgo.',
    },
  ],
};

describe('useFundList', () => {
  it('keeps the funds that suit the profile first, and filters and sorts them', async () => {
    const api = fakeApi({
      'GET /api/funds/recommended': () => ({ status: 200, body: recommended }),
    });
    const { result } = await renderFlow(() => useFundList(), harness(api.fetch));
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.profileLabel).toBe('moderado');
    // By 12-month return, suitable first: DEU 9 %, MIX 5 %, then USA 20 %.
    expect(result.current.funds.map((f) => f.code)).toEqual(['DEU', 'MIX', 'USA']);
    expect(result.current.funds[0]).toMatchObject({
      href: '/products/detail?fondo=DEU',
      recentReturn: '9',
      risk: 'conservador',
      theme: 1,
    });
    act(() => result.current.onFiltersChange({ currency: 'all', risk: 'all', sort: 'risk-desc' }));
    expect(result.current.funds.map((f) => f.code)).toEqual(['MIX', 'DEU', 'USA']);
    act(() => result.current.onFiltersChange({ currency: 'USD', risk: 'all', sort: 'return' }));
    expect(result.current.funds.map((f) => f.code)).toEqual(['USA']);
    act(() => result.current.onFiltersChange({ currency: 'USD', risk: 'low', sort: 'return' }));
    expect(result.current.funds).toEqual([]);
    act(() => result.current.onClearFilters());
    expect(result.current.funds).toHaveLength(3);
  });
});

describe('useFundDetail', () => {
  const detail = {
    fund: summary('MIX', {}),
    composition: { asset_classes: [{ name: 'Bonos', pct: '60.00' }], holdings: [] },
    documents: [{ kind: 'PROSPECTO', title: 'Prospecto simplificado', url: '/doc.pdf' }],
    history: { first: '2021-11-22', last: '2026-11-21' },
    order_window: {
      server_time: '2026-11-20T15:00:00.000Z',
      cutoff_at: '2026-11-20T18:00:00.000Z',
      order_day: '2026-11-20',
      cutoff_state: 'BEFORE_CUTOFF' as const,
    },
    balance: [],
    suitability: { profile: 'conservador', suitable: false },
  };
  const history = {
    code: 'MIX',
    series: '000',
    from: '2025-11-21',
    to: '2026-11-21',
    points: [
      { date: '2025-11-21', value: '100.00000000' },
      { date: '2026-11-21', value: '105.00000000' },
    ],
    total_points: 2,
    downsampled: false,
  };

  it('reads the fund, counts down to the cut-off on the server clock, and warns above the profile', async () => {
    const api = fakeApi({
      'GET /api/funds/MIX': () => ({ status: 200, body: detail }),
      'GET /api/funds/MIX/history': () => ({ status: 200, body: history }),
    });
    const { result } = await renderFlow(() => useFundDetail('MIX'), harness(api.fetch));
    await vi.waitFor(() => expect(result.current.chart.state).toBe('ready'));
    expect(result.current.state).toBe('ready');
    const left = result.current.cutoff!.secondsLeft!;
    expect(left).toBeGreaterThan(3 * 3600 - 60);
    expect(left).toBeLessThanOrEqual(3 * 3600);
    expect(result.current.suitability).toEqual({ profileLabel: 'conservador' });
    expect(result.current.returns.find((r) => r.period === '12 meses')?.value).toBe('5');
    expect(result.current.simulator).toMatchObject({
      startDate: '2025-11-21',
      minDate: '2021-11-22',
      maxDate: '2026-11-20',
    });
    act(() => result.current.chart.onRangeChange('5Y'));
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/funds/MIX/history' && c.method === 'GET')).toBe(
        true,
      ),
    );
  });

  // What the API answers at each moment (its business calendar decides the state and the day).
  const moments = [
    {
      at: 'a business day before the cut-off (Friday 20 November, 10:00)',
      window: detail.order_window,
      cutoff: { state: 'before-cutoff', nextOrderDay: '2026-11-20' },
    },
    {
      at: 'a business day after the cut-off (Friday 20 November, 14:00)',
      window: {
        server_time: '2026-11-20T19:00:00.000Z',
        cutoff_at: null,
        order_day: '2026-11-23',
        cutoff_state: 'AFTER_CUTOFF' as const,
      },
      cutoff: { state: 'after-cutoff', secondsLeft: null, nextOrderDay: '2026-11-23' },
    },
    {
      at: 'a Saturday before 13:00 (28 November, 02:46)',
      window: {
        server_time: '2026-11-28T07:46:00.000Z',
        cutoff_at: null,
        order_day: '2026-11-30',
        cutoff_state: 'NOT_BUSINESS_DAY' as const,
      },
      cutoff: { state: 'not-business-day', secondsLeft: null, nextOrderDay: '2026-11-30' },
    },
    {
      at: 'a Sunday afternoon (29 November, 15:00)',
      window: {
        server_time: '2026-11-29T20:00:00.000Z',
        cutoff_at: null,
        order_day: '2026-11-30',
        cutoff_state: 'NOT_BUSINESS_DAY' as const,
      },
      cutoff: { state: 'not-business-day', secondsLeft: null, nextOrderDay: '2026-11-30' },
    },
    {
      at: 'a Peruvian holiday morning (Tuesday 8 December, Inmaculada Concepción, 10:00)',
      window: {
        server_time: '2026-12-08T15:00:00.000Z',
        cutoff_at: null,
        order_day: '2026-12-10',
        cutoff_state: 'NOT_BUSINESS_DAY' as const,
      },
      cutoff: { state: 'not-business-day', secondsLeft: null, nextOrderDay: '2026-12-10' },
    },
    {
      at: 'the eve of the holidays after its cut-off (Monday 7 December, 13:30)',
      window: {
        server_time: '2026-12-07T18:30:00.000Z',
        cutoff_at: null,
        order_day: '2026-12-10',
        cutoff_state: 'AFTER_CUTOFF' as const,
      },
      cutoff: { state: 'after-cutoff', secondsLeft: null, nextOrderDay: '2026-12-10' },
    },
  ];

  it.each(moments)('tells the page where $at stands against the cut-off', async (moment) => {
    const api = fakeApi({
      'GET /api/funds/MIX': () => ({
        status: 200,
        body: { ...detail, order_window: moment.window },
      }),
      'GET /api/funds/MIX/history': () => ({ status: 200, body: history }),
    });
    const { result } = await renderFlow(() => useFundDetail('MIX'), harness(api.fetch));
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.cutoff).toMatchObject({ time: '13:00', ...moment.cutoff });
  });

  it('checks the simulator before calling, and places the server refusal on its field', async () => {
    const api = fakeApi({
      'GET /api/funds/MIX': () => ({ status: 200, body: detail }),
      'GET /api/funds/MIX/history': () => ({ status: 200, body: history }),
      'GET /api/funds/MIX/simulation': fail('SIMULATION_DATE_OUT_OF_RANGE'),
    });
    const { result } = await renderFlow(() => useFundDetail('MIX'), harness(api.fetch));
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));
    act(() => result.current.simulator.onValueChange('amount', '12,5'));
    act(() => result.current.simulator.onSubmit());
    await vi.waitFor(() =>
      expect(result.current.simulator.errors.amount).toBe(
        'Ingresa un monto válido, con hasta 2 decimales.',
      ),
    );
    expect(result.current.simulator.amount).toBe('12,5');
    expect(api.calls.some((c) => c.path.endsWith('/simulation'))).toBe(false);

    act(() => result.current.simulator.onValueChange('amount', '1500.50'));
    act(() => result.current.simulator.onSubmit());
    await vi.waitFor(() =>
      expect(result.current.simulator.errors.startDate).toBe(
        ERRORS.SIMULATION_DATE_OUT_OF_RANGE.userMessage,
      ),
    );
  });

  it('keeps an impossible or incomplete start date as typed, and sends a typed one as an ISO day', async () => {
    const api = fakeApi({
      'GET /api/funds/MIX': () => ({ status: 200, body: detail }),
      'GET /api/funds/MIX/history': () => ({ status: 200, body: history }),
      'GET /api/funds/MIX/simulation': () => ({
        status: 200,
        body: {
          code: 'MIX',
          currency: 'PEN',
          amount: '1000.00',
          start_date: '2024-03-05',
          start_value: '100.00000000',
          cuotas: '10.00000000',
          end_date: '2026-11-20',
          end_value: '105.00000000',
          end_amount: '1050.00',
          gain: '50.00',
          return: '0.05000000',
        },
      }),
    });
    const urls: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      urls.push(String(input));
      return api.fetch(input, init);
    };
    const { result } = await renderFlow(() => useFundDetail('MIX'), harness(fetch));
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));
    const simulations = () => urls.filter((u) => u.includes('/simulation'));

    // The day, month and year boxes give "YYYY-M-D" as typed: 30 February does not exist.
    act(() => result.current.simulator.onValueChange('startDate', '2025-02-30'));
    act(() => result.current.simulator.onSubmit());
    await vi.waitFor(() =>
      expect(result.current.simulator.errors.startDate).toBe(
        'Esa fecha no existe: revisa el día y el mes.',
      ),
    );
    expect(result.current.simulator.startDate).toBe('2025-02-30');

    act(() => result.current.simulator.onValueChange('startDate', '2025-11-'));
    act(() => result.current.simulator.onSubmit());
    await vi.waitFor(() =>
      expect(result.current.simulator.errors.startDate).toBe(
        'Completa la fecha de inicio: día, mes y año (por ejemplo, 15/03/2024).',
      ),
    );
    expect(result.current.simulator.startDate).toBe('2025-11-');
    expect(simulations()).toEqual([]);

    act(() => result.current.simulator.onValueChange('startDate', '2024-3-5'));
    act(() => result.current.simulator.onSubmit());
    await vi.waitFor(() => expect(result.current.simulator.result).not.toBeNull());
    expect(result.current.simulator.errors.startDate).toBeUndefined();
    expect(new URL(simulations()[0]!).searchParams.get('from')).toBe('2024-03-05');
  });

  it('says a fund does not exist for an unknown or malformed code', async () => {
    const api = fakeApi({});
    const { result } = await renderFlow(() => useFundDetail('NOPE'), harness(api.fetch));
    await vi.waitFor(() => expect(result.current.state).toBe('not-found'));
    const bad = await renderFlow(() => useFundDetail('<script>'), harness(api.fetch));
    await settle();
    expect(bad.result.current.state).toBe('not-found');
  });
});

describe('fund figures', () => {
  it('turns fractions into percentage points exactly', () => {
    expect(fractionToPercent('0.01234568')).toBe('1.234568');
    expect(fractionToPercent('-0.50000000')).toBe('-50');
    expect(fractionToPercent('0.00000000')).toBe('0');
    expect(fractionToPercent('1.2')).toBe('120');
    expect(fractionToPercent('-0.00001')).toBe('-0.001');
  });

  it('maps the five risk levels onto the three steps of the scale', () => {
    expect([1, 2, 3, 4, 5].map(riskStepOf)).toEqual([
      'conservador',
      'conservador',
      'moderado',
      'agresivo',
      'agresivo',
    ]);
  });

  it('bounds the simulator to the published history', () => {
    const bounds = { min: '2021-11-22', max: '2026-11-20' };
    expect(checkSimulator({ amount: '', startDate: '' }, bounds)).toEqual({
      amount: 'Ingresa el monto que habrías invertido.',
      startDate: 'Elige la fecha en que habrías invertido.',
    });
    expect(checkSimulator({ amount: '0.00', startDate: '2020-01-01' }, bounds)).toEqual({
      amount: 'El monto debe ser mayor a cero.',
      startDate: 'Elige una fecha entre el 22/11/2021 y el 20/11/2026.',
    });
    expect(checkSimulator({ amount: '1000', startDate: '2024-03-01' }, bounds)).toEqual({});
    // As the day, month and year boxes give it: unpadded while typed, or missing a part.
    expect(checkSimulator({ amount: '1000', startDate: '2024-3-1' }, bounds)).toEqual({});
    expect(checkSimulator({ amount: '1000', startDate: '2024-02-29' }, bounds)).toEqual({});
    expect(checkSimulator({ amount: '1000', startDate: '2023-02-29' }, bounds)).toEqual({
      startDate: 'Esa fecha no existe: revisa el día y el mes.',
    });
    expect(checkSimulator({ amount: '1000', startDate: '2024-13-01' }, bounds)).toEqual({
      startDate: 'Esa fecha no existe: revisa el día y el mes.',
    });
    expect(checkSimulator({ amount: '1000', startDate: '-03-01' }, bounds)).toEqual({
      startDate: 'Completa la fecha de inicio: día, mes y año (por ejemplo, 15/03/2024).',
    });
    expect(checkSimulator({ amount: '1000', startDate: '202-03-01' }, bounds)).toEqual({
      startDate: 'Completa la fecha de inicio: día, mes y año (por ejemplo, 15/03/2024).',
    });
    expect(checkSimulator({ amount: '1000', startDate: '2031-1-1' }, bounds)).toEqual({
      startDate: 'Elige una fecha entre el 22/11/2021 y el 20/11/2026.',
    });
  });
});
