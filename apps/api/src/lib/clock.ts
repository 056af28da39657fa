/** Source of the current time. Services never call `Date.now()` directly, so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to: lockout, expiry and rotation tests use it instead of sleeps. */
export class ManualClock implements Clock {
  private ms: number;
  constructor(start: Date | number = Date.UTC(2025, 0, 15, 15, 0, 0)) {
    this.ms = typeof start === 'number' ? start : start.getTime();
  }
  now(): Date {
    return new Date(this.ms);
  }
  advance(ms: number): this {
    this.ms += ms;
    return this;
  }
  advanceSeconds(s: number): this {
    return this.advance(s * 1000);
  }
  advanceMinutes(m: number): this {
    return this.advance(m * 60_000);
  }
  set(at: Date | number): this {
    this.ms = typeof at === 'number' ? at : at.getTime();
    return this;
  }
}
