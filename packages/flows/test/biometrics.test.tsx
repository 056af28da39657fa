import { act } from 'react';
import { renderHook } from 'vitest-browser-react';
import useSWR from 'swr';
import { rescueOptionsRoute } from '@saf/contract';
import { callRoute } from '../src/api/call';
import { useFlows } from '../src/provider/FlowsProvider';
import { RESCUE_OPTIONS_KEY } from '../src/rescue/keys';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS, type BiometricStatus, type FacialCheckResultName } from '@saf/contract';
import {
  FACIAL_RESULT_MESSAGES,
  SELFIE_INVALID_MESSAGE,
  biometricPurposeOf,
  formatRetryAt,
  safeReturnPath,
  useBiometricCheck,
  type BiometricPassed,
} from '../src/participant/useBiometricCheck';
import { errorBody, fakeApi, harness, renderFlow, type Handler } from './harness';

const SESSION = '0b8f3c2e-1d4a-4c7e-9f00-123456789abc';
const RETRY_AT = '2026-11-22T05:00:00.000Z';

function statusOf(today: number, last: FacialCheckResultName, everPassed = false): BiometricStatus {
  const left = Math.max(0, 3 - today);
  const passed = last === 'POSITIVE';
  return {
    purpose: 'ONBOARDING',
    check_state: passed || left === 0 ? 2 : today ? 1 : 0,
    last_result: last,
    attempts_today: today,
    attempts_left: left,
    retry_at: !passed && left === 0 ? RETRY_AT : null,
    ever_passed: everPassed || passed,
  };
}

/** A JPEG's first bytes are enough for the browser-side check. */
const jpeg = () =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6])], { type: 'image/jpeg' });

/** A sandbox-like API: each photo answers the next result of `results`. */
function sandbox(
  results: FacialCheckResultName[],
  start = statusOf(0, 'NONE'),
  more: Record<string, Handler> = {},
) {
  let status = start;
  let open = false;
  const routes: Record<string, Handler> = {
    'GET /api/toc/status': () => ({ status: 200, body: status }),
    'POST /api/toc/sessions': () => {
      if (status.attempts_left === 0 && status.last_result !== 'POSITIVE')
        return {
          status: 429,
          body: {
            ...errorBody('BIOMETRIC_ATTEMPTS_EXCEEDED', ERRORS.BIOMETRIC_ATTEMPTS_EXCEEDED.message),
            meta: { retry_at: RETRY_AT },
          },
        };
      open = true;
      return {
        status: 200,
        body: {
          session_id: SESSION,
          expires_at: new Date(Date.now() + 600_000).toISOString(),
          status: statusOf(status.attempts_today + 1, status.last_result, status.ever_passed),
        },
      };
    },
    [`POST /api/toc/sessions/${SESSION}/selfie`]: () => {
      if (!open) return { status: 409, body: errorBody('BIOMETRIC_SESSION_CLOSED', 'closed') };
      open = false;
      const result = results.shift() ?? 'POSITIVE';
      const first = result === 'POSITIVE' && !status.ever_passed;
      status = statusOf(status.attempts_today + 1, result, status.ever_passed);
      return { status: 200, body: { result, first_success: first, status } };
    },
    ...more,
  };
  return fakeApi(routes);
}

async function render(api: ReturnType<typeof fakeApi>, onPassed = vi.fn()) {
  const h = harness(api.fetch);
  const view = await renderFlow(() => useBiometricCheck({ purpose: 'ONBOARDING', onPassed }), h);
  await vi.waitFor(() => expect(view.result.current.phase).not.toBe('loading'));
  return { ...view, onPassed };
}

async function send(result: { current: ReturnType<typeof useBiometricCheck> }, image = jpeg()) {
  act(() => result.current.onSend(image));
  await vi.waitFor(() => expect(result.current.phase).not.toBe('comparing'));
}

