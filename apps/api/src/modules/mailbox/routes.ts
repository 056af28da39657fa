import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import type { HandlerMap } from '../shared/handlers';

/** Development only: the mails in the outbox for one address, newest first, with their code. */
export const mailboxHandlers: HandlerMap = {
  devMailbox: async (ctx, { query }) => {
    const rows = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, query.email))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(50);
    return {
      messages: rows.map((r) => ({
        id: String(r.id),
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        created_at: r.createdAt.toISOString(),
        code: /\b(\d{6})\b/.exec(r.subject)?.[1] ?? null,
      })),
    };
  },
};
