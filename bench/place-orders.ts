// The place-order scenario (PostgreSQL only): 20 signed-in customers at once, each in a loop of
// "put one piece in the cart, place the order" for the scenario's duration. Only POST
// /api/orders is timed (p95, p99); req/s is orders placed per second, each after its cart
// refill (one add-to-cart, measured on its own by the add-to-cart scenario). Every order gets
// its own Idempotency-Key, as the storefront sends one, and deep-stock products never sell out.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '@aabhushan/api/db/client';
import { addresses, users } from '@aabhushan/api/db/schema/index';
import { createDataCipher } from '@aabhushan/api/lib/data-cipher';
import { createAddressService } from '@aabhushan/api/modules/addresses/addresses.service';
import type { Measurement } from './measure';

export const PLACE_ORDER_CUSTOMERS = 20;
/** The data key of the bench's throwaway databases (both bench processes seal and open addresses with it). */
export const BENCH_DATA_KEY = 'bench-data-key-for-throwaway-databases-only';

/** Run by `--prepare`: a Jaipur address for each bench customer that places orders. */
export async function seedBenchAddresses(db: Database, dataKey: string): Promise<void> {
  const service = createAddressService(db, { cipher: createDataCipher(dataKey) });
  const customers = await db.select({ id: users.id }).from(users).where(like(users.email, 'bench-customer-%')).orderBy(asc(users.id)).limit(PLACE_ORDER_CUSTOMERS);
  for (const { id } of customers) {
    const existing = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, id)).limit(1);
    if (existing.length > 0) continue;
    const created = await service.create(id, {
      title: 'Home', address_type: 'HOME', formatted_address: '14 Johari Bazaar, Jaipur', address: '14 Johari Bazaar',
      contact_number: '9876543210', pin_code: '302001', coordinates: [75.8235, 26.9196], type: 'Point',
    });
    if (!created.ok) throw new Error(`bench address: ${created.message}`);
  }
}

/** Each bench customer's default address id, by user id. */
export async function findBenchAddresses(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ userId: addresses.userId, id: addresses.id })
    .from(addresses)
    .innerJoin(users, eq(users.id, addresses.userId))
    .where(and(like(users.email, 'bench-customer-%'), eq(addresses.isDefault, true)));
  return new Map(rows.map((row) => [row.userId, row.id]));
}

export interface OrderingShopper {
  authorization: string;
  addressId: string;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** One kept-alive connection per customer, as a browser keeps one to the store. */
const agent = new http.Agent({ keepAlive: true, maxSockets: PLACE_ORDER_CUSTOMERS });

/**
 * A POST as the storefront sends it (compressed answers accepted), on node:http: the load
 * generator shares the machine's cores with the server, and fetch cost it several times more CPU
 * per request. Only a refused answer's body is decompressed, to say why.
 */
function send(url: string, authorization: string, body: object, extra: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent,
      headers: { authorization, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'accept-encoding': 'br, gzip', ...extra },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status === 200 || status === 201) return resolve({ status, text: '' });
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const text = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        resolve({ status, text });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** Runs the loop on every shopper for `seconds`; any answer other than 200 (add) and 201 (order) fails the run. */
export async function measurePlaceOrders(base: string, shoppers: readonly OrderingShopper[], productIds: readonly string[], seconds: number): Promise<Measurement> {
  const latencies: number[] = [];
  const failures: string[] = [];
  // The add-to-cart scenario before this one filled these carts: start each from empty.
  for (const who of shoppers) {
    const cleared = await fetch(`${base}/api/v1/cart/clear`, { method: 'DELETE', headers: { authorization: who.authorization } });
    if (!cleared.ok) throw new Error(`place-order: clearing a bench cart answered ${cleared.status}`);
  }
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    shoppers.map(async (who, n) => {
      let turn = n;
      while (performance.now() < deadline && failures.length === 0) {
        const add = await send(`${base}/api/v1/cart/add`, who.authorization, { productId: productIds[turn++ % productIds.length], quantity: 1 });
        if (add.status !== 200) failures.push(`add-to-cart ${add.status}: ${add.text.slice(0, 200)}`);
        const before = performance.now();
        const placed = await send(`${base}/api/orders`, who.authorization, { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'upi' }, { 'idempotency-key': randomUUID() });
        latencies.push(performance.now() - before);
        if (placed.status !== 201) failures.push(`place order ${placed.status}: ${placed.text.slice(0, 200)}`);
      }
    }),
  );
  if (failures.length > 0) throw new Error(`place-order: ${failures.length} failed requests, first: ${failures[0]}`);
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
}
