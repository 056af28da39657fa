import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Config } from '../config';
import type { Clock } from './clock';

/** `user`: a customer session. `public`: the anonymous account, whose only right is to register an email. */
export type TokenKind = 'user' | 'public';

export interface TokenClaims {
  kind: TokenKind;
  /** User id (customer) or the public account marker. */
  sub: string;
  /** Session start in epoch milliseconds: kept through renewals, checked against the absolute limit and "tokens valid after". */
  authTime: number;
  /** Issued-at in epoch milliseconds (JWT `iat` has second precision only). */
  issuedAt: number;
}

const ALG = 'HS256';
const TYP = 'at+jwt';

export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    private readonly config: Config,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(config.JWT_SECRET);
  }

  async sign(kind: TokenKind, sub: string, authTime: number): Promise<string> {
    const nowMs = this.clock.now().getTime();
    const now = Math.floor(nowMs / 1000);
    const ttl =
      kind === 'public'
        ? this.config.PUBLIC_TOKEN_TTL_SECONDS
        : this.config.ACCESS_TOKEN_TTL_SECONDS;
    return new SignJWT({ kind, auth_time_ms: authTime, iat_ms: nowMs })
      .setProtectedHeader({ alg: ALG, typ: TYP })
      .setIssuer(this.config.JWT_ISSUER)
      .setAudience(this.config.JWT_AUDIENCE)
      .setSubject(sub)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + ttl)
      .sign(this.key);
  }

  /** Verifies signature, algorithm, type, issuer, audience, exp and nbf; null when anything is off. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALG],
        typ: TYP,
        issuer: this.config.JWT_ISSUER,
        audience: this.config.JWT_AUDIENCE,
        currentDate: this.clock.now(),
        requiredClaims: ['exp', 'nbf', 'iat', 'sub'],
      });
      const kind = payload['kind'];
      const authTime = payload['auth_time_ms'];
      const issuedAt = payload['iat_ms'];
      if (kind !== 'user' && kind !== 'public') return null;
      if (typeof authTime !== 'number' || typeof issuedAt !== 'number') return null;
      if (typeof payload.sub !== 'string') return null;
      return { kind, sub: payload.sub, authTime, issuedAt };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
