import Decimal from 'decimal.js';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundNav, jobRuns, navFileValues } from '../../src/db/schema';
import { PUBLISH_NAV, runPublishNav } from '../../src/jobs/index';
import { cuotasFor } from '../../src/modules/orders/settlement';
import { settleDue } from '../../src/modules/orders/payments';
import { approveNavFile, importNavFile, rejectNavFile } from '../../src/modules/nav-file/service';
import { createTestServer, type TestServer } from '../helpers';
import {
  filesOf,
  MONDAY_EVENING,
  OPERATOR,
  orderNow,
  paidOrder,
  publishedSince,
  refusal,
  sample,
  seedUpToFriday,
  SERIES,
  TUESDAY_EVENING,
  TUESDAY_NOON,
  valueIn,
  withValue,
} from './nav-file-helpers';

const MONDAY = sample('valor-cuota-2026-11-23.txt');
const TUESDAY = sample('valor-cuota-2026-11-24.txt');
const HELD = sample('held-valor-cuota-2026-11-23.txt');

const coreFileServer = () => createTestServer({ env: { NAV_SOURCE: 'core-file' } });

/** The publication job's run of a day, from the source NAV_SOURCE names (the core's files). */
const publicationRun = (t: TestServer, day: string) =>
  runPublishNav(t.database.db, {
    day,
    instanceId: 'api-1',
    clock: t.clock,
    core: t.app.ctx.navSource,
  });

