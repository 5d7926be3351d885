/** A JWT has three dot-separated parts (spec A section 4). */
export function isWellFormedJwt(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

/** The `exp` claim in seconds, or null when the token cannot be read. */
export function readJwtExpiry(token: string): number | null {
  if (!isWellFormedJwt(token)) return null;
  try {
    const base64 = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const payload = JSON.parse(atob(padded)) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

/**
 * When the token expires, in ms of this device's clock: the local expiry stored with it
 * (arrival time + expiresIn, so a device clock that is off does not matter) when known, else
 * the exp claim. Null for a malformed token or one without exp: it is unusable.
 */
function expiryMs(token: string, localExpiresAt: number | null): number | null {
  if (!isWellFormedJwt(token)) return null;
  if (localExpiresAt !== null) return localExpiresAt;
  const exp = readJwtExpiry(token);
  return exp === null ? null : exp * 1000;
}

/** Expired when its expiry (see expiryMs) has passed; a malformed token counts as expired. */
export function isTokenExpired(token: string, now: number = Date.now(), localExpiresAt: number | null = null): boolean {
  const expiry = expiryMs(token, localExpiresAt);
  return expiry === null || expiry <= now;
}

/** Seconds left before the token expires (0 when expired or unreadable). */
export function secondsUntilExpiry(token: string, now: number = Date.now(), localExpiresAt: number | null = null): number {
  const expiry = expiryMs(token, localExpiresAt);
  return expiry === null ? 0 : Math.max(0, Math.floor((expiry - now) / 1000));
}
