import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amlMatchReviews,
  amlScreenings,
  clientData,
  operatorAudit,
  screeningListVersions,
  users,
} from '../../src/db/schema';
import { InProcessRunner, resolveJobRunnerOptions } from '../../src/jobs/index';
import { runOps } from '../../src/ops/cli/run';
import {
  REFRESH_SCREENING_LISTS,
  refreshLists,
  type ListReader,
} from '../../src/modules/screening/refresh';
import {
  bearer,
  createTestServer,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';
import { fixture } from '../adapters/screening/variants';

const path = (name: string) =>
  fileURLToPath(new URL(`../fixtures/screening/${name}`, import.meta.url));

const LISTS_ENV = {
  SCREENING: 'lists',
  SCREENING_UN_URL: path('un-consolidated.xml'),
  SCREENING_OFAC_URL: path('sdn.xml'),
  SCREENING_OWN_LIST_URL: path('own-list.csv'),
  SCREENING_THRESHOLD: '0.85',
} as const;

/** Reads the fixtures, with the files a test swaps for others. */
const reader =
  (replaced: Record<string, string | Error> = {}): ListReader =>
  async (source) => {
    const name = source.split('/').pop()!;
    const r = replaced[name];
    if (r instanceof Error) throw r;
    return r ?? fixture(name);
  };

/**
 * SCREENING=lists on the embedded database: the lists are read by the refresh (a job), kept by
 * version, a customer who looks like a listed person is held for compliance's review, the
 * operator confirms or dismisses through `npm run ops` (audited), and a list that changes has
 * every customer screened again.
 */
describe('AML screening on the official lists', () => {
  let t: TestServer;
  const env = () => ({ config: t.config, database: t.database, clock: t.clock, ctx: t.app.ctx });
  const ok = (t0: TestServer) => ({ documentType: '01', identityValidatedAt: t0.clock.now() });
  const screen = async (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/participant/aml-screening',
      headers: bearer(await loginToken(t.app, email)),
      payload: {},
    });
  const userOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

  beforeAll(async () => {
    t = await createTestServer({ env: LISTS_ENV });
    await insertUser(t, {
      email: 'teodoro@demo.pe',
      name: 'Teodoro',
      lastname: 'Quispe Mamani',
      numberDocument: '41872230',
      birthDate: '1975-09-03',
      ...ok(t),
    });
    await insertUser(t, {
      email: 'rocio@demo.pe',
      name: 'Rocío',
      lastname: 'Paredes Soto',
      numberDocument: '70112233',
      birthDate: '1990-05-05',
      ...ok(t),
    });
    await insertUser(t, {
      email: 'homonimo@demo.pe',
      name: 'José Ignacio',
      lastname: 'Gutierrez Valle',
      numberDocument: '45500011',
      birthDate: '1970-10-30',
      ...ok(t),
    });
  });
  afterAll(() => t?.close());

  it('refuses to screen before the lists are loaded: nobody is cleared against no list', async () => {
    const res = await screen('rocio@demo.pe');
    expect(res.statusCode).toBe(500);
    expect((await userOf('rocio@demo.pe')).amlOutcome).toBeNull();
  });

  it('the refresh swaps in each list that parsed and changed, keeping its hash', async () => {
    const first = await refreshLists(t.app.ctx, reader());
    expect(first.lists.map((l) => [l.list, l.outcome])).toEqual([
      ['UN', 'swapped'],
      ['OFAC', 'swapped'],
      ['OWN', 'swapped'],
    ]);
    const again = await refreshLists(t.app.ctx, reader());
    expect(again.lists.map((l) => l.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(again.rescreened).toBeNull();
    // A broken download or an unreachable address leaves the version in use.
    const broken = await refreshLists(
      t.app.ctx,
      reader({
        'sdn.xml': '<html>Service Unavailable</html>',
        'own-list.csv': new Error('timeout'),
      }),
    );
    expect(broken.lists.map((l) => [l.list, l.outcome])).toEqual([
      ['UN', 'unchanged'],
      ['OFAC', 'refused'],
      ['OWN', 'unreachable'],
    ]);
    const versions = await t.database.db.select().from(screeningListVersions);
    expect(versions).toHaveLength(3);
    expect(versions.find((v) => v.list === 'OFAC')).toMatchObject({ entries: 14 });
    expect(versions.every((v) => /^[0-9a-f]{64}$/.test(v.hash))).toBe(true);
    const lists = await runOps(env(), ['screening', 'lists']);
    expect(lists.output.join('\n')).toMatch(/OFAC {2}sha256:[0-9a-f]{16}… {2}14 people/);
  });

  it('holds a customer who looks like a listed person for review, and clears an ordinary one', async () => {
    const held = await screen('teodoro@demo.pe');
    expect(held.statusCode, held.body).toBe(200);
    expect(json<{ outcome: string }>(held).outcome).toBe('BLOCKED');
    const clear = await screen('rocio@demo.pe');
    expect(json<{ outcome: string }>(clear).outcome).toBe('CLEARED');
    const [row] = await t.database.db
      .select()
      .from(amlScreenings)
      .where(eq(amlScreenings.userId, (await userOf('teodoro@demo.pe')).id));
    expect(row).toMatchObject({
      provider: 'lists',
      outcome: 'BLOCKED',
      matchList: 'OFAC',
      matchId: 90002,
    });
    expect(Number(row!.matchScore)).toBe(1);
    expect(row!.matchReasons!.join(' ')).toMatch(/document D\.N\.I\. 41872230 matches/);
  });

  it('compliance lists the potential matches, confirms or dismisses them, each audited', async () => {
    await screen('homonimo@demo.pe');
    const matches = await runOps(env(), ['screening', 'matches']);
    const text = matches.output.join('\n');
    expect(text).toMatch(
      /Teodoro Quispe Mamani \(01 41872230\), CUSTOMER {2}~ OFAC 90002 {2}score 1\.000/,
    );
    expect(text).toMatch(/José Ignacio Gutierrez Valle .* ~ OFAC 90007/);
    expect(text).toMatch(/birth date 1970-10-30 matches/);
    const ids = [...text.matchAll(/^#(\d+)/gm)].map((m) => Number(m[1]));
    expect(ids).toHaveLength(2);

    // A decision needs its reason, and who takes it.
    expect(
      (await runOps(env(), ['--as', 'cumplimiento', 'screening', 'dismiss', String(ids[1])])).code,
    ).toBe(2);
    expect(
      (await runOps(env(), ['screening', 'dismiss', String(ids[1]), '--note', 'x'])).code,
    ).toBe(2);

    const confirm = await runOps(env(), [
      '--as',
      'oficial.cumplimiento',
      'screening',
      'confirm',
      String(ids[0]),
      '--note',
      'Mismo DNI y fecha de nacimiento',
    ]);
    expect(confirm.output[0]).toMatch(/confirmed: customer \d+ stays blocked/);
    const dismiss = await runOps(env(), [
      '--as',
      'oficial.cumplimiento',
      'screening',
      'dismiss',
      String(ids[1]),
      '--note',
      'Homónimo: otro DNI',
    ]);
    expect(dismiss.output[0]).toMatch(/dismissed: customer \d+ cleared to invest/);
    expect((await userOf('homonimo@demo.pe')).amlOutcome).toBe('CLEARED');
    expect((await userOf('teodoro@demo.pe')).amlOutcome).toBe('BLOCKED');
    // Decided once.
    const twice = await runOps(env(), [
      '--as',
      'ana',
      'screening',
      'dismiss',
      String(ids[0]),
      '--note',
      'no',
    ]);
    expect(twice.code).toBe(1);
    expect(twice.output[0]).toMatch(/already CONFIRMED/);
    expect((await runOps(env(), ['screening', 'matches'])).output).toEqual([
      'No potential match waiting.',
    ]);

    const audit = await t.database.db.select().from(operatorAudit).orderBy(operatorAudit.id);
    expect(audit.map((a) => [a.operator, a.command.split(' --note')[0], a.outcome])).toEqual([
      ['oficial.cumplimiento', `screening confirm ${ids[0]}`, 'ok'],
      ['oficial.cumplimiento', `screening dismiss ${ids[1]}`, 'ok'],
      ['ana', `screening dismiss ${ids[0]}`, 'failed'],
    ]);
    const reviews = await t.database.db.select().from(amlMatchReviews);
    expect(reviews.map((r) => [r.decision, r.cleared, r.note])).toEqual([
      ['CONFIRMED', false, 'Mismo DNI y fecha de nacimiento'],
      ['DISMISSED', true, 'Homónimo: otro DNI'],
    ]);
  });

  it('a list that changes has every customer screened again; a dismissed homonym is not raised again', async () => {
    // The own list adds Rocío Paredes Soto (cleared until now).
    const added = `${fixture('own-list.csv')}9,Rocío,Paredes Soto,,DNI,70112233,1990-05-05,Nuevo reporte\n`;
    const result = await refreshLists(t.app.ctx, reader({ 'own-list.csv': added }));
    expect(result.lists.map((l) => l.outcome)).toEqual(['unchanged', 'unchanged', 'swapped']);
    const rocio = await userOf('rocio@demo.pe');
    expect(result.rescreened).toEqual({ screened: 3, held: [rocio.id] });
    expect(rocio.amlOutcome).toBe('BLOCKED');
    const [data] = await t.database.db
      .select()
      .from(clientData)
      .where(eq(clientData.userId, rocio.id));
    expect(data?.amlOutcome ?? 'BLOCKED').toBe('BLOCKED');
    expect((await userOf('homonimo@demo.pe')).amlOutcome).toBe('CLEARED');
    const waiting = await runOps(env(), ['screening', 'matches']);
    expect(waiting.output.join('\n')).toMatch(/Rocío Paredes Soto .* ~ OWN 9/);
    expect(waiting.output.filter((l) => l.startsWith('#'))).toHaveLength(1);
  });

  it('the refresh runs as a daily job, and once when the runner starts', async () => {
    const runs: string[] = [];
    const job = {
      name: REFRESH_SCREENING_LISTS,
      time: '05:30',
      run: async (reason: string) => {
        runs.push(reason);
        return refreshLists(t.app.ctx, reader());
      },
    };
    const runner = new InProcessRunner(
      t.database.db,
      resolveJobRunnerOptions({ publishTime: '19:00', clock: t.clock, daily: [job] }),
    );
    await runner.start();
    const result = (await runner.runDaily(job, 'trigger')) as Awaited<
      ReturnType<typeof refreshLists>
    >;
    await runner.stop();
    expect(runs).toEqual(['start', 'trigger']);
    // The start's run put the fixture's own list back (a new version); the triggered one found
    // nothing new.
    expect(result.lists.map((l) => l.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    const own = await t.database.db
      .select()
      .from(screeningListVersions)
      .where(eq(screeningListVersions.list, 'OWN'));
    expect(own).toHaveLength(3);
  });
});
