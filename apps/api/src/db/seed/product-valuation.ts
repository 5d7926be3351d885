import { createHash } from 'node:crypto';
import { findMetalRate, getInclusiveGstPaise, getMetalValuePaise } from '@aabhushan/shared/rules/price-breakup';
import { METAL_RATES, OPENING_STORE_SETTINGS } from '../../modules/settings/store-settings';
import type { GemKind, SeedValuation } from './seed-types';

export type PurityCode = '916' | '750' | '585' | '925' | '950';

/** Fineness as written in the catalogue to the stamp a BIS hallmark carries. */
const PURITY_STAMP: Record<PurityCode, string> = { '916': '22K', '750': '18K', '585': '14K', '925': '925', '950': '950' };

/** Share of the gross weight that is metal: stones, pearls, glass and lac weigh the rest. */
const NET_SHARE: Record<GemKind, number> = {
  none: 1,
  diamond: 0.97,
  ruby: 0.95,
  emerald: 0.95,
  sapphire: 0.95,
  pearl: 0.9,
  kundan: 0.8,
  polki: 0.82,
};

/** Making charges a jeweller asks as a share of the price: hand-set kundan and polki cost more. */
const MAKING_SHARE: Record<Exclude<GemKind, 'none'>, number> = {
  diamond: 0.12,
  ruby: 0.13,
  emerald: 0.13,
  sapphire: 0.13,
  pearl: 0.14,
  kundan: 0.18,
  polki: 0.18,
};

const HUID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A stable 6-character BIS HUID for a demo piece (derived from its slug, so reseeding keeps it). */
export function demoHuid(slug: string): string {
  const bytes = createHash('sha256').update(`huid:${slug}`).digest();
  return Array.from(bytes.subarray(0, 6), (byte) => HUID_ALPHABET[byte % HUID_ALPHABET.length]).join('');
}

/** '24.8 g', '28.0 g (pair)' -> milligrams. */
export function parseGrossWeightMg(weight: string): number {
  const grams = Number.parseFloat(weight);
  if (!Number.isFinite(grams) || grams <= 0) throw new Error(`Unreadable weight "${weight}"`);
  return Math.round(grams * 1000);
}

export interface ValuationInput {
  slug: string;
  purity: PurityCode;
  gem: GemKind;
  /** Gross weight as the catalogue shows it. */
  weight: string;
  /** Net metal weight in grams when it is known (else derived from the gross weight). */
  netWeight?: number;
  /** Stone value in rupees when it is known (else what the price leaves after metal and making). */
  stoneValue?: number;
  /** Sold at a fixed price: no net weight is recorded, so no breakup is shown. */
  fixedPrice?: boolean;
}

/**
 * Hallmark and breakup inputs of a demo piece priced at `salePaise`. The demo prices were set
 * by hand, so the stone value is worked back from them: metal at the store's rate, making
 * charges at the usual share for the kind of work, stones the rest (rounded down to ₹100).
 * Where the metal alone would leave too little, the net weight is lowered to fit (stone-set
 * pieces only). A plain piece's making charges are simply what its price leaves.
 */
export function deriveValuation(input: ValuationInput, salePaise: number): SeedValuation {
  const purity = PURITY_STAMP[input.purity];
  const rate = findMetalRate(METAL_RATES, purity);
  if (!rate) throw new Error(`No metal rate for purity ${purity} (${input.slug})`);
  const huid = rate.metal === 'platinum' ? null : demoHuid(input.slug);
  if (input.fixedPrice) return { purity, huid, metalWeightMg: null, stoneValuePaise: Math.round((input.stoneValue ?? 0) * 100) };
  let metalWeightMg = input.netWeight !== undefined ? Math.round(input.netWeight * 1000) : Math.round(parseGrossWeightMg(input.weight) * NET_SHARE[input.gem]);
  if (input.gem === 'none') return { purity, huid, metalWeightMg, stoneValuePaise: 0 };
  if (input.stoneValue !== undefined) return { purity, huid, metalWeightMg, stoneValuePaise: Math.round(input.stoneValue * 100) };

  const beforeTax = salePaise - getInclusiveGstPaise(salePaise, OPENING_STORE_SETTINGS.gstRatePercent);
  const making = Math.round(salePaise * MAKING_SHARE[input.gem]);
  if (getMetalValuePaise(metalWeightMg, rate.ratePerGramPaise) > beforeTax - making) {
    // Lighter setting than the default share assumes: keep the metal to what the price holds (10 mg steps).
    metalWeightMg = Math.floor(((beforeTax - making) * 1000) / rate.ratePerGramPaise / 10) * 10;
  }
  const left = beforeTax - making - getMetalValuePaise(metalWeightMg, rate.ratePerGramPaise);
  return { purity, huid, metalWeightMg, stoneValuePaise: Math.max(0, Math.floor(left / 10_000) * 10_000) };
}
