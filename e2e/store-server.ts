/**
 * The store each Playwright worker runs its journeys against: the bundled API (built by
 * scripts/e2e.mjs, as `npm start` runs it) on an in-memory database seeded with the demo store,
 * on a port of its own. Workers never share a store, so journeys on two workers cannot see each
 * other's carts, orders or staff changes.
 */
import { startServerProcess } from '../scripts/server-process.mjs';

export interface StoreServer {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startStoreServer(): Promise<StoreServer> {
  const { origin, stop } = await startServerProcess({
    // A private build of this run (E2E_PRIVATE_BUILD=1), else the one npm start serves.
    ...(process.env.E2E_API_ENTRY ? { entry: process.env.E2E_API_ENTRY } : {}),
    env: {
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Tests that register a shopper through the API say which address they come from
      // (e2e/shopper.ts), as separate shoppers do; the sign-up limit per address stays as it is.
      TRUST_PROXY: '127.0.0.1',
      // Never the shell's real database or mail server.
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
    },
  });
  return { baseURL: origin, stop };
}
