import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleSession } from '../src/session/useIdleSession';
import { fakeApi, harness, renderFlow } from './harness';

describe('useIdleSession', () => {
  afterEach(() => vi.useRealTimers());

  it('warns a minute before, ignores keys while warning, renews on "stay", and ends the session when idle', async () => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
    });
    const api = fakeApi({
      'GET /api/auth/me': () => ({ status: 200, body: {} }),
      'POST /api/auth/logout': () => ({ status: 200, body: { message: 'ok' } }),
    });
    const h = harness(api.fetch);
    const onExpired = vi.fn();
    const { result } = await renderFlow(
      () => useIdleSession({ idleMinutes: 2, warningSeconds: 60, onExpired }),
      h,
    );
    const advance = async (seconds: number) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(seconds * 1000);
      });
    };

    // Activity pushes the end back.
    await advance(50);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await advance(50);
    expect(result.current.secondsLeft).toBeNull();
    // A minute before the end: the warning, counting down.
    await advance(15);
    expect(result.current.secondsLeft).toBe(55);
    // A stray key does not dismiss it unseen.
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await advance(5);
    expect(result.current.secondsLeft).toBe(50);
    // "Seguir conectado": the timer starts again and the server renews the session.
    act(() => result.current.stay());
    expect(result.current.secondsLeft).toBeNull();
    expect(api.calls.some((c) => c.path === '/api/auth/me')).toBe(true);
    // Two idle minutes later, the session ends as expired.
    await advance(121);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(h.session.getSnapshot().endedBecause).toBe('expired');
    expect(api.calls.some((c) => c.path === '/api/auth/logout')).toBe(true);
  });

  it('"Cerrar sesión" from the warning ends it as a logout', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const api = fakeApi({
      'POST /api/auth/logout': () => ({ status: 200, body: { message: 'ok' } }),
    });
    const h = harness(api.fetch);
    const onExpired = vi.fn();
    const { result } = await renderFlow(
      () => useIdleSession({ idleMinutes: 1, warningSeconds: 30, onExpired }),
      h,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(result.current.secondsLeft).toBe(29);
    act(() => result.current.leave());
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(h.session.getSnapshot().endedBecause).toBe('logout');
  });
});
