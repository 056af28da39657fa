/**
 * The API that the end-to-end tests drive: the real server on a FRESH database, seeded with the
 * demo customers, and a clock that tests can move forward.
 *
 * - Database: PGlite in a new temporary folder; with DATABASE_URL, a brand-new PostgreSQL
 *   database created next to the given one and dropped on exit.
 * - Clock: real time plus an offset. A second loopback port answers `POST /clock/advance?minutes=N`
 *   (and `GET /health`), so a test can expire a code or a session without sleeping and without
 *   any backdoor in the product API. The same port switches the maintenance mode
 *   (`POST /maintenance?state=on|off`), as the operator's command does.
 * - The bank: the operator's statement import and payout files on the same port
 *   (e2e/bank-control.ts); rescues are paid through the bank (PAYOUTS=pain001), transfers stay
 *   with the sandbox treasury's review of a receipt (TREASURY=sandbox) or a statement.
 *
 * Run from apps/api (it owns the dependencies):
 *   pnpm --filter @saf/api exec tsx ../../e2e/server.ts
 * Environment: E2E_API_PORT (3310), E2E_CONTROL_PORT (3311), DATABASE_URL (optional).
 * Stops cleanly (server, database, temporary files) on SIGTERM or SIGINT.
 */
import { createServer, type Server } from 'node:http';
import { captchaHandler } from '@saf/api/counterparts/captcha';
import { bankControl } from './bank-control';
import {
  buildServer,
  CURRENT_QUESTIONNAIRE,
  declareHoliday,
  DEMO_PASSWORD,
  hashPassword,
  loadConfig,
  openScratchDatabase,
  publishTradeDayOf,
  riskAnswers,
  SAMPLE_PAYOUT_SETTINGS,
  seed,
  seedCompletedClientData,
  seedCoreParticipants,
  seedDemoHistory,
  seedFunds,
  seedOrderHistory,
  seedWatchlist,
  users,
  withdrawHoliday,
  type Clock,
  type Db,
  type HistoryStep,
  type RescueStep,
} from '@saf/api/testing';

const HOST = '127.0.0.1';
const apiPort = Number(process.env['E2E_API_PORT'] ?? 3310);
const controlPort = Number(process.env['E2E_CONTROL_PORT'] ?? 3311);
/**
 * A second API on the same database and clock with the captcha on (Turnstile against the local
 * counterpart the control server serves): e2e/captcha.spec.ts sends the portal's calls to it.
 */
const captchaApiPort = Number(process.env['E2E_CAPTCHA_API_PORT'] ?? apiPort + 3);
const captcha = captchaHandler({ secret: 'e2e-turnstile-secret' });
const portalOrigin = process.env['E2E_PORTAL_ORIGIN'] ?? 'http://127.0.0.1:4310';

/** Real time plus an offset that only grows. */
class OffsetClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

/**
 * Customers only the journeys use, each by one spec, so no journey changes what another one
 * reads: verified, identity validated, with the demo password, before the risk questionnaire.
 */