describe('useBiometricCheck', () => {
  it('refuses twice with the reason and the attempts left, then passes on the third photo', async () => {
    const api = sandbox(['NEGATIVE', 'POSE_EXCEEDS', 'POSITIVE']);
    const { result, onPassed } = await render(api);
    expect(result.current).toMatchObject({
      phase: 'ready',
      attemptsLeft: 3,
      retryAtLabel: undefined,
    });

    await send(result);
    expect(result.current.phase).toBe('failed');
    expect(result.current.message).toMatch(/^No pudimos confirmar que eres tú/);
    expect(result.current.attemptsLeft).toBe(2);

    await send(result);
    expect(result.current.message).toBe(FACIAL_RESULT_MESSAGES.POSE_EXCEEDS);
    expect(result.current.attemptsLeft).toBe(1);

    await send(result);
    expect(result.current.phase).toBe('passed');
    expect(onPassed).toHaveBeenCalledTimes(1);
    const passed = onPassed.mock.calls[0]![0] as BiometricPassed;
    expect(passed.firstSuccess).toBe(true);
    // The photo travels as base64 to the session the call opened, to the services base.
    const selfie = api.calls.filter((c) => c.path.endsWith('/selfie'));
    expect(selfie).toHaveLength(3);
    expect(selfie[0]!.body).toEqual({ image: '/9j/4AECAwQFBg==' });
    expect(api.calls.filter((c) => c.path === '/api/toc/sessions')).toHaveLength(3);
    expect(api.calls[0]!.path).toBe('/api/toc/status');
  });

  it('explains a failed liveness check, which spends the attempt', async () => {
    const api = sandbox(['LIVENESS_FAILED']);
    const { result } = await render(api);
    await send(result);
    expect(result.current).toMatchObject({
      phase: 'failed',
      attemptsLeft: 2,
      message:
        'No pudimos comprobar que estabas frente a la cámara. Sigue las indicaciones en pantalla, sin fotos ni pantallas, y vuelve a intentarlo.',
    });
  });

  it('says the provider is down without spending the attempt, and the next photo goes to the same session', async () => {
    let down = true;
    const api = sandbox([], statusOf(0, 'NONE'), {
      [`POST /api/toc/sessions/${SESSION}/selfie`]: () =>
        down
          ? {
              status: 503,
              body: errorBody(
                'BIOMETRIC_PROVIDER_UNAVAILABLE',
                ERRORS.BIOMETRIC_PROVIDER_UNAVAILABLE.message,
              ),
            }
          : {
              status: 200,
              body: { result: 'POSITIVE', first_success: true, status: statusOf(1, 'POSITIVE') },
            },
    });
    const { result, onPassed } = await render(api);
    await send(result);
    expect(result.current.message).toBe(
      'La validación facial no está disponible en este momento. Vuelve a intentarlo en unos minutos; este intento no se descuenta.',
    );
    down = false;
    await send(result);
    expect(onPassed).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((c) => c.path === '/api/toc/sessions')).toHaveLength(1);
  });

  it('tells a later success apart from the first one', async () => {
    const api = sandbox(['POSITIVE'], statusOf(0, 'NONE', true));
    const { result, onPassed } = await render(api);
    await send(result);
    expect(onPassed.mock.calls[0]![0]).toMatchObject({ firstSuccess: false });
  });

  it('explains an unreadable photo and goes to the limit, with the time in Lima, after the last attempt', async () => {
    const api = sandbox(['INVALID_EXTRACTIONS', 'NEGATIVE', 'NEGATIVE']);
    const { result } = await render(api);
    await send(result);
    expect(result.current.message).toBe(FACIAL_RESULT_MESSAGES.INVALID_EXTRACTIONS);
    await send(result);
    await send(result);
    expect(result.current).toMatchObject({
      phase: 'limit',
      attemptsLeft: 0,
      retryAt: RETRY_AT,
      retryAtLabel: 'el domingo 22 de noviembre a las 00:00 (hora de Lima)',
    });
  });

  it('starts at the limit when the day’s attempts are spent, and takes the API’s time when it refuses a session', async () => {
    const spent = await render(sandbox([], statusOf(3, 'NEGATIVE')));
    expect(spent.result.current.phase).toBe('limit');
    expect(spent.result.current.retryAtLabel).toMatch(/22 de noviembre/);

    // The status was read with an attempt left, but another tab spent it meanwhile.
    let status = statusOf(2, 'NEGATIVE');
    const routes = fakeApi({
      'GET /api/toc/status': () => ({ status: 200, body: status }),
      'POST /api/toc/sessions': () => ({
        status: 429,
        body: {
          ...errorBody('BIOMETRIC_ATTEMPTS_EXCEEDED', ERRORS.BIOMETRIC_ATTEMPTS_EXCEEDED.message),
          meta: { retry_at: '2026-11-23T05:00:00.000Z' },
        },
      }),
    });
    const late = await render(routes);
    expect(late.result.current).toMatchObject({ phase: 'ready', attemptsLeft: 1 });
    status = statusOf(3, 'NEGATIVE');
    await send(late.result);
    expect(late.result.current.phase).toBe('limit');
    expect(late.result.current.retryAtLabel).toMatch(/lunes 23 de noviembre/);
  });

  it('sends nothing that is not a JPEG or PNG of at most 3 MB', async () => {
    const api = sandbox([]);
    const { result } = await render(api);
    await send(result, new Blob(['GIF89a-not-a-selfie'], { type: 'image/gif' }));
    expect(result.current).toMatchObject({ phase: 'failed', message: SELFIE_INVALID_MESSAGE });
    const big = new Uint8Array(3 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    await send(result, new Blob([big], { type: 'image/jpeg' }));
    expect(result.current.message).toBe(SELFIE_INVALID_MESSAGE);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // The same words the API's catalogue gives when it refuses a photo itself.
    expect(SELFIE_INVALID_MESSAGE).toBe(ERRORS.BIOMETRIC_IMAGE_INVALID.userMessage);
  });

  it('reuses the session still open after a network failure instead of spending another attempt', async () => {
    let down = true;
    const api = sandbox(['POSITIVE']);
    const flaky: typeof fetch = (input, init) =>
      down && String(input).endsWith('/selfie')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : api.fetch(input, init);
    const h = harness(flaky);
    const onPassed = vi.fn();
    const { result } = await renderFlow(
      () => useBiometricCheck({ purpose: 'ONBOARDING', onPassed }),
      h,
    );
    await vi.waitFor(() => expect(result.current.phase).toBe('ready'));
    await send(result);
    expect(result.current.message).toMatch(/No pudimos conectarnos/);
    down = false;
    await send(result);
    expect(result.current.phase).toBe('passed');
    expect(api.calls.filter((c) => c.path === '/api/toc/sessions')).toHaveLength(1);
  });
});

