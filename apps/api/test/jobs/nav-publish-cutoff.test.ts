import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock';
import { limaInstant } from '../../src/lib/lima';
import { seedFunds } from '../../src/seeds/funds';
import { createJobRunner, PublishTimeError, type JobRunner } from '../../src/jobs/index';
import { jobRuns } from '../../src/db/schema';
import { freshDatabase, type TestDatabase } from '../helpers';

// The valor cuota is published once a day for every fund: at NAV_PUBLISH_TIME, which must fall
// after every fund's cut-off (the catalogue's latest is 16:00), or the jobs do not start.
describe('NAV_PUBLISH_TIME against the funds’ cut-offs', () => {
  let t: TestDatabase;
  const started: JobRunner[] = [];
  beforeAll(async () => {
    t = await freshDatabase();
    await seedFunds(t.database.db, limaInstant('2026-11-23', '12:00'), 1, { months: 1 });
  });
  afterAll(async () => {
    for (const runner of started) await runner.stop();
    await t.drop();
  });

  const start = async (publishTime: string) => {
    const runner = createJobRunner(t.database, {
      publishTime,
      clock: new ManualClock(limaInstant('2026-11-23', '12:00')),
      instanceId: `check-${publishTime}`,
      pollingIntervalSeconds: 0.5,
    });
    started.push(runner);
    await runner.start();
    return runner;
  };

  it('refuses to start at or before a cut-off, naming the setting and the funds', async () => {
    const early = start('15:30').catch((err: unknown) => err);
    const err = await early;
    expect(err).toBeInstanceOf(PublishTimeError);
    expect((err as Error).message).toMatch(/^NAV_PUBLISH_TIME=15:30 \(Lima\) must be later/);
    // The one fund closing at 16:00, and only it.
    expect((err as Error).message).toContain('(cut-off 16:00)');
    expect((err as Error).message).not.toContain('(cut-off 14:00)');
    await expect(start('16:00')).rejects.toThrow(PublishTimeError);
    const morning = await start('09:00').catch((e: unknown) => (e as Error).message);
    expect(morning).toContain('(cut-off 12:00)');
    expect(morning).toContain('(cut-off 13:00)');
    // Nothing was run by the refused starts.
    expect(await t.database.db.select().from(jobRuns)).toEqual([]);
  });

  it('starts when it falls after every cut-off', async () => {
    await expect(start('16:01')).resolves.toBeDefined();
  });
});
