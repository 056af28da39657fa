import type { FastifyRequest } from 'fastify';
import type { SecurityEventKind } from '@saf/contract';
import { securityEvents } from '../../db/schema';
import type { Ctx } from './context';

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
