import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { catchUpJobId, cronAt } from '../../src/jobs/pg-boss';
import { lastClosedDay, limaInstant, nextPublishAt } from '../../src/lib/lima';

const at = (iso: string) => new Date(iso);

describe('the last closed day: the last valor cuota published at an instant', () => {
  it('is yesterday before the publication time and today from it on (Lima is UTC−5)', () => {
    // Monday 23 November 2026, 18:59:59.999 in Lima: the day is not closed yet.
    expect(lastClosedDay(at('2026-11-23T23:59:59.999Z'), '19:00')).toBe('2026-11-22');
    // 19:00 in Lima is midnight UTC: from that very instant the 23rd is published.
    expect(lastClosedDay(at('2026-11-24T00:00:00Z'), '19:00')).toBe('2026-11-23');
    // 23:30 in Lima, already the 24th in UTC: still the 23rd.
    expect(lastClosedDay(at('2026-11-24T04:30:00Z'), '19:00')).toBe('2026-11-23');
    // Midnight in Lima: a new day whose valor cuota is not out yet.
    expect(lastClosedDay(at('2026-11-24T05:00:00Z'), '19:00')).toBe('2026-11-23');
    // Noon in Lima.
    expect(lastClosedDay(at('2026-11-24T17:00:00Z'), '19:00')).toBe('2026-11-23');
  });

  it('follows the configured time, across a month and a year end', () => {
    expect(lastClosedDay(at('2026-12-01T04:58:59Z'), '23:59')).toBe('2026-11-29');
    expect(lastClosedDay(at('2026-12-01T04:59:00Z'), '23:59')).toBe('2026-11-30');
    expect(lastClosedDay(at('2026-12-01T04:59:00Z'), '23:30')).toBe('2026-11-30');
    expect(lastClosedDay(at('2027-01-01T04:00:00Z'), '19:00')).toBe('2026-12-31');
    expect(lastClosedDay(at('2027-01-01T05:00:00Z'), '00:00')).toBe('2027-01-01');
    expect(lastClosedDay(at('2027-01-01T04:59:59Z'), '00:00')).toBe('2026-12-31');
  });
});

describe('the next publication instant', () => {
  it("is today's before the publication time, tomorrow's at and after it", () => {
    expect(nextPublishAt(at('2026-11-23T23:59:00Z'), '19:00')).toEqual(at('2026-11-24T00:00:00Z'));
    expect(nextPublishAt(at('2026-11-24T00:00:00Z'), '19:00')).toEqual(at('2026-11-25T00:00:00Z'));
    expect(nextPublishAt(at('2026-11-24T04:30:00Z'), '19:00')).toEqual(at('2026-11-25T00:00:00Z'));
    expect(nextPublishAt(at('2026-11-30T20:00:00Z'), '19:00')).toEqual(at('2026-12-01T00:00:00Z'));
    expect(nextPublishAt(at('2026-12-01T01:00:00Z'), '19:00')).toEqual(at('2026-12-02T00:00:00Z'));
    expect(nextPublishAt(at('2026-12-31T12:30:00Z'), '07:15')).toEqual(
      limaInstant('2027-01-01', '07:15'),
    );
  });
});

describe('NAV_PUBLISH_TIME', () => {
  it('defaults to 19:00 and takes a Lima HH:mm', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).NAV_PUBLISH_TIME).toBe('19:00');
    expect(
      loadConfig({ NODE_ENV: 'development', NAV_PUBLISH_TIME: '18:30' }).NAV_PUBLISH_TIME,
    ).toBe('18:30');
    expect(
      loadConfig({ NODE_ENV: 'development', NAV_PUBLISH_TIME: '00:00' }).NAV_PUBLISH_TIME,
    ).toBe('00:00');
  });

  it.each(['7:00', '24:00', '19:60', '19h00', '19:00:00', 'tarde'])('refuses %s', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'development', NAV_PUBLISH_TIME: value })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', NAV_PUBLISH_TIME: value })).toThrow(
      /NAV_PUBLISH_TIME/,
    );
  });
});

describe('pg-boss scheduling inputs', () => {
  it('runs the cron at the publication minute and hour', () => {
    expect(cronAt('19:00')).toBe('0 19 * * *');
    expect(cronAt('07:05')).toBe('5 7 * * *');
  });

  it('gives the catch-up job of a day one id on every instance, a valid UUID', () => {
    const id = catchUpJobId('2026-11-23');
    expect(id).toBe(catchUpJobId('2026-11-23'));
    expect(id).not.toBe(catchUpJobId('2026-11-24'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
