import fp from 'fastify-plugin';
import { FUNDS_CHANGED_CHANNEL } from '../modules/shared/read-cache';

/** The notification channel of the users trigger (migration 0001_users_changed_notify). */
export const USERS_CHANGED_CHANNEL = 'users_changed';
/** Where each instance acknowledges a users change it has applied (payload: the txid). */
export const USERS_CHANGED_ACK_CHANNEL = 'users_changed_ack';
/** `application_name` of the LISTEN connections: counted to know how many acks to wait for. */
export const USERS_LISTENER_NAME = 'saf-api users_changed';

/**
 * The session cache keeps users rows only while this instance hears every change of them
 * (LISTEN users_changed); on PostgreSQL each instance acknowledges the changes it applied, so a
 * writer can wait for every listener. The same connection hears `funds_changed`, which empties
 * the cache of the fund catalogue's answers (`ctx.fundsCache`).
 */
export const sessionCachePlugin = fp(
  async (app) => {
    const { database } = app;
    const { userCache, fundsCache } = app.ctx;
    if (userCache.ttlMs <= 0) return;
    let unlisten: (() => Promise<void>) | undefined;
    let closing = false;
    if (database.kind === 'postgres') {
      const pool = database.db.$client;
      userCache.coordination = {
        countListeners: async () => {
          const { rows } = await pool.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
            [USERS_LISTENER_NAME],
          );
          return rows[0]?.n ?? 0;
        },
        acknowledge: (txid) => {
          pool
            .query('SELECT pg_notify($1, $2)', [USERS_CHANGED_ACK_CHANNEL, txid])
            .catch((err: unknown) => app.log.warn({ err }, 'users_changed_ack not sent'));
        },
      };
    }
    try {
      unlisten = await database.listen(
        USERS_LISTENER_NAME,
        [USERS_CHANGED_CHANNEL, USERS_CHANGED_ACK_CHANNEL, FUNDS_CHANGED_CHANNEL],
        {
          onNotify: (channel, payload) => {
            if (channel === USERS_CHANGED_CHANNEL) userCache.notified(payload);
            else if (channel === FUNDS_CHANGED_CHANNEL) fundsCache?.invalidate();
            else userCache.acknowledged(payload);
          },
          onState: (up) => {
            userCache.setListening(up);
            fundsCache?.setListening(up);
            if (!up && !closing)
              app.log.warn('users_changed notifications lost: session cache off');
          },
        },
      );
    } catch (err) {
      app.log.warn({ err }, 'LISTEN users_changed refused: session cache off');
    }
    if (!userCache.enabled) app.log.warn('no LISTEN users_changed yet: session cache off');
    app.addHook('onClose', async () => {
      closing = true;
      await unlisten?.();
    });
  },
  { name: 'session-cache', dependencies: ['deps'] },
);
