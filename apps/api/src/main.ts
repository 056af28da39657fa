import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createJobRunner } from './jobs/index';
import { buildServer } from './server';
import { settleDue } from './modules/orders/service';

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
await database.migrate();
const app = await buildServer(config, { database });
await app.listen({ port: config.PORT, host: config.HOST });

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

// The daily valor cuota publication, and now the catch-up of every day missed while stopped.
const jobs = createJobRunner(database, {
  publishTime: config.NAV_PUBLISH_TIME,
  log: app.log.child({ module: 'jobs' }),
  // The orders of the days just published settle at once (the order desk would, a bit later).
  onPublished: async () => {
    await settleDue(app.ctx);
  },
});
await jobs.start();
console.info(
  `Valor cuota: published daily at ${config.NAV_PUBLISH_TIME} Lima (${jobs.kind === 'pg-boss' ? 'pg-boss' : 'in-process scheduler'}); catching up any missing day.`,
);

let stopping: Promise<void> | undefined;
const stop = () =>
  (stopping ??= (async () => {
    // A publication under way finishes first.
    await jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  })());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
