import { eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCoreSystem, type CoreSystem } from '../../src/adapters/core-system/index';
import { fundNav } from '../../src/db/schema';
import { seedFunds } from '../../src/seeds/funds';
import {
  createJobRunner,
  InProcessRunner,
  resolveJobRunnerOptions,
  runPublishNav,
  type JobRunner,
} from '../../src/jobs/index';
import { ManualClock, type Clock } from '../../src/lib/clock';
import { CATALOGUE } from '../../src/modules/funds/catalogue';
import { limaInstant } from '../../src/lib/lima';
import { freshDatabase, type TestDatabase } from '../helpers';
import { finishedRuns, navSince, runsOf, waitFor } from '../job-helpers';

const SERIES = CATALOGUE.length * 2;
const PUBLISH_TIME = '19:00';
/** Monday 23 November 2026, 19:30 in Lima: the 23rd is closed and published. */
const AFTER_CLOSE = limaInstant('2026-11-23', '19:30');
/** The same day at noon: the last closed day is the 22nd. */
const NOON = limaInstant('2026-11-23', '12:00');

const kind = process.env['DATABASE_URL'] ? 'pg-boss' : 'in-process';

describe(`the valor cuota publication job (${kind} runner)`, () => {
  let t: TestDatabase;
  let runner: JobRunner | undefined;
  beforeAll(async () => {
    t = await freshDatabase();
  });
  afterAll(async () => {
    await runner?.stop();
    await t.drop();
  });

  it('catches up every missing day on start, with the same values, and publishes nothing twice', async () => {
    const db = t.database.db;
    const clock = new ManualClock(AFTER_CLOSE);
    // Two months of history up to the 23rd, as `npm start` would seed it after 19:00.
    await seedFunds(db, clock.now(), 1, { publishTime: PUBLISH_TIME, months: 2 });
    const before = await navSince(db, '2026-11-19');
    expect(before).toHaveLength(SERIES * 5);
    expect(before.at(-1)!.date).toBe('2026-11-23');
    // The API was stopped for five days: 19 to 23 November are missing.
    await db.delete(fundNav).where(gte(fundNav.date, '2026-11-19'));
    expect(await navSince(db, '2026-11-19')).toHaveLength(0);

    runner = createJobRunner(t.database, {
      publishTime: PUBLISH_TIME,
      clock,
      instanceId: 'api-1',
      pollingIntervalSeconds: 0.5,
    });
    expect(runner.kind).toBe(kind);
    await runner.start();
    const [run] = await finishedRuns(db, '2026-11-23', 1);
    expect(run).toMatchObject({
      job: 'publish-nav',
      instanceId: 'api-1',
      outcome: 'completed',
      published: SERIES * 5,
      error: null,
    });
    // Deterministic: the values are the ones that were deleted, to the last decimal.
    expect(await navSince(db, '2026-11-19')).toEqual(before);

    // A second run of the same day finds nothing left to publish.
    expect(await runner.trigger()).toMatchObject({
      day: '2026-11-23',
      outcome: 'skipped',
      published: 0,
      instanceId: 'api-1',
    });
    expect((await runsOf(db, '2026-11-23')).map((r) => [r.outcome, r.published])).toEqual([
      ['completed', SERIES * 5],
      ['skipped', 0],
    ]);
    await runner.stop();
    runner = undefined;
  });
});

describe('one run of a day, however many instances run it', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase();
    await seedFunds(t.database.db, NOON, 1, { publishTime: PUBLISH_TIME, months: 1 });
  });
  afterAll(async () => {
    await t.drop();
  });
  const clock = new ManualClock(AFTER_CLOSE);

  it('rolls a failed run back and records it, and the next run publishes the day', async () => {
    const db = t.database.db;
    // A core system that answers the first series, then a day out of order.
    let calls = 0;
    const broken: CoreSystem = {
      name: 'broken',
      async navRange(query) {
        calls += 1;
        const points = await sandboxCoreSystem.navRange(query);
        return calls === 1 ? points : [{ date: '2026-11-25', value: '100' }];
      },
    };
    await expect(
      runPublishNav(db, { day: '2026-11-23', instanceId: 'api-1', clock, core: broken }),
    ).rejects.toThrow(/core system broken answered 2026-11-25/);
    expect(await db.select().from(fundNav).where(eq(fundNav.date, '2026-11-23'))).toHaveLength(0);
    const [failed] = await runsOf(db, '2026-11-23');
    expect(failed).toMatchObject({ outcome: 'failed', published: 0, instanceId: 'api-1' });
    expect(failed!.error).toMatch(/2026-11-25/);
    expect(failed!.finishedAt).toBeInstanceOf(Date);
  });

  it('records one completed run when two instances run the same day at once', async () => {
    const db = t.database.db;
    const runs = await Promise.all(
      ['api-1', 'api-2'].map((instanceId) =>
        runPublishNav(db, { day: '2026-11-23', instanceId, clock, core: sandboxCoreSystem }),
      ),
    );
    expect(runs.map((r) => r.outcome).sort()).toEqual(['completed', 'skipped']);
    expect(runs.map((r) => r.published).sort((a, b) => a - b)).toEqual([0, SERIES]);
    const stored = await db.select().from(fundNav).where(eq(fundNav.date, '2026-11-23'));
    expect(stored).toHaveLength(SERIES);
    expect((await runsOf(db, '2026-11-23')).filter((r) => r.outcome === 'completed')).toHaveLength(
      1,
    );
  });
});