const JOURNEY_CUSTOMERS = [
  { email: 'test.riesgo@e2e.pe', name: 'Lucía', lastname: 'Paredes Soto', dni: '72345618' },
  { email: 'test.teclado@e2e.pe', name: 'Martín', lastname: 'Chávez Ruiz', dni: '72345629' },
  // The client-data wizard and the facial check. The biometrics sandbox answers by the DNI's
  // last digit (0-5 positive, 6 negative, 9 negative twice then positive).
  { email: 'kyc.soltero@e2e.pe', name: 'Rosa', lastname: 'Quispe Huamán', dni: '72345631' },
  { email: 'kyc.casado@e2e.pe', name: 'Jorge', lastname: 'Mendoza Flores', dni: '72345642' },
  { email: 'kyc.recarga@e2e.pe', name: 'Ana', lastname: 'Torres Vela', dni: '72345653' },
  { email: 'kyc.teclado@e2e.pe', name: 'Luis', lastname: 'Ramos Castro', dni: '72345664' },
  { email: 'kyc.rostro@e2e.pe', name: 'Elena', lastname: 'Salas Poma', dni: '72345679' },
  { email: 'kyc.limite@e2e.pe', name: 'Pedro', lastname: 'Núñez Vargas', dni: '72345686' },
  {
    email: 'kyc.aml@e2e.pe',
    name: 'María Elena',
    lastname: 'Lista Restringida',
    dni: '09999901',
  },
  { email: 'kyc.anual@e2e.pe', name: 'Carmen', lastname: 'Rojas Díaz', dni: '72345695' },
  { email: 'bio.camara@e2e.pe', name: 'Diego', lastname: 'Vera Luna', dni: '72345600' },
  { email: 'bio.servicios@e2e.pe', name: 'Sofía', lastname: 'León Ríos', dni: '72345610' },
  // Investing: participants already (client data confirmed, moderado), whose face passes.
  { email: 'inv.transferencia@e2e.pe', name: 'Julia', lastname: 'Campos Ortiz', dni: '72345700' },
  { email: 'inv.tarjeta@e2e.pe', name: 'Raúl', lastname: 'Gómez Tello', dni: '72345711' },
  { email: 'inv.teclado@e2e.pe', name: 'Irene', lastname: 'Soto Lazo', dni: '72345722' },
  // Bank accounts (none yet) and rescues (holdings in two funds in soles, two accounts).
  { email: 'cta.cuentas@e2e.pe', name: 'Gloria', lastname: 'Pinto Arce', dni: '72345733' },
  { email: 'res.rescate@e2e.pe', name: 'Hernán', lastname: 'Quispe Rojas', dni: '72345744' },
  { email: 'res.programado@e2e.pe', name: 'Rosa', lastname: 'Huamán Tapia', dni: '72345755' },
  // Deleting an account: nothing invested.
  { email: 'del.borrar@e2e.pe', name: 'Tomás', lastname: 'Ayala Cruz', dni: '72345766' },
  // Changing the password while another device is signed in.
  { email: 'pwd.cambio@e2e.pe', name: 'Lidia', lastname: 'Paredes Rey', dni: '72345777' },
  // Changing the mobile number (a code texted to the new one) and the home address.
  {
    email: 'cel.cambio@e2e.pe',
    name: 'Nora',
    lastname: 'Vidal Paz',
    dni: '72345790',
    phone: '+51987650788',
  },
  // Profile changes confirmed with a code (e2e/profile-changes.spec.ts): the risk profile
  // (moderado, holding Balanceado Soles, risk 3: above conservador) and the final beneficiary
  // (a participant on their own behalf).
  { email: 'chg.riesgo@e2e.pe', name: 'Valeria', lastname: 'Cárdenas Ríos', dni: '72345788' },
  { email: 'chg.beneficiario@e2e.pe', name: 'Andrés', lastname: 'Villa Quispe', dni: '72345799' },
  // Account statements and certificates: months of subscriptions and rescues in both currencies.
  { email: 'eecc.estados@e2e.pe', name: 'Teresa', lastname: 'Vargas Núñez', dni: '72345792' },
  // Money on the bank's rails (e2e/bank.spec.ts): a participant with accounts and nothing
  // invested, who pays by transfer (camt.054) and is paid a rescue (pain.001, pain.002).
  { email: 'rail.banco@e2e.pe', name: 'Marco', lastname: 'Salazar Ortega', dni: '72345803' },
];

/**
 * The rescue journey's holdings: Renta Corto Plazo Soles bought 200 days ago (no early-rescue
 * fee) and Renta Mediano Plazo Soles 30 days ago (inside its 90 days: the fee applies).
 */
const RESCUER: { email: string; steps: HistoryStep[] } = {
  email: 'res.rescate@e2e.pe',
  steps: [
    {
      daysAgo: 200,
      outcome: 'transfer',
      body: { fund_code: 'RCPS', series: '000', amount: '3000.00', funds_origin: 'SAVINGS' },
    },
    {
      daysAgo: 30,
      outcome: 'transfer',
      body: { fund_code: 'RMPS', series: '000', amount: '2000.00', funds_origin: 'SALARY' },
    },
  ],
};

/** The scheduled-rescue journey's holding: Renta Corto Plazo Soles, which takes them. */
const SCHEDULER: { email: string; steps: HistoryStep[] } = {
  email: 'res.programado@e2e.pe',
  steps: [
    {
      daysAgo: 120,
      outcome: 'transfer',
      body: { fund_code: 'RCPS', series: '000', amount: '2500.00', funds_origin: 'SAVINGS' },
    },
  ],
};

/** The risk change's holding: Balanceado Soles (risk 3), which a moderado profile reaches. */
const RISK_CHANGER: { email: string; steps: HistoryStep[] } = {
  email: 'chg.riesgo@e2e.pe',
  steps: [
    {
      daysAgo: 90,
      outcome: 'transfer',
      body: { fund_code: 'BALS', series: '000', amount: '2500.00', funds_origin: 'SAVINGS' },
    },
  ],
};

/**
 * The statements journey's history: Renta Corto Plazo Soles from 200 days ago (the oldest
 * month's statement has this one subscription alone), Renta Corto Plazo Dólares from 150 days
 * ago, a rescue of each later, and a last subscription 10 days ago.
 */
