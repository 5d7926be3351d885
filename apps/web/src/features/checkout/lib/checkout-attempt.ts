/**
 * One checkout attempt, kept in session storage so a reload or a retry reuses it: the
 * Idempotency-Key sent with every submit of this attempt (the server answers the same order
 * for it), and the order once placed (a failed payment is retried on that order).
 */
export interface CheckoutAttempt {
  key: string;
  orderId?: string;
}

const STORAGE_KEY = 'checkoutAttempt';

/** A random UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function isAttempt(value: unknown): value is CheckoutAttempt {
  if (typeof value !== 'object' || value === null) return false;
  const { key, orderId } = value as Record<string, unknown>;
  return typeof key === 'string' && key.length > 0 && (orderId === undefined || typeof orderId === 'string');
}

/** The attempt in progress, or a new one (stored at once, so every submit carries the same key). */
export function readCheckoutAttempt(): CheckoutAttempt {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (isAttempt(stored)) return stored;
  } catch {
    // Unreadable or unavailable storage: start a new attempt.
  }
  return writeCheckoutAttempt({ key: createIdempotencyKey() });
}

export function writeCheckoutAttempt(attempt: CheckoutAttempt): CheckoutAttempt {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // Storage unavailable: the attempt lasts as long as the page.
  }
  return attempt;
}

/** Ends the attempt (paid, cash on delivery confirmed, or the order expired): the next checkout gets a new key. */
export function clearCheckoutAttempt(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
