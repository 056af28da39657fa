import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCoreSystem, type CoreSystem } from '../../src/adapters/core-system/index';
import { openDatabase, type Database } from '../../src/db/client';
import { fundNav } from '../../src/db/schema';
import { seedFunds } from '../../src/seeds/funds';
import { createJobRunner, PG_BOSS_SCHEMA, PUBLISH_NAV, type JobRunner } from '../../src/jobs/index';
import { catchUpJobId } from '../../src/jobs/pg-boss';
import { ManualClock } from '../../src/lib/clock';
import { CATALOGUE } from '../../src/modules/funds/catalogue';
import { limaInstant } from '../../src/lib/lima';
import { freshDatabase, type TestDatabase } from '../helpers';
import { finishedRuns, runsOf, waitFor } from '../job-helpers';

const SERIES = CATALOGUE.length * 2;
const PUBLISH_TIME = '19:00';

// pg-boss needs PostgreSQL: without DATABASE_URL (PGlite) this file has nothing to run.
describe.skipIf(!process.env['DATABASE_URL'])(
  'publish-nav with two API instances on one PostgreSQL (pg-boss)',
  () => {
    let t: TestDatabase;
    /** The second instance's own connection pool, as another process would have. */
    let other: Database;
    const runners: JobRunner[] = [];
    const clock = new ManualClock(limaInstant('2026-11-23', '12:00'));

    beforeAll(async () => {
      t = await freshDatabase();
      other = openDatabase({ url: t.database.url, max: 5 });
      // A month of history up to the 22nd (noon of the 23rd: the 23rd is not closed yet).
      await seedFunds(t.database.db, clock.now(), 1, { publishTime: PUBLISH_TIME, months: 1 });
    });
    afterAll(async () => {
      await Promise.all(runners.map((r) => r.stop()));
      await other?.close();
      await t?.drop();
    });

    const runner = (database: Database, instanceId: string, core?: CoreSystem) => {
      const r = createJobRunner(database, {
        publishTime: PUBLISH_TIME,
        clock,
        instanceId,
        pollingIntervalSeconds: 0.5,
        ...(core ? { core } : {}),
      });
      runners.push(r);
      return r;
    };

    it("runs the day's job exactly once when both start and both trigger it at once", async () => {
      const db = t.database.db;
      // 19:30 in Lima: the 23rd has closed. Both instances start together (each sends the
      // catch-up job of the 23rd), then both trigger the 23rd's job at the same time.
      clock.set(limaInstant('2026-11-23', '19:30'));
      const a = runner(t.database, 'api-a');
      const b = runner(other, 'api-b');
      expect([a.kind, b.kind]).toEqual(['pg-boss', 'pg-boss']);
      await Promise.all([a.start(), b.start()]);
      const triggered = await Promise.all([a.trigger(), b.trigger()]);
      expect(triggered.map((r) => r.day)).toEqual(['2026-11-23', '2026-11-23']);

      // The catch-up job was enqueued once, under the day's id and key.
      const { rows: catchUps } = await db.$client.query<{ id: string }>(
        `SELECT id FROM ${PG_BOSS_SCHEMA}.job WHERE name = $1 AND singleton_key = $2`,
        [PUBLISH_NAV, '2026-11-23'],
      );
      expect(catchUps).toEqual([{ id: catchUpJobId('2026-11-23') }]);

      // Three runs (the catch-up and two triggers): one completed, the others skipped.
      const runs = await finishedRuns(db, '2026-11-23', 3);
      expect(runs).toHaveLength(3);
      expect(runs.filter((r) => r.outcome === 'completed')).toEqual([
        expect.objectContaining({ published: SERIES, error: null }),
      ]);
      expect(runs.filter((r) => r.outcome === 'skipped').map((r) => r.published)).toEqual([0, 0]);
      for (const r of runs) expect(['api-a', 'api-b']).toContain(r.instanceId);

      // Each series' value of the 23rd was inserted once.
      const stored = await db
        .select({
          n: sql<number>`count(*)::int`,
          series: sql<number>`count(distinct series_id)::int`,
        })
        .from(fundNav)
        .where(eq(fundNav.date, '2026-11-23'));
      expect(stored).toEqual([{ n: SERIES, series: SERIES }]);

      // The daily schedule is registered once, at 19:00 in Lima.
      const { rows: schedules } = await db.$client.query(
        `SELECT cron, timezone FROM ${PG_BOSS_SCHEMA}.schedule WHERE name = $1`,
        [PUBLISH_NAV],
      );
      expect(schedules).toEqual([{ cron: '0 19 * * *', timezone: 'America/Lima' }]);
    });

    it("publishes the day just closed from the cron's job (no day), on a clock a little behind", async () => {
      // pg-boss creates the cron job at 19:00 by the database's clock; this instance reads 18:57.
      clock.set(limaInstant('2026-11-24', '18:57'));
      const cron = new PgBoss({
        connectionString: t.database.url!,
        schema: PG_BOSS_SCHEMA,
        migrate: false,
        schedule: false,
        supervise: false,
        max: 1,
      });
      await cron.start();
      try {
        expect(await cron.send(PUBLISH_NAV, { reason: 'schedule' })).toBeTruthy();
      } finally {
        await cron.stop({ graceful: false });
      }
      const [run] = await finishedRuns(t.database.db, '2026-11-24', 1);
      expect(run).toMatchObject({ outcome: 'completed', published: SERIES });
    });

    it('lets a job under way finish when its instance stops', async () => {
      clock.set(limaInstant('2026-11-25', '19:30'));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const slow: CoreSystem = {
        name: 'slow',
        async navRange(query) {
          await gate;
          return sandboxCoreSystem.navRange(query);
        },
      };
      const c = runner(other, 'api-c', slow);
      await Promise.all(runners.filter((r) => r !== c).map((r) => r.stop()));
      await c.start();
      // The catch-up of the 25th is running (waiting on the core system) when the stop comes.
      await waitFor(async () => (await runsOf(t.database.db, '2026-11-25')).length > 0, 'a run');
      let stopped = false;
      const stopping = c.stop().then(() => (stopped = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(stopped).toBe(false);
      release();
      await stopping;
      // pg-boss waited for the job: it completed it rather than failing it at shutdown.
      expect(await runsOf(t.database.db, '2026-11-25')).toMatchObject([
        { outcome: 'completed', published: SERIES, instanceId: 'api-c' },
      ]);
      const job = await waitFor(async () => {
        const { rows } = await t.database.db.$client.query<{ state: string }>(
          `SELECT state FROM ${PG_BOSS_SCHEMA}.job WHERE name = $1 AND id = $2`,
          [PUBLISH_NAV, catchUpJobId('2026-11-25')],
        );
        return rows[0]?.state !== 'active' && rows[0];
      }, 'the job settled');
      expect(job.state).toBe('completed');
    });
  },
);
