import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe: refresh tokens and the secret half of e-mailed links. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored; the secret itself lives in the cookie or the e-mail. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** A uniformly random 6-digit code, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