const STATEMENTS: { email: string; steps: (HistoryStep | RescueStep)[] } = {
  email: 'eecc.estados@e2e.pe',
  steps: [
    {
      daysAgo: 200,
      outcome: 'transfer',
      body: { fund_code: 'RCPS', series: '000', amount: '4000.00', funds_origin: 'SAVINGS' },
    },
    {
      daysAgo: 150,
      outcome: 'online',
      body: {
        fund_code: 'RCPD',
        series: '000',
        amount: '1500.00',
        funds_origin: 'SAVINGS',
        payment_method: 'online',
      },
    },
    {
      daysAgo: 100,
      outcome: 'transfer',
      body: { fund_code: 'RCPS', series: '000', amount: '1000.00', funds_origin: 'SALARY' },
    },
    {
      daysAgo: 70,
      rescue: { fund_code: 'RCPS', series: '000', amount: '800.00', currency: 'PEN' },
    },
    {
      daysAgo: 40,
      rescue: { fund_code: 'RCPD', series: '000', amount: '300.00', currency: 'USD' },
    },
    {
      daysAgo: 10,
      outcome: 'transfer',
      body: { fund_code: 'RCPS', series: '000', amount: '500.00', funds_origin: 'SALARY' },
    },
  ],
};

/** The investing journeys' customers, whose client data is already confirmed. */
const INVESTORS = JOURNEY_CUSTOMERS.filter((c) => c.email.startsWith('inv.'));

async function seedJourneyCustomers(db: Db, now: Date): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const c of JOURNEY_CUSTOMERS)
    await db
      .insert(users)
      .values({
        email: c.email,
        username: c.email,
        name: c.name,
        lastname: c.lastname,
        documentType: '01',
        numberDocument: c.dni,
        birthDate: '1990-05-14',
        emailVerifiedAt: now,
        identityValidatedAt: now,
        passwordHash: hash,
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
        tokensValidAfter: new Date(0),
        ...('phone' in c ? { phoneNumber: c.phone } : {}),
        // The participant journeys start where the risk questionnaire left them (moderado).
        ...(c.email.startsWith('kyc.') ||
        c.email.startsWith('inv.') ||
        c.email.startsWith('res.') ||
        c.email.startsWith('chg.') ||
        c.email.startsWith('eecc.') ||
        c.email.startsWith('rail.')
          ? { riskProfileId: 2, riskQuestionnaireAt: now }
          : {}),
      })
      .onConflictDoNothing();
}

/** The questionnaire a moderado customer answered (the middle option of each question: 16 points). */
async function seedRiskAnswers(db: Db, email: string, now: Date): Promise<void> {
  const user = (await db.select({ id: users.id, email: users.email }).from(users)).find(
    (u) => u.email === email,
  );
  if (!user) return;
  await db.insert(riskAnswers).values({
    userId: user.id,
    version: CURRENT_QUESTIONNAIRE.version,
    answers: Object.fromEntries(CURRENT_QUESTIONNAIRE.questions.map((q) => [q.id, 'c'])),
    score: 16,
    profile: 'moderado',
    createdAt: now,
  });
}

const started = Date.now();
const clock = new OffsetClock();
const fresh = await openScratchDatabase({
  prefix: 'saf_e2e',
  url: process.env['DATABASE_URL'],
  pglite: 'folder',
});
let stopping: Promise<void> | undefined;
let control: Server | undefined;
let app: Awaited<ReturnType<typeof buildServer>> | undefined;
let captchaApp: Awaited<ReturnType<typeof buildServer>> | undefined;
let bank: ReturnType<typeof bankControl> | undefined;

