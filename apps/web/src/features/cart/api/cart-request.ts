import type { Cart } from '@aabhushan/shared/schemas/cart';
import { apiGet, apiSend, type SendMethod } from '../../../lib/api-client';
import { CircuitBreaker } from '../../../lib/circuit-breaker';
import { DEFAULT_TIMEOUT_MS } from '../../../lib/request-timeout';

/** Base of the cart calls (spec A section 7). */
export const CART_BASE = '/api/v1/cart';

/** One breaker for every cart call: after server errors the cart rests 60 s (spec A section 9). */
export const cartCircuit = new CircuitBreaker();

/** GET a cart path through the breaker; 15 s timeout (spec A section 9). */
export async function getCartAnswer(path: string, signal?: AbortSignal): Promise<Cart> {
  return cartCircuit.run(async () => (await apiGet<Cart>(`${CART_BASE}${path}`, { signal, timeoutMs: DEFAULT_TIMEOUT_MS })).data);
}

/** Sends a cart change through the breaker; every cart answer carries the whole cart in `data`. */
export async function sendCartChange(method: SendMethod, path: string, body?: unknown): Promise<Cart> {
  return cartCircuit.run(async () => (await apiSend<Cart>(method, `${CART_BASE}${path}`, body, { timeoutMs: DEFAULT_TIMEOUT_MS })).data);
}
