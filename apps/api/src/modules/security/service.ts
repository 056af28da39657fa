import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SecurityEvent, SecurityEventKind } from '@saf/contract';
import { securityEvents, type User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { revokeSessions } from '../auth/service';
import { sendRecoveryCode } from '../recovery/service';
import type { Ctx } from '../shared/context';

/** "Chrome en Windows" from a User-Agent header; null when it says nothing we know. */
export function deviceOf(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} en ${os}`;
  return browser ?? os;
}

/** An IP with its last part hidden: enough to recognise a network, not to point at a home. */
export function shortIp(ip: string | null): string | null {
  if (!ip) return null;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(ip)) return ip.replace(/\.\d+$/, '.x');
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}:…`;
  return null;
}

/**
 * Records an event of the customer's security log. Best effort: a failure here is logged and
 * never undoes what happened (the login, the change).
 */
export async function recordSecurityEvent(
  ctx: Ctx,
  userId: number,
  kind: SecurityEventKind,
  from: { ip: string; req?: FastifyRequest },
  detail?: string,
): Promise<void> {
  try {
    const agent = from.req?.headers['user-agent'];
    await ctx.db.insert(securityEvents).values({
      userId,
      kind,
      ip: from.ip,
      userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null,
      detail: detail ?? null,
      createdAt: ctx.clock.now(),
    });
  } catch (err) {
    ctx.log.error({ err, userId, kind }, 'security event not recorded');
  }
}

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
    await sendRecoveryCode(ctx, user.email);
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'reset code after a report not sent');
  }
  return {
    message: 'Cerramos todas tus sesiones y te enviamos un código para crear una nueva contraseña.',
  };
}