async function stop(code: number): Promise<void> {
  stopping ??= (async () => {
    await new Promise<void>((resolve) => (control ? control.close(() => resolve()) : resolve()));
    await captchaApp?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await fresh.drop().catch((err: unknown) => console.error('e2e api: drop failed', err));
    bank?.close();
    process.exit(code);
  })();
  return stopping;
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

try {
  await fresh.database.migrate();
  await seed(fresh.database.db, clock.now());
  // Up to the last closed day, like `npm start`: today's valor cuota only after its publication.
  await seedFunds(fresh.database.db, clock.now(), 5, {
    publishTime: loadConfig({
      NODE_ENV: 'development',
      NAV_PUBLISH_TIME: process.env['NAV_PUBLISH_TIME'],
    }).NAV_PUBLISH_TIME,
  });
  await seedDemoHistory(fresh.database.db, loadConfig({ NODE_ENV: 'development' }), clock.now());
  await seedJourneyCustomers(fresh.database.db, clock.now());
  await seedOrderHistory(
    fresh.database.db,
    loadConfig({ NODE_ENV: 'development' }),
    RESCUER,
    clock.now(),
  );
  await seedOrderHistory(
    fresh.database.db,
    loadConfig({ NODE_ENV: 'development' }),
    SCHEDULER,
    clock.now(),
  );
  await seedOrderHistory(
    fresh.database.db,
    loadConfig({ NODE_ENV: 'development' }),
    RISK_CHANGER,
    clock.now(),
  );
  await seedRiskAnswers(fresh.database.db, RISK_CHANGER.email, clock.now());
  await seedCompletedClientData(fresh.database.db, 'chg.beneficiario@e2e.pe', clock.now());
  await seedOrderHistory(
    fresh.database.db,
    loadConfig({ NODE_ENV: 'development' }),
    STATEMENTS,
    clock.now(),
  );
  // No orders: client data confirmed and the two accounts of every seeded history.
  await seedOrderHistory(
    fresh.database.db,
    loadConfig({ NODE_ENV: 'development' }),
    { email: 'rail.banco@e2e.pe', steps: [] },
    clock.now(),
  );
  // The yearly update: client data confirmed 13 months before the clock's start.
  const thirteenMonthsAgo = clock.now();
  thirteenMonthsAgo.setUTCMonth(thirteenMonthsAgo.getUTCMonth() - 13);
  await seedCompletedClientData(fresh.database.db, 'kyc.anual@e2e.pe', thirteenMonthsAgo);
  for (const investor of INVESTORS)
    await seedCompletedClientData(fresh.database.db, investor.email, clock.now());
  // The profile's address change needs a participant.
  await seedCompletedClientData(fresh.database.db, 'cel.cambio@e2e.pe', clock.now());
  await seedWatchlist(fresh.database.db, clock.now());
  await seedCoreParticipants(fresh.database.db);

  const apiEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST,
    PORT: String(apiPort),
    LOG_LEVEL: process.env['E2E_LOG_LEVEL'] ?? 'warn',
    // Every test comes from the same loopback address: per-IP limits would couple the tests.
    LOGIN_IP_LIMIT: '10000',
    CODE_IP_LIMIT: '10000',
    SEND_IP_LIMIT: '10000',
    SEND_DESTINATION_LIMIT: '10000',
    // The portal as http://localhost too: its services base (http://127.0.0.1) is then another
    // origin, as when a deployment serves /api/toc from elsewhere (e2e/biometrics.spec.ts).
    CORS_ORIGINS: `${portalOrigin},${portalOrigin.replace('//127.0.0.1:', '//localhost:')}`,
    PORTAL_URL: portalOrigin,
    DEV_MAILBOX: 'true',
    SMTP_URL: '',
    SMS_URL: '',
    REDIS_URL: '',
    DATABASE_URL: '',
    CAPTCHA_PROVIDER: 'none',
    // Rescues are paid only when the bank's pain.002 says so (e2e/bank.spec.ts): no journey
    // waits for the sandbox to mark one paid on its payment date.
    ...SAMPLE_PAYOUT_SETTINGS,
  };
  const config = loadConfig(apiEnv);
  app = await buildServer(config, { database: fresh.database, clock });
  await app.listen({ port: apiPort, host: HOST });
  captchaApp = await buildServer(
    loadConfig({
      ...apiEnv,
      PORT: String(captchaApiPort),
      ORDER_DESK_INTERVAL_SECONDS: '0',
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SECRET: 'e2e-turnstile-secret',
      // Cloudflare's testing site key that always passes (the counterpart's widget too).
      CAPTCHA_SITE_KEY: '1x00000000000000000000AA',
      CAPTCHA_VERIFY_URL: `http://${HOST}:${controlPort}/turnstile/v0/siteverify`,
    }),
    { database: fresh.database, clock },
  );
  await captchaApp.listen({ port: captchaApiPort, host: HOST });
  const server = app;
  bank = bankControl(() => ({ config, database: fresh.database, clock, ctx: server.ctx }));
  const bankRoutes = bank;

  // The clock's lock: every test holds it shared while it runs; a test that moves the clock
  // holds it alone (e2e/support.ts), so no journey running beside it sees its codes or
  // session age. Granted in the order asked, so a test waiting alone is not passed over.
  const lock = {
    shared: new Set<number>(),
    exclusive: null as number | null,
    waiting: [] as { id: number; alone: boolean; grant: () => void }[],
    next: 0,
  };
  const grantWaiting = () => {
    while (lock.waiting.length) {
      const head = lock.waiting[0]!;
      const free = head.alone
        ? lock.exclusive === null && lock.shared.size === 0
        : lock.exclusive === null;
      if (!free) return;
      lock.waiting.shift();
      if (head.alone) lock.exclusive = head.id;
      else lock.shared.add(head.id);
      head.grant();
    }
  };

  control = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    // Turnstile's counterpart: the client script, its tokens and siteverify.
    if (captcha.handle(req, res)) return;
    if (req.method === 'GET' && url.pathname === '/health') {
      return reply(200, { ok: true, now: clock.now().toISOString() });
    }
    if (req.method === 'POST' && url.pathname === '/clock/advance') {
      const minutes = Number(url.searchParams.get('minutes'));
      if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 60 * 24 * 365) {
        return reply(400, { error: 'minutes must be a positive number' });
      }
      // Only a test that holds the clock alone may move it (test.use({ movesClock: true })).
      if (lock.exclusive === null) {
        return reply(409, { error: 'move the clock from a test with movesClock: true' });
      }
      clock.offsetMs += minutes * 60_000;
      return reply(200, { offsetMinutes: clock.offsetMs / 60_000, now: clock.now().toISOString() });
    }
    if (req.method === 'POST' && url.pathname === '/clock/lock') {
      // Answers once granted: { id } to give back to /clock/unlock.
      lock.next += 1;
      const id = lock.next;
      lock.waiting.push({
        id,
        alone: url.searchParams.get('mode') === 'exclusive',
        grant: () => reply(200, { id }),
      });
      grantWaiting();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/clock/unlock') {
      const id = Number(url.searchParams.get('id'));
      if (lock.exclusive === id) lock.exclusive = null;
      lock.shared.delete(id);
      grantWaiting();
      return reply(200, { ok: true });
    }
    if (req.method === 'POST' && url.pathname === '/maintenance') {
      // The operator's maintenance switch, as `npm run ops -- maintenance on|off` sets
      // it; every customer route answers 503 while on, so only a test holding the clock lock
      // alone may switch it (test.use({ movesClock: true })).
      const state = url.searchParams.get('state');
      if (state !== 'on' && state !== 'off')
        return reply(400, { error: 'state must be on or off' });
      if (lock.exclusive === null) {
        return reply(409, { error: 'switch maintenance from a test with movesClock: true' });
      }
      void app!.maintenance
        .set(state === 'on' ? { on: true } : { on: false })
        .then(() => reply(200, { maintenance: state }))
        .catch((err: unknown) => reply(500, { error: String(err) }));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/holidays') {
      // A day the government declares no business day (or the decree withdrawn), as an operator
      // adds it to the holidays table; only a test holding the clock lock alone may change the
      // calendar (test.use({ movesClock: true })).
      const date = url.searchParams.get('date') ?? '';
      const state = url.searchParams.get('state');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || (state !== 'on' && state !== 'off'))
        return reply(400, { error: 'date must be YYYY-MM-DD and state on or off' });
      if (lock.exclusive === null) {
        return reply(409, { error: 'change the calendar from a test with movesClock: true' });
      }
      const db = fresh.database.db;
      void (
        state === 'on' ? declareHoliday(db, date, 'Día no laborable') : withdrawHoliday(db, date)
      )
        .then(() => reply(200, { date, holiday: state === 'on' }))
        .catch((err: unknown) => reply(500, { error: String(err) }));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/orders/settle') {
      // The evening of an order's trade date, for its fund alone: that day's valor cuota is
      // published and the order desk settles what it can, as the publication job does.
      const reference = url.searchParams.get('reference') ?? '';
      void (async () => {
        const done = await publishTradeDayOf(app!.ctx, reference);
        return done ? reply(200, done) : reply(404, { error: 'no such order' });
      })().catch((err: unknown) => reply(500, { error: String(err) }));
      return;
    }
    void bankRoutes
      .handle(req.method ?? '', url)
      .then((answer) =>
        answer ? reply(answer.status, answer.body) : reply(404, { error: 'not found' }),
      )
      .catch((err: unknown) => reply(500, { error: String(err) }));
  });
  // A test's clock lock and its release travel on one kept-alive connection, with the test in
  // between: Node's 5-second idle close could cut it just as the release was sent (ECONNRESET).
  control.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    control!.once('error', reject);
    control!.listen(controlPort, HOST, resolve);
  });

  console.info(
    `e2e api on http://${HOST}:${apiPort} (${fresh.label}), clock control on ` +
      `http://${HOST}:${controlPort}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (err) {
  console.error('e2e api: failed to start', err);
  await stop(1);
}
