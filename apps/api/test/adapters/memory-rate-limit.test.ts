import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../../src/adapters/rate-limit/index';

// The in-memory store keeps only what can still count: a flood of distinct keys (one per
// address, account or destination) is forgotten once its windows have passed, so memory stays
// bounded by the keys of the current window.
describe('memory rate-limit store eviction', () => {
  const MINUTE = 60_000;

  it('forgets expired counters and locks of many keys', async () => {
    const store = new MemoryRateLimitStore();
    const t0 = Date.UTC(2026, 0, 5, 12);
    for (let i = 0; i < 50_000; i++) await store.hit(`ip:10.0.${i}`, t0, MINUTE);
    for (let i = 0; i < 10_000; i++) await store.lock(`lock:${i}`, t0 + MINUTE, t0);
    expect(store.size).toBe(60_000);
    // Still inside the window: every counter and lock holds.
    expect(await store.count('ip:10.0.7', t0 + MINUTE - 1, MINUTE)).toBe(1);
    expect(await store.lockedUntil('lock:7', t0 + MINUTE - 1)).toBe(t0 + MINUTE);
    // Past every window, a few more calls with new keys: the old ones are gone.
    const later = t0 + 2 * MINUTE;
    for (let i = 0; i < 10; i++) await store.hit(`ip:192.168.0.${i}`, later, MINUTE);
    expect(store.size).toBeLessThanOrEqual(10);
    expect(await store.count('ip:192.168.0.3', later, MINUTE)).toBe(1);
    expect(await store.count('ip:10.0.7', later, MINUTE)).toBe(0);
    expect(await store.lockedUntil('lock:7', later)).toBeNull();
  });

  it('keeps a key whose longest window has not passed', async () => {
    const store = new MemoryRateLimitStore();
    const t0 = Date.UTC(2026, 0, 5, 12);
    await store.hit('login:ip:1', t0, 15 * MINUTE);
    await store.hit('code:ip:1', t0, MINUTE);
    for (let i = 0; i < 5_000; i++) await store.hit(`k${i}`, t0 + 5 * MINUTE, MINUTE);
    expect(await store.count('login:ip:1', t0 + 5 * MINUTE, 15 * MINUTE)).toBe(1);
    expect(await store.count('code:ip:1', t0 + 5 * MINUTE, MINUTE)).toBe(0);
  });
});
