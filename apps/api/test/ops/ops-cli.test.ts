import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../src/db/schema';
import { readMaintenance } from '../../src/ops/maintenance';
import { runOps } from '../../src/ops/cli/run';
import type { OpsCommand } from '../../src/ops/cli/types';
import { createTestServer, type TestServer } from '../helpers';

/**
 * `npm run ops`: each action is done against the API's database and written to the audit log
 * with who ran it, when, the command line and what changed; a failed action is logged as failed;
 * nothing is done without knowing who asks.
 */
describe('the operators command', () => {
  let t: TestServer;
  const env = () => ({ config: t.config, database: t.database, clock: t.clock });
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
