import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code from the cryptographic RNG (leading zeros kept). */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Codes are stored as HMAC-SHA256 with a server secret, bound to one user and one purpose. */
export function hashCode(secret: string, userId: number, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_WAIT_MS = 60_000;
export const CODE_MAX_PER_HOUR = 5;