describe('a day’s valor-cuota file from the core system', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await coreFileServer();
    await seedUpToFriday(t);
    t.clock.set(MONDAY_EVENING);
  });
  afterAll(() => t.close());

  it('refuses a wrong file whole, with its reason, and stores nothing', async () => {
    const cases: [Uint8Array | string, string, RegExp][] = [
      [sample('bad-control-total.txt'), 'WRONG_CONTROL_TOTAL', /4233\.30723937.*4233\.30723936/],
      [sample('bad-count.txt'), 'WRONG_COUNT', /41 detail lines, the file has 42/],
      [sample('bad-missing-series.txt'), 'MISSING_SERIES', /RCPD 001 2026-11-22$/],
      [sample('bad-decimals.txt'), 'WRONG_DECIMALS', /line 25: .* exactly 8 decimals/],
      [sample('bad-not-business-day.txt'), 'NOT_BUSINESS_DAY', /2026-11-22 is not a business/],
      [TUESDAY, 'DAY_NOT_COME', /2026-11-24 has not come yet \(2026-11-23\)/],
      [MONDAY.toString().replace('|20512345671|', '|20100047218|'), 'WRONG_MANAGER', /MANAGER_RUC/],
      [
        MONDAY.toString().replace('|2026-11-22|100.28695888', '|2026-11-22|-1.00000000'),
        'MALFORMED',
        /line 3: .*not a number/,
      ],
      [
        `${MONDAY.toString()}D|RCPS|000|2026-11-23|1.00000000\r\n`,
        'MALFORMED',
        /follow the trailer/,
      ],
      [
        MONDAY.toString().replace('|2026-11-22|100.28695888', '|2026-11-22|'),
        'MALFORMED',
        /"" is not a number/,
      ],
      [new Uint8Array([0x48, 0xff, 0xfe]), 'MALFORMED', /not UTF-8/],
    ];
    for (const [file, reason, message] of cases) {
      const refused = await refusal(importNavFile(t.app.ctx, file, OPERATOR));
      expect(refused.reason, String(message)).toBe(reason);
      expect(refused.message).toMatch(message);
    }
    // Tuesday's file before Monday's: Monday would never be published.
    t.clock.set(TUESDAY_EVENING);
    expect(await refusal(importNavFile(t.app.ctx, TUESDAY, OPERATOR))).toEqual({
      reason: 'GAP',
      message:
        'the valor cuota stops at 2026-11-20: the file of 2026-11-23 must be imported before this one of 2026-11-24',
    });
    t.clock.set(MONDAY_EVENING);
    // A series the catalogue does not have, a day outside the file, a series twice.
    const renamed = MONDAY.toString().replace('D|GLOD|001|2026-11-21|', 'D|GLOX|001|2026-11-21|');
    expect(await refusal(importNavFile(t.app.ctx, renamed, OPERATOR))).toMatchObject({
      reason: 'UNKNOWN_SERIES',
      message: expect.stringMatching(/no series GLOX 001/),
    });
    const early = MONDAY.toString().replace('D|GLOD|001|2026-11-21|', 'D|GLOD|001|2026-11-20|');
    expect(await refusal(importNavFile(t.app.ctx, early, OPERATOR))).toMatchObject({
      reason: 'WRONG_DATE',
      message: expect.stringMatching(/2026-11-20 is not a day of this file \(2026-11-21 to/),
    });
    const twice = MONDAY.toString().replace('D|GLOD|001|2026-11-21|', 'D|GLOD|001|2026-11-22|');
    expect((await refusal(importNavFile(t.app.ctx, twice, OPERATOR))).reason).toBe('REPEATED_LINE');

    expect(await filesOf(t.database.db)).toEqual([]);
    expect(await publishedSince(t.database.db, '2026-11-21')).toEqual({});
  });

  it('publishes a good file and settles the orders of its day', async () => {
    const monday = await paidOrder(t, 'ACCP', '000', '2026-11-23', '1000.00');
    const tuesday = await paidOrder(t, 'RCPS', '001', '2026-11-24', '500.00');

    const imported = await importNavFile(t.app.ctx, MONDAY, OPERATOR);
    expect(imported).toMatchObject({
      businessDay: '2026-11-23',
      status: 'ACCEPTED',
      moves: [],
      published: SERIES * 3,
      settled: 1,
    });
    // Saturday, Sunday and Monday, each with the file's value.
    const published = await publishedSince(t.database.db, '2026-11-21');
    expect(Object.keys(published)).toHaveLength(SERIES * 3);
    for (const key of ['RCPS 000 2026-11-21', 'GLOD 001 2026-11-22', 'ACCP 000 2026-11-23'])
      expect(published[key]).toBe(valueIn(MONDAY, key.replaceAll(' ', '|')));

    const value = valueIn(MONDAY, 'ACCP|000|2026-11-23');
    expect(await orderNow(t.database.db, monday.id)).toMatchObject({
      paymentStatus: 'SUCCESS',
      processStatus: 'APPROVED',
      valorCuota: value,
      cuotas: cuotasFor('1000.00', value),
    });
    expect(await orderNow(t.database.db, tuesday.id)).toMatchObject({
      processStatus: 'INPROGRESS',
    });
    // Published as the job publishes: one completed run of the day, under its lock.
    const runs = await t.database.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, PUBLISH_NAV), eq(jobRuns.runKey, '2026-11-23')));
    expect(runs).toMatchObject([{ outcome: 'completed', published: SERIES * 3 }]);
    expect(runs[0]!.instanceId).toMatch(/^nav-file\//);
    const [file] = await filesOf(t.database.db);
    expect(file).toMatchObject({
      businessDay: '2026-11-23',
      status: 'ACCEPTED',
      lineCount: SERIES * 3,
      controlTotal: '4233.30723936',
      importedBy: OPERATOR,
      importedAt: MONDAY_EVENING,
    });
  });

  it('refuses the same file again, and another file of a day already delivered', async () => {
    const again = await refusal(importNavFile(t.app.ctx, MONDAY, OPERATOR));
    expect(again.reason).toBe('DUPLICATE_FILE');
    expect(again.message).toMatch(/of 2026-11-23, ACCEPTED, imported by operador/);
    expect(await refusal(importNavFile(t.app.ctx, HELD, OPERATOR))).toMatchObject({
      reason: 'ALREADY_DELIVERED',
    });
    expect(await filesOf(t.database.db)).toHaveLength(1);
  });

  it('keeps a file that comes before the publication time for the job, which publishes it', async () => {
    const tuesday = await paidOrder(t, 'BALS', '000', '2026-11-24', '750.00');
    t.clock.set(TUESDAY_NOON);
    expect(await importNavFile(t.app.ctx, TUESDAY, OPERATOR)).toMatchObject({
      status: 'ACCEPTED',
      published: 0,
    });
    expect(await publishedSince(t.database.db, '2026-11-24')).toEqual({});
    expect((await orderNow(t.database.db, tuesday.id)).processStatus).toBe('INPROGRESS');

    // At 19:30 the publication job, reading the core system's files (NAV_SOURCE=core-file).
    t.clock.set(TUESDAY_EVENING);
    expect(await publicationRun(t, '2026-11-24')).toMatchObject({
      day: '2026-11-24',
      outcome: 'completed',
      published: SERIES,
    });
    await settleDue(t.app.ctx);
    const value = valueIn(TUESDAY, 'BALS|000|2026-11-24');
    expect(await orderNow(t.database.db, tuesday.id)).toMatchObject({
      processStatus: 'APPROVED',
      valorCuota: value,
    });
    // Nothing past what the files delivered: Wednesday has no value.
    expect(
      await t.database.db.select().from(fundNav).where(gte(fundNav.date, '2026-11-25')),
    ).toEqual([]);
  });

  it('refuses an import while NAV_SOURCE is the sandbox', async () => {
    const ctx = { ...t.app.ctx, config: { ...t.config, NAV_SOURCE: 'sandbox' as const } };
    expect((await refusal(importNavFile(ctx, MONDAY, OPERATOR))).reason).toBe('WRONG_SOURCE');
  });
});

