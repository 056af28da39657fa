import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { smtpMailer, type Mailer } from '../../src/adapters/mail/index';
import { outbox } from '../../src/db/schema';
import { ManualClock } from '../../src/lib/clock';
import { mailRelay, type MailRelay } from '../../src/modules/mailbox/relay';
import { startSmtpSink, type SmtpSink } from '../../counterparts/smtp';
import { freshDatabase, type TestDatabase } from '../helpers';

const FROM = 'Fondos Mutuos <no-responder@saf.local>';
const message = (n: number) => ({
  to: `cliente${n}@demo.pe`,
  subject: `Tu orden ${n}`,
  text: `Orden ${n}`,
  html: `<p>Orden ${n}</p>`,
  template: 'order-confirmed',
});

/**
 * Mail through the outbox (SMTP_URL): a service's message is stored at once and handed to the
 * SMTP server off the request, retried while the server is down, and sent once even when two
 * instances relay at the same time.
 */
describe('the mail relay', () => {
  let t: TestDatabase;
  let sink: SmtpSink;
  const clock = new ManualClock(new Date('2026-11-27T15:00:00Z'));
  const warnings: unknown[] = [];
  const log = {
    warn: (entry: unknown) => void warnings.push(entry),
    error: (entry: unknown) => void warnings.push(entry),
  } as unknown as FastifyBaseLogger;
  const relays: MailRelay[] = [];
  const relay = (smtp: Mailer) => {
    const r = mailRelay({ db: t.database.db, clock, smtp, log, intervalMs: 60_000 });
    relays.push(r);
    return r;
  };
  const rows = () => t.database.db.select().from(outbox).orderBy(asc(outbox.id));

  beforeAll(async () => {
    t = await freshDatabase();
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((r) => r.close()));
    await t.database.db.delete(outbox);
    sink.messages.length = 0;
  });
  afterAll(async () => {
    await sink?.close();
    await t?.drop();
  });

  it('stores the message while the caller waits, and hands it to the server after', async () => {
    const r = relay(smtpMailer(sink.url, FROM));
    await r.mailer.send(message(1));
    // Stored before send() answered; the server gets it from the relay's own round.
    expect((await rows()).map((m) => m.to)).toEqual(['cliente1@demo.pe']);
    await r.flush();
    expect(sink.messages.map((m) => m.to)).toEqual([['cliente1@demo.pe']]);
    expect(sink.messages[0]!.data).toContain('Subject: Tu orden 1');
    const [row] = await rows();
    expect(row!.sentAt).toEqual(clock.now());
    expect(row!.attempts).toBe(1);
  });

  it('keeps a message the server refused and sends it later, with a growing wait', async () => {
    const down = await startSmtpSink();
    const url = down.url;
    await down.close();
    const r = relay(smtpMailer(url, FROM));
    await r.mailer.send(message(2));
    await r.flush();
    let [row] = await rows();
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 30_000));

    // Not due yet: nothing is tried.
    clock.advanceSeconds(10);
    await r.flush();
    expect((await rows())[0]!.attempts).toBe(1);

    // Due, and the server is back (another relay, as after a restart with the server's new address).
    clock.advanceSeconds(30);
    await relay(smtpMailer(sink.url, FROM)).flush();
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row!.sentAt).not.toBeNull();
    expect(sink.messages).toHaveLength(1);
  });

  it('two instances relaying at once send each message once', async () => {
    const a = relay(smtpMailer(sink.url, FROM));
    const b = relay(smtpMailer(sink.url, FROM));
    const store = relay({ name: 'never', send: async () => {} });
    await store.close(); // only its outbox: its own round would send them
    for (let n = 0; n < 30; n += 1)
      await t.database.db.insert(outbox).values({ ...message(n), createdAt: clock.now() });
    const [sentA, sentB] = await Promise.all([a.flush(), b.flush()]);
    expect(sentA + sentB).toBe(30);
    expect(sink.messages).toHaveLength(30);
    expect(new Set(sink.messages.map((m) => m.to[0])).size).toBe(30);
    expect((await rows()).every((m) => m.sentAt !== null && m.attempts === 1)).toBe(true);
  });
});
