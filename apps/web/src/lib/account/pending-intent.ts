/**
 * What a guest wanted when they were sent to sign in (spec A section 5, B section 6): kept for
 * this tab only, so after signing in the piece is added and nothing the shopper did is lost.
 */
export type PendingIntent =
  | { action: 'cart'; productId: string; name: string; quantity: number; variantId?: string | null; engraving?: string }
  | { action: 'wishlist'; productId: string; name: string };

const KEY = 'pendingIntent';

export function savePendingIntent(intent: PendingIntent): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(intent));
  } catch {
    // Storage unavailable: the shopper signs in and adds the piece again themselves.
  }
}

/** Reads and forgets the intent, so it runs once. */
export function takePendingIntent(): PendingIntent | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return raw ? parseIntent(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function parseIntent(value: unknown): PendingIntent | null {
  if (typeof value !== 'object' || value === null) return null;
  const intent = value as Record<string, unknown>;
  if (typeof intent.productId !== 'string' || typeof intent.name !== 'string') return null;
  if (intent.action === 'wishlist') return { action: 'wishlist', productId: intent.productId, name: intent.name };
  if (intent.action !== 'cart') return null;
  const quantity = Number.isInteger(intent.quantity) ? (intent.quantity as number) : 1;
  const variantId = typeof intent.variantId === 'string' ? intent.variantId : null;
  // The text the guest typed to engrave goes with the piece (the server judges it when it is added).
  const engraving = typeof intent.engraving === 'string' && intent.engraving.trim() ? { engraving: intent.engraving } : {};
  return { action: 'cart', productId: intent.productId, name: intent.name, quantity, variantId, ...engraving };
}
