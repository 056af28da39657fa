import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../src/db/schema';
import { readMaintenance } from '../../src/ops/maintenance';
import { runOps } from '../../src/ops/cli/run';
import type { OpsCommand } from '../../src/ops/cli/types';
import { seedFunds } from '../../src/seeds/funds';
import { createTestServer, type TestServer } from '../helpers';
import { SAMPLE_PAYOUT_SETTINGS } from '../../src/testing/bank-files';

const fixturePath = (name: string) =>
  fileURLToPath(new URL(`../fixtures/iso20022/${name}`, import.meta.url));

/**
 * `npm run ops`: each action is done against the API's database and written to the audit log
 * with who ran it, when, the command line and what changed; a failed action is logged as failed;
 * nothing is done without knowing who asks.
 */
describe('the operators command', () => {
  let t: TestServer;
  const env = () => ({ config: t.config, database: t.database, clock: t.clock, ctx: t.app.ctx });
  const audit = () => t.database.db.select().from(operatorAudit).orderBy(operatorAudit.id);

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t?.close());

  it('refuses a change without an operator, and changes nothing', async () => {
    const run = await runOps(env(), ['maintenance', 'on']);
    expect(run.code).toBe(2);
    expect(run.output.join('\n')).toMatch(/--as <operator>/);
    expect(await readMaintenance(t.database.db)).toBeNull();
    expect(await audit()).toEqual([]);
  });

  it('switches maintenance on and off, each change in the audit log', async () => {
    const on = await runOps(env(), ['--as', 'ana.rios', 'maintenance', 'on', '--for', '30']);
    expect(on.code).toBe(0);
    const window = await readMaintenance(t.database.db);
    expect(window?.until?.getTime()).toBe(t.clock.now().getTime() + 30 * 60_000);

    const off = await runOps(env(), ['maintenance', 'off'], { operator: 'luis' });
    expect(off.code).toBe(0);
    expect(await readMaintenance(t.database.db)).toBeNull();

    // Reading the state is not an action: not logged.
    expect((await runOps(env(), ['maintenance', 'status'])).output[0]).toMatch(/off/);
    const rows = await audit();
    expect(rows.map((r) => [r.operator, r.command, r.outcome])).toEqual([
      ['ana.rios', 'maintenance on --for 30', 'ok'],
      ['luis', 'maintenance off', 'ok'],
    ]);
    expect(rows[0]!.at).toEqual(t.clock.now());
    expect(rows[0]!.summary).toMatchObject({ before: null, after: { until: expect.any(String) } });

    const listed = await runOps(env(), ['audit', '--last', '1']);
    expect(listed.output).toHaveLength(1);
    expect(listed.output[0]).toContain('luis');
  });

  it('a mistyped call is refused with its usage and not logged', async () => {
    const before = (await audit()).length;
    const run = await runOps(env(), ['--as', 'ana', 'maintenance', 'on', '--for', 'soon']);
    expect(run.code).toBe(2);
    expect(run.output.join('\n')).toContain('maintenance on [--until');
    expect((await runOps(env(), ['--as', 'ana', 'launch'])).code).toBe(2);
    expect(await audit()).toHaveLength(before);
  });

  it('an action that fails is logged as failed, with the file hash and the reason', async () => {
    const failing: OpsCommand = {
      name: 'import',
      usage: ['import <file>'],
      mutates: () => true,
      run: async () => {
        throw new Error('the control total does not match');
      },
    };
    const run = await runOps(env(), ['import', 'nav.txt'], {
      operator: 'ana',
      commands: [failing],
    });
    expect(run.code).toBe(1);
    expect(run.output[0]).toBe('failed: the control total does not match');
    const last = (await audit()).at(-1)!;
    expect(last).toMatchObject({
      operator: 'ana',
      command: 'import nav.txt',
      outcome: 'failed',
      summary: { error: 'the control total does not match' },
    });
  });
});

/**
 * The money rails through the command: each file's hash in the audit log, the exceptions listed
 * and resolved, a refused action logged as failed (the services' own rules are tested in
 * test/treasury, test/rescues/payouts.test.ts and test/nav-file).
 */
