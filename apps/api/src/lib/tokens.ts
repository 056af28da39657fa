import {
  createHmac,
  createSecretKey,
  randomUUID,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
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
/** A header this service signs and accepts, byte for byte: with the key's id. */
const headerOf = (kid?: string) =>
  Buffer.from(JSON.stringify(kid ? { alg: ALG, typ: TYP, kid } : { alg: ALG, typ: TYP })).toString(
    'base64url',
  );
const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * How long a token whose signature and claims were checked is remembered (by its exact text), and
 * how many are: the session read checks the same token on every call, and its HMAC, base64 and
 * JSON were the largest part of the API's own work on `GET /api/auth/me`. A remembered token is
 * still refused from its `exp` (and before its `nbf`) on the clock of each call; everything that
 * can end a session earlier (`tokens_valid_after`, the absolute limit, status, block) is checked
 * against the users row by the caller on every call, never remembered here.
 */
const VERIFIED_KEEP_MS = 10_000;
const VERIFIED_MAX = 10_000;

interface Verified {
  claims: Readonly<TokenClaims>;
  /** `nbf` and `exp`, seconds. */
  nbf: number;
  exp: number;
  /** Clock milliseconds of the full check, and after which the token is checked in full again. */
  at: number;
  until: number;
}

/**
 * Access tokens: compact JWS, HS256 only, `typ: at+jwt`, with `iss`, `aud`, `sub`, `jti`, `iat`,
 * `nbf` and `exp`, signed and checked with Node's HMAC (a key object made once; synchronous, so
 * an authenticated call costs no crypto round trip, and a token it checked in the last 10 s no
 * HMAC at all: see VERIFIED_KEEP_MS).
 * Tokens carry the id of the key that signed them (`kid`): JWT_SECRET signs as JWT_KEY_ID, and
 * the keys of JWT_ACCEPTED_SECRETS are still accepted, so a key rotates without ending any
 * session (docs/OPERATIONS.md, "Rotating secrets"); a token without `kid` (signed before key ids)
 * is checked with the current key. Verification refuses any other header (no `alg: none`, no
 * other algorithm, an unknown key id), a signature that differs in any byte (compared in
 * constant time), a wrong issuer or audience, and a token outside its `nbf`-`exp` window.
 */
export class TokenService {
  private readonly key: KeyObject;
  private readonly header: string;
  /** Every accepted header (its exact base64url text) and the key it names. */
  private readonly keys = new Map<string, KeyObject>();
  /** Tokens verified lately, by their exact text (only ones that passed every check). */
  private readonly verified = new Map<string, Verified>();
  constructor(
    private readonly config: Config,
    private readonly clock: Clock,
  ) {
    this.key = createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
    this.header = headerOf(config.JWT_KEY_ID);
    this.keys.set(this.header, this.key);
    this.keys.set(headerOf(), this.key);
    for (const pair of config.JWT_ACCEPTED_SECRETS) {
      const at = pair.indexOf(':');
      const kid = pair.slice(0, at);
      if (kid === config.JWT_KEY_ID) continue;
      this.keys.set(headerOf(kid), createSecretKey(Buffer.from(pair.slice(at + 1), 'utf8')));
    }
  }

  private mac(input: string, key: KeyObject = this.key): Buffer {
    return createHmac('sha256', key).update(input).digest();
  }

  async sign(kind: TokenKind, sub: string, authTime: number): Promise<string> {
    const nowMs = this.clock.now().getTime();
    const now = Math.floor(nowMs / 1000);
    const ttl =
      kind === 'public'
        ? this.config.PUBLIC_TOKEN_TTL_SECONDS
        : this.config.ACCESS_TOKEN_TTL_SECONDS;
    const payload = Buffer.from(
      JSON.stringify({
        kind,
        auth_time_ms: authTime,
        iat_ms: nowMs,
        iss: this.config.JWT_ISSUER,
        aud: this.config.JWT_AUDIENCE,
        sub,
        jti: randomUUID(),
        iat: now,
        nbf: now,
        exp: now + ttl,
      }),
    ).toString('base64url');
    const input = `${this.header}.${payload}`;
    return `${input}.${this.mac(input).toString('base64url')}`;
  }

  /** Verifies header, signature, issuer, audience, exp and nbf; null when anything is off. */
  async verify(token: string): Promise<TokenClaims | null> {
    return this.verifyNow(token);
  }

  /**
   * `verify` without the promise (the authentication hook's path). A token checked in full in
   * the last VERIFIED_KEEP_MS (by this clock) is not checked again byte for byte: the same text
   * passed the same signature, header, issuer and audience checks; its `exp` and `nbf` are
   * checked again against now.
   */
  verifyNow(token: string): Readonly<TokenClaims> | null {
    const nowMs = this.clock.now().getTime();
    const now = Math.floor(nowMs / 1000);
    const known = this.verified.get(token);
    if (known) {
      if (nowMs >= known.at && nowMs < known.until) {
        if (now >= known.exp || now < known.nbf) return null;
        return known.claims;
      }
      this.verified.delete(token);
    }
    const checked = this.check(token, now);
    if (!checked) return null;
    if (this.verified.size >= VERIFIED_MAX) {
      // The oldest first (insertion order); expired ones go the same way.
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, {
      ...checked,
      at: nowMs,
      until: Math.min(nowMs + VERIFIED_KEEP_MS, checked.exp * 1000),
    });
    return checked.claims;
  }

  /** The full check of a token at `now` (seconds). */
  private check(
    token: string,
    now: number,
  ): { claims: Readonly<TokenClaims>; nbf: number; exp: number } | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    const key = this.keys.get(header);
    if (!key || !SEGMENT.test(payload) || !SEGMENT.test(signature)) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(`${header}.${payload}`, key);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

    let claims: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      claims = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
    const { kind, sub, iss, aud, exp, nbf, iat } = claims;
    const authTime = claims['auth_time_ms'];
    const issuedAt = claims['iat_ms'];
    if (iss !== this.config.JWT_ISSUER || aud !== this.config.JWT_AUDIENCE) return null;
    if (typeof exp !== 'number' || typeof nbf !== 'number' || typeof iat !== 'number') return null;
    if (now >= exp || now < nbf) return null;
    if (kind !== 'user' && kind !== 'public') return null;
    if (typeof sub !== 'string' || !sub) return null;
    if (typeof authTime !== 'number' || typeof issuedAt !== 'number') return null;
    return { claims: Object.freeze({ kind, sub, authTime, issuedAt }), nbf, exp };
  }
}
