import type { FastifyInstance } from 'fastify';

/**
 * The paths whose answers carry a token or personal data: sign-in and the profile, orders,
 * payments, the address book, the cart, the wishlist (a shared one too: it names its owner and
 * counts each open) and everything on the staff side. One rule sends them all
 * `Cache-Control: no-store`, errors included, so no browser history, disk cache or shared proxy
 * keeps them (ASVS 14.3.2); the server's own public cache leaves them alone too.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/api/auth/',
  '/api/orders',
  '/api/payments/',
  '/api/address',
  '/api/v1/cart',
  '/api/wishlist',
  '/api/public/wishlist/shared/',
  '/api/admin/',
  '/api/phone-confirmations',
  '/api/appointments',
  // Slots change with every booking: never kept by the public answer cache.
  '/api/public/appointments/',
] as const;

export function isPrivatePath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function addPrivateAnswersRule(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPrivatePath(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
