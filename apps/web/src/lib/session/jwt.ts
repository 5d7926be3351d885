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

/** Expired when its exp claim is in the past; a malformed token or one without exp is unusable too. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const exp = readJwtExpiry(token);
  return exp === null || exp * 1000 <= now;
}

/** Seconds left before the token expires (0 when expired or unreadable). */
export function secondsUntilExpiry(token: string, now: number = Date.now()): number {
  const exp = readJwtExpiry(token);
  return exp === null ? 0 : Math.max(0, Math.floor(exp - now / 1000));
}