describe('a valor cuota that moved beyond its fund’s limit', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await coreFileServer();
    await seedUpToFriday(t);
    t.clock.set(MONDAY_EVENING);
  });
  afterAll(() => t.close());

  it('holds the whole file, publishes nothing of it, and stops the next day’s file', async () => {
    const order = await paidOrder(t, 'RCPS', '000', '2026-11-23', '2000.00');
    const held = await importNavFile(t.app.ctx, HELD, OPERATOR);
    expect(held).toMatchObject({ status: 'HELD', published: 0, settled: 0 });
    expect(held.moves).toEqual([
      {
        fundCode: 'ACCP',
        seriesCode: '000',
        date: '2026-11-23',
        previous: valueIn(HELD, 'ACCP|000|2026-11-22'),
        value: valueIn(HELD, 'ACCP|000|2026-11-23'),
        movePct: new Decimal(valueIn(HELD, 'ACCP|000|2026-11-23'))
          .div(valueIn(HELD, 'ACCP|000|2026-11-22'))
          .minus(1)
          .times(100)
          .toFixed(2),
        limitPct: '8.00',
      },
    ]);
    // The job reading the files finds nothing to publish either.
    expect(await publicationRun(t, '2026-11-23')).toMatchObject({ published: 0 });
    expect(await publishedSince(t.database.db, '2026-11-21')).toEqual({});
    expect((await orderNow(t.database.db, order.id)).processStatus).toBe('INPROGRESS');

    t.clock.set(TUESDAY_EVENING);
    expect(await refusal(importNavFile(t.app.ctx, TUESDAY, OPERATOR))).toMatchObject({
      reason: 'EARLIER_FILE_HELD',
      message: expect.stringMatching(/file of 2026-11-23 first/),
    });
  });

  it('publishes it once an operator approves it, and records who and when', async () => {
    const [file] = await filesOf(t.database.db);
    const approved = await approveNavFile(t.app.ctx, file!.id, 'jefa.operaciones@saf.local');
    expect(approved).toMatchObject({ status: 'ACCEPTED', published: SERIES * 3, settled: 1 });
    expect((await filesOf(t.database.db))[0]).toMatchObject({
      status: 'ACCEPTED',
      importedBy: OPERATOR,
      decidedBy: 'jefa.operaciones@saf.local',
      decidedAt: TUESDAY_EVENING,
    });
    const published = await publishedSince(t.database.db, '2026-11-21');
    expect(published['ACCP 000 2026-11-23']).toBe(valueIn(HELD, 'ACCP|000|2026-11-23'));
    expect(await refusal(approveNavFile(t.app.ctx, file!.id, OPERATOR))).toMatchObject({
      reason: 'NOT_HELD',
    });
    expect((await refusal(approveNavFile(t.app.ctx, 9999, OPERATOR))).reason).toBe('NOT_FOUND');
  });

  it('drops a held file an operator rejects, and takes the corrected one', async () => {
    // Tuesday's file as the core system corrects it after Monday's approved move, then the
    // same with a decimal point out of place in a short-term fund.
    const monday = new Decimal(valueIn(HELD, 'ACCP|000|2026-11-23'));
    const corrected = withValue(TUESDAY, 'ACCP|000|2026-11-24', monday.times(1.001).toFixed(8));
    const wrong = withValue(corrected, 'RCPS|001|2026-11-24', '1002.83465960');
    const held = await importNavFile(t.app.ctx, wrong, OPERATOR);
    expect(held).toMatchObject({ status: 'HELD', published: 0 });
    expect(held.moves.map((m) => [m.fundCode, m.seriesCode, m.movePct, m.limitPct])).toEqual([
      ['RCPS', '001', expect.stringMatching(/^899\.\d\d$/), '2.00'],
    ]);
    const rejected = await rejectNavFile(t.app.ctx, held.id, OPERATOR);
    expect(rejected).toMatchObject({ status: 'REJECTED', decidedBy: OPERATOR });
    expect(
      await t.database.db.select().from(navFileValues).where(eq(navFileValues.fileId, held.id)),
    ).toEqual([]);
    expect(await importNavFile(t.app.ctx, corrected, OPERATOR)).toMatchObject({
      status: 'ACCEPTED',
      published: SERIES,
    });
    expect((await publishedSince(t.database.db, '2026-11-24'))['RCPS 001 2026-11-24']).toBe(
      valueIn(TUESDAY, 'RCPS|001|2026-11-24'),
    );
  });
});

