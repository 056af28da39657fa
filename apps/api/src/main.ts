import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createJobRunner, PublishTimeError } from './jobs/index';
import { REFRESH_SCREENING_LISTS, refreshLists } from './modules/screening/refresh';
import { buildServer } from './server';
import { settleDue } from './modules/orders/payments';
import type { Lifecycle } from './ops/health';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
// A release may migrate first (`migrate`) and start the instances with MIGRATE_ON_START=false;
// `/readyz` then says whether this build's migrations are in place.
if (config.MIGRATE_ON_START) await database.migrate();
const lifecycle: Lifecycle = { draining: false };
/** The valor-cuota jobs, once created (a SIGTERM may come before). */
const running: { jobs?: ReturnType<typeof createJobRunner> } = {};
const app = await buildServer(config, { database, lifecycle });
await app.listen({ port: config.PORT, host: config.HOST });

/**
 * Graceful shutdown. `/readyz` answers 503 at once and, for SHUTDOWN_DRAIN_MS, requests are
 * still served while the load balancer takes the instance out. Then the server stops accepting
 * and answers every request in flight, the order desk's round and a job run under way finish
 * (pg-boss hands back what it had not started), the database closes and the process exits 0.
 * Past SHUTDOWN_TIMEOUT_MS it exits 1 whatever is left.
 */
let stopping: Promise<void> | undefined;
const stop = (signal: string) =>
  (stopping ??= (async () => {
    lifecycle.draining = true;
    app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown took too long: exiting with work left');
      process.exit(1);
    }, config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    if (config.SHUTDOWN_DRAIN_MS > 0) await sleep(config.SHUTDOWN_DRAIN_MS);
    await Promise.all([app.close(), running.jobs?.stop()]);
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  })());
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

const base = `http://${config.HOST}:${config.PORT}`;
console.info(
  `API on ${base} (database: ${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
);
console.info(`API documentation: ${base}/api/docs`);
console.info(
  config.captchaEnabled
    ? `Captcha: ${config.CAPTCHA_PROVIDER} verifies the public login.`
    : 'Captcha: off (set CAPTCHA_PROVIDER and CAPTCHA_SECRET to verify the public login).',
);
if (config.SMTP_URL) console.info('Mail: sent through SMTP.');
else if (config.devMailbox)
  console.info(`Mail: kept in the outbox; read it at ${base}/api/dev/mailbox?email=<address>`);
console.info(config.REDIS_URL ? 'Rate limits: Redis.' : 'Rate limits: in memory.');
console.info(
  `External systems: ${Object.entries(config.adapters)
    .map(([system, adapter]) => `${system} ${adapter}`)
    .join(', ')}.`,
);

// The daily valor cuota publication, and now the catch-up of every day missed while stopped.
const jobs = createJobRunner(database, {
  publishTime: config.NAV_PUBLISH_TIME,
  core: app.ctx.navSource,
  log: app.log.child({ module: 'jobs' }),
  stopTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  // The orders of the days just published settle at once (the order desk would, a bit later).
  onPublished: async () => {
    await settleDue(app.ctx);
  },
  // The AML lists: read daily (and at start), swapped in when they parsed and changed; then
  // every customer is screened again.
  daily:
    config.SCREENING === 'lists'
      ? [
          {
            name: REFRESH_SCREENING_LISTS,
            time: config.SCREENING_REFRESH_TIME,
            run: () => refreshLists(app.ctx),
          },
        ]
      : [],
});
running.jobs = jobs;
try {
  await jobs.start();
} catch (err) {
  // NAV_PUBLISH_TIME not after every fund's cut-off: said plainly, and the API does not run.
  if (err instanceof PublishTimeError) {
    console.error(err.message);
    await app.close();
    await database.close();
    process.exit(1);
  }
  // A SIGTERM during the start stops the runner under it: that is not a failure to start.
  if (!stopping) throw err;
}
// Stopping already: the shutdown ends the process; nothing more to start or say.
if (stopping) await stopping;
console.info(
  `Valor cuota: published daily at ${config.NAV_PUBLISH_TIME} Lima (${jobs.kind === 'pg-boss' ? 'pg-boss' : 'in-process scheduler'}); catching up any missing day.`,
);