describe('the in-process scheduler (embedded database)', () => {
  // One database for the timer's arithmetic (its catch-up runs publish nothing: no funds), one
  // with funds for the runs.
  let t: TestDatabase;
  let withFunds: TestDatabase;
  beforeAll(async () => {
    [t, withFunds] = await Promise.all([freshDatabase(), freshDatabase()]);
    await seedFunds(withFunds.database.db, NOON, 1, { publishTime: PUBLISH_TIME, months: 1 });
  });
  afterAll(async () => {
    await Promise.all([t.drop(), withFunds.drop()]);
  });

  const armedFor = async (now: string, publishTime = PUBLISH_TIME) => {
    const runner = new InProcessRunner(
      t.database.db,
      resolveJobRunnerOptions({ publishTime, clock: new ManualClock(new Date(now)) }),
    );
    await runner.start();
    const next = runner.nextRunAt();
    await runner.stop();
    expect(runner.nextRunAt()).toBeUndefined();
    return next?.toISOString();
  };

  it('arms its timer for the next publication instant', async () => {
    // 18:59 in Lima: today at 19:00 (midnight UTC).
    expect(await armedFor('2026-11-23T23:59:00Z')).toBe('2026-11-24T00:00:00.000Z');
    // 19:00 itself, and 23:30 in Lima (already the 24th in UTC): tomorrow at 19:00.
    expect(await armedFor('2026-11-24T00:00:00Z')).toBe('2026-11-25T00:00:00.000Z');
    expect(await armedFor('2026-11-24T04:30:00Z')).toBe('2026-11-25T00:00:00.000Z');
    // Across a month end: 30 November at 20:00 in Lima, then 1 December at 00:30.
    expect(await armedFor('2026-12-01T01:00:00Z')).toBe('2026-12-02T00:00:00.000Z');
    expect(await armedFor('2026-12-01T05:30:00Z')).toBe('2026-12-02T00:00:00.000Z');
    // Across a year end, with another publication time.
    expect(await armedFor('2026-12-31T23:45:00Z', '18:30')).toBe('2027-01-01T23:30:00.000Z');
  });

  it('publishes the day when its timer fires, then arms the next day', async () => {
    const db = withFunds.database.db;
    expect((await navSince(db, '2026-11-22')).map((p) => p.date)).not.toContain('2026-11-23');
    // A clock that runs from 300 ms before the publication of the 23rd.
    const due = limaInstant('2026-11-23', PUBLISH_TIME).getTime();
    const origin = Date.now();
    const clock: Clock = { now: () => new Date(due - 300 + (Date.now() - origin)) };

    const runner = new InProcessRunner(
      db,
      resolveJobRunnerOptions({ publishTime: PUBLISH_TIME, clock, instanceId: 'timer' }),
    );
    await runner.start();
    try {
      // The catch-up on start found the 22nd published; the timer published the 23rd.
      const [run] = await finishedRuns(db, '2026-11-23', 1);
      expect(run).toMatchObject({ outcome: 'completed', published: SERIES, instanceId: 'timer' });
      expect(await runsOf(db, '2026-11-22')).toMatchObject([
        { outcome: 'completed', published: 0, instanceId: 'timer' },
      ]);
      expect(await db.select().from(fundNav).where(eq(fundNav.date, '2026-11-23'))).toHaveLength(
        SERIES,
      );
      const next = await waitFor(
        async () => runner.nextRunAt()?.getTime() !== due && runner.nextRunAt(),
        'the next day armed',
      );
      expect(next).toEqual(limaInstant('2026-11-24', PUBLISH_TIME));
    } finally {
      await runner.stop();
    }
  });

  it('lets a run under way finish when stopped', async () => {
    const db = withFunds.database.db;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const called = new Promise<void>((resolve) => (asked = resolve));
    const slow: CoreSystem = {
      name: 'slow',
      async navRange(query) {
        asked();
        await gate;
        return sandboxCoreSystem.navRange(query);
      },
    };
    const runner = new InProcessRunner(
      db,
      resolveJobRunnerOptions({
        publishTime: PUBLISH_TIME,
        clock: new ManualClock(limaInstant('2026-11-24', '20:00')),
        core: slow,
        instanceId: 'stopping',
      }),
    );
    await runner.start();
    await called;
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const [run] = await runsOf(db, '2026-11-24');
    expect(run).toMatchObject({ outcome: 'completed', published: SERIES, instanceId: 'stopping' });
  });
});
