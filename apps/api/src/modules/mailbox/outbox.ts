import type { MailOutbox } from '../../adapters/mail/index';
import type { SmsOutbox } from '../../adapters/sms/index';
import type { Db } from '../../db/client';
import { outbox, smsOutbox } from '../../db/schema';

/** The mail outbox in the `outbox` table, read back by the development mailbox. */
export function mailOutbox(db: Db): MailOutbox {
  return {
    async add(m, createdAt) {
      await db.insert(outbox).values({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        template: m.template,
        createdAt,
      });
    },
  };
}

/** The SMS outbox in the `sms_outbox` table, read back by the development outbox. */
export function smsOutboxTable(db: Db): SmsOutbox {
  return {
    async add(m, createdAt) {
      await db
        .insert(smsOutbox)
        .values({ to: m.to, text: m.text, template: m.template, createdAt });
    },
  };
}
