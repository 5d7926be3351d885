// How one scenario loads a server: its requests (a fixed path, a fresh cache key per request,
// a rotation of paths, or signed-in customers, one per connection) run by autocannon.
import type { BenchShoppers } from './bench-customers';
import { measureLoad, type LoadPlan, type Measurement } from './measure';
import { measurePlaceOrders } from './place-orders';

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

export interface Scenario {
  name: string;
  path: string;
  /** A fresh cache key per request, so the database does the work every time. */
  uncached?: boolean;
  /** Paths taken in turn, one per request: a shop's everyday mix, served through the public cache. */
  rotate?: string[];
  /** Each connection is its own signed-in customer (PostgreSQL only): read the cart, add to it, or place orders. */
  shopper?: 'read' | 'add' | 'order';
}

/** 50 plans of one connection each: connection n is customer n, with its own product rotation. */
function shopperPlans(base: string, scenario: Scenario, duration: number, shoppers: BenchShoppers): LoadPlan[] {
  return Array.from({ length: connections }, (_, n) => {
    const headers = { authorization: shoppers.authorizations[n % shoppers.authorizations.length]!, 'content-type': 'application/json' };
    if (scenario.shopper === 'read') return { url: `${base}${scenario.path}`, connections: 1, duration, headers };
    let turn = n;
    const nextBody = () => JSON.stringify({ productId: shoppers.productIds[turn++ % shoppers.productIds.length], quantity: 1 });
    const requests = [{ method: 'POST' as const, path: scenario.path, setupRequest: (request: object) => ({ ...request, body: nextBody() }) }];
    return { url: `${base}${scenario.path}`, connections: 1, duration, headers, requests };
  });
}

/** Loads `base` with the scenario for `duration` seconds. */
export async function measure(base: string, scenario: Scenario, duration = seconds, shoppers?: BenchShoppers): Promise<Measurement> {
  if (scenario.shopper === 'order') return measurePlaceOrders(base, shoppers!.ordering, shoppers!.productIds, duration);
  if (scenario.shopper) return measureLoad(shopperPlans(base, scenario, duration, shoppers!));
  let counter = 0;
  const nextPath = scenario.uncached
    ? () => `${scenario.path}&_bench=${counter++}`
    : scenario.rotate
      ? () => scenario.rotate![counter++ % scenario.rotate!.length]!
      : undefined;
  const requests = nextPath
    ? [{ method: 'GET' as const, path: scenario.path, setupRequest: (request: object) => ({ ...request, path: nextPath() }) }]
    : undefined;
  return measureLoad([{ url: `${base}${scenario.path}`, connections, duration, requests }]);
}
