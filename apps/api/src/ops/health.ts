import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallback } from 'fastify';
import { apiPath } from '../lib/paths';

/** What a process tells its probes: set when SIGTERM arrives (see `main.ts`). */
export interface Lifecycle {
  /** SIGTERM received: readiness answers 503 so the load balancer stops sending requests. */
  draining: boolean;
}

/** How long one readiness check may take before it counts as failed, milliseconds. */
const CHECK_TIMEOUT_MS = 2_000;

/** The newest migration this build carries (`drizzle/meta/_journal.json`): its `when`. */
function latestMigration(): number {
  const journal = JSON.parse(readFileSync(apiPath('drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

function within<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

type Check = 'ok' | 'failed' | 'behind' | 'not configured';

/**
 * `GET /healthz`: the process is up and its event loop answers (liveness: restart it when not).
 * `GET /readyz`: it should take requests: the database answers, its migrations are the ones this
 * build carries, Redis answers when the rate limits live there, and it is not shutting down.
 * 503 with each check otherwise. Neither needs a session nor says more than ok or failed, but
 * for `sandboxes`: the external systems running on their sandbox (in production only those
 * ALLOW_SANDBOX_IN_PRODUCTION names), so an operator sees them.
 */
export const healthPlugin: FastifyPluginCallback = (app, _opts, done) => {
  const expected = latestMigration();
  const { database, lifecycle } = app;
  const { rateLimit, config } = app.ctx;

  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) =>
    reply.send({ status: 'ok' }),
  );

  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const [db, migrations, redis] = await Promise.all([
      within(
        database.db.execute(sql`select 1`).then((): Check => 'ok'),
        'failed' as Check,
      ),
      within(
        database.db
          .execute<{ at: string | null }>(
            sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
          )
          .then((r): Check => (Number(r.rows[0]?.at ?? 0) >= expected ? 'ok' : 'behind')),
        'failed' as Check,
      ),
      rateLimit.kind === 'redis'
        ? within(
            rateLimit.ping().then((up): Check => (up ? 'ok' : 'failed')),
            'failed' as Check,
          )
        : Promise.resolve<Check>('not configured'),
    ]);
    const ready = !lifecycle.draining && db === 'ok' && migrations === 'ok' && redis !== 'failed';
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : lifecycle.draining ? 'shutting down' : 'not ready',
      checks: { database: db, migrations, redis },
      sandboxes: config.sandboxes,
    });
  });
  done();
};
