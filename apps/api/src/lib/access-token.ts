import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type RoleType = 'customer' | 'admin';

/** Who a verified access token speaks for; `sessionId` is the refresh-token family. */
export interface AccessIdentity {
  userId: string;
  roleType: RoleType;
  sessionId: string;
}

/** Access tokens live 15 minutes; the client refreshes 5 minutes before expiry (spec A section 9). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'aabhushan';
/** Verified tokens remembered per process; the oldest goes first when full. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface AccessTokens {
  sign(identity: AccessIdentity): Promise<{ accessToken: string; expiresIn: number }>;
  /** The identity, or null for a token that is malformed, tampered, expired or of another algorithm. */
  verify(token: string): Promise<AccessIdentity | null>;
}

/** HS256 only (algorithm allowlist), `exp` always checked. */
export function createAccessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  // Imported once: given raw bytes, jose imports a fresh HMAC key on every sign and verify,
  // a noticeable share of every signed-in request.
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const getKey = () =>
    (imported ??= webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  // A token already verified (the exact same text) is answered from memory until its `exp`:
  // the HMAC check was a tenth of a signed-in request's CPU. Revocation is not affected: the
  // session itself is checked on every request (auth plugin).
  const verified = new Map<string, { identity: AccessIdentity; expiresAtMs: number }>();
  const remember = (token: string, identity: AccessIdentity, expiresAtMs: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { identity, expiresAtMs });
  };
  return {
    async sign({ userId, roleType, sessionId }) {
      const accessToken = await new SignJWT({ role: roleType, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await getKey());
      return { accessToken, expiresIn: ttlSeconds };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && Date.now() < known.expiresAtMs) return known.identity;
      if (known) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, await getKey(), { algorithms: [ALGORITHM], issuer: ISSUER, requiredClaims: ['exp', 'sub'] });
        if (typeof payload.sid !== 'string' || (payload.role !== 'customer' && payload.role !== 'admin')) return null;
        const identity: AccessIdentity = { userId: payload.sub!, roleType: payload.role, sessionId: payload.sid };
        remember(token, identity, payload.exp! * 1000);
        return identity;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
