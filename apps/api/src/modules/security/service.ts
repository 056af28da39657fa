import { and, desc, eq } from 'drizzle-orm';
import type { SecurityEvent, SecurityEventKind } from '@saf/contract';
import { securityEvents, type User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { revokeSessions } from '../auth/service';
import { mailRecoveryCode } from '../recovery/service';
import type { Ctx } from '../shared/context';
import { deviceOf, shortIp } from '../shared/security-log';

export async function securityLog(ctx: Ctx, user: User): Promise<{ items: SecurityEvent[] }> {
  const rows = await ctx.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, user.id))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(50);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as SecurityEventKind,
      at: r.createdAt.toISOString(),
      device: deviceOf(r.userAgent),
      ip: shortIp(r.ip),
      detail: r.detail,
      reported: r.reportedAt !== null,
    })),
  };
}

/**
 * "No fui yo": the entry is marked, every session of the customer ends (this one too), and a
 * password-reset code goes to their email, so whoever else got in is out and stays out.
 */
export async function reportSecurityEvent(
  ctx: Ctx,
  user: User,
  id: number,
): Promise<{ message: string }> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(securityEvents)
    .set({ reportedAt: now })
    .where(and(eq(securityEvents.id, id), eq(securityEvents.userId, user.id)))
    .returning({ id: securityEvents.id });
  if (!row) throw new AppError('NOT_FOUND');
  await revokeSessions(ctx, user.id, now);
  ctx.log.warn({ userId: user.id, event: 'security-event-reported', id }, 'not me reported');
  try {
    await mailRecoveryCode(ctx, user.email);
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'reset code after a report not sent');
  }
  return {
    message: 'Cerramos todas tus sesiones y te enviamos un código para crear una nueva contraseña.',
  };
}
