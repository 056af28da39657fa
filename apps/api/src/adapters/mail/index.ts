import nodemailer from 'nodemailer';
import type { Clock } from '../../lib/clock';
import type { MailMessage, MailOutbox, Mailer } from './types';

export type { MailMessage, MailOutbox, Mailer } from './types';

/** Default transport: keeps every message in the outbox table, read by the development mailbox. */
export function outboxMailer(store: MailOutbox, clock: Clock): Mailer {
  return {
    name: 'outbox',
    async send(m) {
      await store.add(m, clock.now());
    },
  };
}

/** SMTP transport through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
  };
}

/** Collects messages in memory: for tests that want to read a code without the database. */
export class MemoryMailer implements Mailer {
  readonly name = 'memory';
  readonly sent: MailMessage[] = [];
  async send(m: MailMessage): Promise<void> {
    this.sent.push(m);
  }
  last(to?: string): MailMessage | undefined {
    const list = to ? this.sent.filter((m) => m.to === to) : this.sent;
    return list[list.length - 1];
  }
}

export * from './templates';
