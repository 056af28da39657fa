import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/index';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { mailOutbox } from './outbox';

/** How long an instance holds a message it is sending before another may take it. */
const LEASE_MS = 5 * 60_000;
/** Messages taken per round. */
const BATCH = 20;
/** The wait before the n-th retry: 30 s, 1, 2, 4… minutes, at most an hour. */
const backoffMs = (attempts: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempts - 1));

export interface MailRelay {
  /** What services send with: the message is stored, then handed to SMTP off the request. */
  mailer: Mailer;
  /** Sends what is due now; answers how many were sent. */
  flush(): Promise<number>;
  /** Stops the timer and waits for the round under way. */
  close(): Promise<void>;
}

/**
 * The transactional outbox for mail. A service's message is a row of `outbox` written while it
 * answers (no request waits on the SMTP server, and a message is never lost when that server is
 * down); the relay then hands due rows to `smtp`: right after each message, and every
 * `intervalMs` for the ones that failed (retried with a growing wait). Each instance takes rows
 * with `FOR UPDATE SKIP LOCKED` and a lease, so two instances never send one message twice
 * while both run; a message whose instance died mid-send is sent again after the lease (so
 * are the ones its batch had sent already: a batch's sent rows are marked in one statement).
 */
export function mailRelay(options: {
  db: Db;
  clock: Clock;
  smtp: Mailer;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): MailRelay {
  const { db, clock, smtp, log } = options;
  const store = mailOutbox(db);
  let round: Promise<number> | undefined;
  let again = false;

  /**
   * Takes due messages under a lease, in one statement (one round trip, no transaction around
   * it): the rows are picked with `FOR UPDATE SKIP LOCKED` and leased by the same UPDATE.
   */
  const take = () => {
    const now = clock.now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      })
      .where(inArray(outbox.id, due))
      .returning()
      .then((rows) => rows.sort((a, b) => a.id - b.id));
  };

  const sendDue = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const rows = await take();
      /** Sent in this batch: marked together, in one statement, once the batch is through. */
      const done: number[] = [];
      for (const row of rows) {
        try {
          await smtp.send(row);
          done.push(row.id);
          sent += 1;
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          await db
            .update(outbox)
            .set({
              nextAttemptAt: new Date(clock.now().getTime() + backoffMs(row.attempts)),
              lastError: message.slice(0, 500),
            })
            .where(eq(outbox.id, row.id));
          log.warn(
            { err, outboxId: row.id, template: row.template, attempts: row.attempts },
            'mail not sent: retried later',
          );
        }
      }
      if (done.length)
        await db
          .update(outbox)
          .set({ sentAt: clock.now(), lastError: null })
          .where(inArray(outbox.id, done));
      if (rows.length < BATCH) return sent;
    }
  };

  /** One round at a time per instance; a message stored during a round gets another round. */
  const flush = (): Promise<number> => {
    if (round) {
      again = true;
      return round;
    }
    round = sendDue()
      .catch((err: unknown) => {
        log.error({ err }, 'mail relay round failed');
        return 0;
      })
      .finally(() => {
        round = undefined;
        if (again) {
          again = false;
          void flush();
        }
      });
    return round;
  };

  const timer = setInterval(() => void flush(), options.intervalMs ?? 30_000);
  timer.unref();

  return {
    mailer: {
      name: `outbox+${smtp.name}`,
      async send(message) {
        await store.add(message, clock.now());
        void flush();
      },
    },
    flush,
    async close() {
      clearInterval(timer);
      again = false;
      await round;
    },
  };
}