describe('the rescue pages after a check for rescues', () => {
  it('read their options again, even when the last read was a moment ago', async () => {
    let passed = false;
    const api = sandbox([], statusOf(0, 'NONE'), {
      'GET /api/rescues/options': () => ({
        status: 200,
        body: { holdings: [], biometric_valid: passed, server_time: new Date().toISOString() },
      }),
      [`POST /api/toc/sessions/${SESSION}/selfie`]: () => {
        passed = true;
        return {
          status: 200,
          body: { result: 'POSITIVE', first_success: false, status: statusOf(1, 'POSITIVE') },
        };
      },
    });
    const h = harness(api.fetch);
    const { result, rerender } = await renderHook(
      ({ page }: { page: boolean } = { page: true }) => {
        const { client } = useFlows();
        const check = useBiometricCheck({ purpose: 'RESCUE' });
        // The rescue page: mounted, then gone while the customer takes the check.
        const options = useSWR(page ? RESCUE_OPTIONS_KEY : null, () =>
          callRoute(client, rescueOptionsRoute, {}),
        );
        return { check, options };
      },
      { wrapper: h.wrapper, initialProps: { page: true } },
    );
    await vi.waitFor(() => expect(result.current.options.data?.biometric_valid).toBe(false));
    await rerender({ page: false });
    await vi.waitFor(() => expect(result.current.check.phase).toBe('ready'));
    act(() => result.current.check.onSend(jpeg()));
    await vi.waitFor(() => expect(result.current.check.phase).not.toBe('comparing'));
    expect(result.current.check.phase).toBe('passed');
    // Back on the page well within SWR's two-second window: a new read, not the old answer.
    await rerender({ page: true });
    await vi.waitFor(() => expect(result.current.options.data?.biometric_valid).toBe(true));
    expect(api.calls.filter((c) => c.path === '/api/rescues/options')).toHaveLength(2);
  });
});

describe('formatRetryAt', () => {
  it('says the day and the time in Lima, whatever the browser’s zone', () => {
    expect(formatRetryAt('2026-11-23T05:00:00.000Z')).toBe(
      'el lunes 23 de noviembre a las 00:00 (hora de Lima)',
    );
    expect(formatRetryAt('not a date')).toBe('');
  });
});

describe('the address of the check', () => {
  it('names the purpose, onboarding when missing or unknown', () => {
    expect(biometricPurposeOf('subscription')).toBe('SUBSCRIPTION');
    expect(biometricPurposeOf('rescue')).toBe('RESCUE');
    expect(biometricPurposeOf('onboarding')).toBe('ONBOARDING');
    expect(biometricPurposeOf('admin')).toBe('ONBOARDING');
    expect(biometricPurposeOf(null)).toBe('ONBOARDING');
  });

  it('goes back only to a path of the portal', () => {
    const home = '/dashboard';
    expect(safeReturnPath('/subscription/natural-client?paso=validacion', home)).toBe(
      '/subscription/natural-client?paso=validacion',
    );
    for (const outside of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'dashboard',
      '',
      null,
    ])
      expect(safeReturnPath(outside, home), String(outside)).toBe(home);
  });
});
