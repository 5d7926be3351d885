import { productSchema } from '@aabhushan/shared/schemas/catalogue';
import { productCardSchema } from '@aabhushan/shared/schemas/product-card';
import { createResponseCache } from '../../lib/response-cache';
import { toProductJson } from './catalogue.mapper';
import type { ProductRecord } from './catalogue.repository';
import type { Valuation } from '../settings/store-snapshot';
import { toProductCardJson } from './product-card.mapper';

/**
 * Each product's answer JSON, built and checked against its schema once, then reused by
 * every listing and search page that shows it until the product changes (productChanged), the
 * public answers are cleared, or 5 minutes pass (the public answers' own freshness). A listing
 * that misses the answer cache then costs one query for its ids and a join of bytes. The JSON
 * is kept as UTF-8 bytes: encoding a page's 40 KB of text (Hindi names are two-byte
 * characters) on every answer cost more than building the page.
 */
const PRODUCT_JSON = { ttlMs: 5 * 60 * 1000, maxEntries: 2_000 };
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

export function serializeProduct(record: ProductRecord, valuation: Valuation): string {
  return JSON.stringify(productSchema.parse(toProductJson(record, valuation)));
}

/** The compact card (`view=card`), kept in a cache of its own beside the full product's. */
export function serializeProductCard(record: ProductRecord): string {
  return JSON.stringify(productCardSchema.parse(toProductCardJson(record)));
}

/**
 * A cached product was built at the rates of the request that missed it; a change of rates or
 * settings clears the public answers and with them this cache (store-changes.ts), so every
 * product served was built at the rates in force.
 */
export function createProductJsonCache(serialize: (record: ProductRecord, valuation: Valuation) => string = serializeProduct) {
  const cache = createResponseCache<Buffer>(PRODUCT_JSON);
  return {
    /** The JSON array of the products in `ids` order; `load` reads the records not yet cached. */
    async getArray(ids: readonly string[], load: (missing: string[]) => Promise<ProductRecord[]>, valuation: Valuation): Promise<Buffer> {
      const found = new Map<string, Buffer>();
      const missing: string[] = [];
      for (const id of ids) {
        const json = cache.get(id);
        if (json === undefined) missing.push(id);
        else found.set(id, json);
      }
      if (missing.length > 0) {
        for (const record of await load(missing)) {
          const json = Buffer.from(serialize(record, valuation));
          cache.set(record.product.id, json);
          found.set(record.product.id, json);
        }
      }
      // A product retired between the two reads is left out rather than answered stale.
      const chunks: Buffer[] = [OPEN];
      for (const id of ids) {
        const json = found.get(id);
        if (json === undefined) continue;
        if (chunks.length > 1) chunks.push(COMMA);
        chunks.push(json);
      }
      chunks.push(CLOSE);
      return Buffer.concat(chunks);
    },
    forget(productId: string) {
      cache.delete(productId);
    },
    clear() {
      cache.clear();
    },
  };
}
export type ProductJsonCache = ReturnType<typeof createProductJsonCache>;