describe('imports at once', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await coreFileServer();
    await seedUpToFriday(t);
    t.clock.set(TUESDAY_EVENING);
  });
  afterAll(() => t.close());

  it('publishes a file imported twice at once once', async () => {
    const results = await Promise.allSettled(
      [0, 1].map(() => importNavFile(t.app.ctx, MONDAY, OPERATOR)),
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    expect(done).toHaveLength(1);
    expect(done[0]!.value.published).toBe(SERIES * 3);
    const refused = results.find((r) => r.status === 'rejected')!;
    expect(await refusal(Promise.reject(refused.reason))).toMatchObject({
      reason: 'DUPLICATE_FILE',
    });
    expect(Object.keys(await publishedSince(t.database.db, '2026-11-21'))).toHaveLength(SERIES * 3);
  });

  it('takes one of two different files of the same day at once', async () => {
    // The same values with other line ends: another file of Tuesday.
    const other = TUESDAY.toString().replaceAll('\r\n', '\n');
    const results = await Promise.allSettled([
      importNavFile(t.app.ctx, TUESDAY, OPERATOR),
      importNavFile(t.app.ctx, other, OPERATOR),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected')!;
    expect((await refusal(Promise.reject(refused.reason))).reason).toBe('ALREADY_DELIVERED');
    expect(Object.keys(await publishedSince(t.database.db, '2026-11-24'))).toHaveLength(SERIES);
    const completed = await t.database.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, PUBLISH_NAV), eq(jobRuns.outcome, 'completed')));
    expect(completed.map((r) => r.published).sort((a, b) => a - b)).toEqual([SERIES, SERIES * 3]);
  });
});