describe('the operators command on the money rails', () => {
  let t: TestServer;
  const env = () => ({ config: t.config, database: t.database, clock: t.clock, ctx: t.app.ctx });
  const ops = (...argv: string[]) => runOps(env(), argv, { operator: 'tesoreria.ana' });
  const lastAudit = async () =>
    (await t.database.db.select().from(operatorAudit).orderBy(operatorAudit.id)).at(-1)!;
  const NOTIFICATION = fixturePath('camt.054.001.08-collections.xml');

  beforeAll(async () => {
    t = await createTestServer({
      env: {
        TREASURY: 'camt',
        ...SAMPLE_PAYOUT_SETTINGS,
      },
    });
    t.clock.set(new Date('2026-11-27T09:00:00-05:00'));
    await seedFunds(t.database.db, t.clock.now(), 1, { publishTime: '19:00', months: 1 });
  });
  afterAll(() => t?.close());

  it('imports a statement once, lists what it could not match and resolves it', async () => {
    const imported = await ops('statement', 'import', NOTIFICATION);
    expect(imported.code).toBe(0);
    // No order of this database is named: every credit waits for an operator.
    expect(imported.output.join('\n')).toMatch(/exception \d+: UNKNOWN_REFERENCE/);
    const hash = createHash('sha256').update(readFileSync(NOTIFICATION)).digest('hex');
    expect(await lastAudit()).toMatchObject({
      operator: 'tesoreria.ana',
      command: `statement import ${NOTIFICATION}`,
      fileHash: hash,
      outcome: 'ok',
    });

    expect((await ops('statement', 'import', NOTIFICATION)).output[0]).toMatch(/Already imported/);

    const listed = await ops('exceptions', 'list');
    const first = Number(listed.output[0]!.split(' ')[0]);
    expect(listed.output.length).toBeGreaterThan(0);
    expect((await ops('exceptions', 'resolve', String(first))).code).toBe(2);
    const refund = await ops('exceptions', 'resolve', String(first), '--refund');
    const reference = `DEV-2026-${String(first).padStart(6, '0')}`;
    expect(refund.output[0]).toMatch(
      new RegExp(`refund ${reference} to .* goes into the next payout file`),
    );
    expect((await lastAudit()).summary).toMatchObject({
      id: first,
      status: 'REFUND',
      refund: reference,
    });
    const after = await ops('exceptions', 'list');
    expect(after.output.some((line) => line.startsWith(`${first} `))).toBe(false);
    const refunds = await ops('exceptions', 'refunds');
    expect(refunds.output).toEqual([
      expect.stringMatching(new RegExp(`^${reference}  refund to send .* exception ${first}$`)),
    ]);
    const note = await ops('exceptions', 'resolve', String(first + 1), '--acknowledge', 'x');
    expect(note.output[0]).toMatch(/^Exception \d+ closed: x\.$/);
  });

  it('refuses a payout file on a day the bank does not work, and logs the refusal', async () => {
    const saturday = await ops('payouts', 'export', '--date', '2026-11-28');
    expect(saturday.code).toBe(1);
    expect(saturday.output[0]).toMatch(/not a business day/);
    expect(await lastAudit()).toMatchObject({
      outcome: 'failed',
      command: expect.stringMatching(/^payouts export/),
    });
    // The day's file carries the refund resolved above, and no rescue.
    const out = join(mkdtempSync(join(tmpdir(), 'payouts-')), 'day.xml');
    const written = await ops('payouts', 'export', '--date', '2026-11-27', '--out', out);
    expect(written.output[0]).toMatch(/day\.xml: 0 rescues, 1 refunds \(PAY-20261127-1\)/);
    expect(readFileSync(out, 'utf8')).toContain('<EndToEndId>DEV-2026-');
    expect((await ops('exceptions', 'refunds')).output[0]).toMatch(/refund sent/);
    expect((await ops('payouts', 'export', '--date', '2026-11-27')).output[0]).toMatch(
      /Nothing to pay/,
    );
  });

  it('a valor cuota file is refused while the valor cuota is generated', async () => {
    const run = await ops('nav', 'import', fixturePath('camt.054.001.08.xml'));
    expect(run.code).toBe(1);
    expect(run.output[0]).toMatch(/NAV_SOURCE is sandbox/);
  });
});
