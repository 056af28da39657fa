/** Reads the claims of a JWT without verifying it (the server verifies; the client only compares ages). */
export function readJwtClaims(token: string): { iat?: number; exp?: number; sub?: string } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = decodeURIComponent(
      Array.from(atob(padded), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as { iat?: number; exp?: number }) : null;
  } catch {
    return null;
  }
}

/**
 * True when `candidate` was issued after `held`, so a late answer cannot overwrite a fresher
 * token (docs/SECURITY.md). Unreadable candidates are never adopted.
 */
export function isNewerToken(candidate: string, held: string | null): boolean {
  if (candidate === held) return false;
  const next = readJwtClaims(candidate);
  if (!next || typeof next.iat !== 'number') return false;
  if (!held) return true;
  const current = readJwtClaims(held);
  if (!current || typeof current.iat !== 'number') return true;
  if (next.iat !== current.iat) return next.iat > current.iat;
  return (next.exp ?? 0) > (current.exp ?? 0);
}
