import { getCartLineAvailability, type LineAvailability } from '@aabhushan/shared/rules/cart-line';
import { computeCartTotals, getLineTotalPaise, type CartTotals } from '@aabhushan/shared/rules/cart-totals';
import type { CouponLine } from '@aabhushan/shared/rules/coupon';
import type { StoreSettingsValues } from '../settings/store-settings';
import type { CartLineRecord, ProductColumns, VariantColumns } from './cart.repository';

/** A line priced from the catalogue as it is now: the variant's price when it has one. */
export interface PricedLine {
  record: CartLineRecord;
  unitPricePaise: number;
  mrpPaise: number;
  availability: LineAvailability;
}

/** The stock and prices that govern a line: its variant's when it has one, else its product's. */
export function getSellingTerms(product: ProductColumns, variant: VariantColumns | null) {
  const source = variant ?? product;
  return {
    isOnSale: product.isActive && (variant ? variant.isActive : true),
    stockQuantity: source.stockQuantity,
    maxOrderQuantity: source.maxOrderQuantity,
    salePricePaise: source.salePricePaise,
    mrpPaise: source.mrpPaise,
    basePricePaise: source.basePricePaise,
  };
}

export function priceLine(record: CartLineRecord): PricedLine {
  const terms = getSellingTerms(record.product, record.variant);
  return {
    record,
    unitPricePaise: terms.salePricePaise,
    mrpPaise: terms.mrpPaise,
    availability: getCartLineAvailability(terms, record.line.quantity),
  };
}

/** The lines coupons judge: only those that can be bought. */
export function toCouponLines(lines: readonly PricedLine[]): CouponLine[] {
  return lines
    .filter((line) => line.availability.isAvailable)
    .map((line) => ({ productId: line.record.product.id, categoryId: line.record.product.categoryId, lineTotalPaise: getLineTotalPaise({ unitPricePaise: line.unitPricePaise, quantity: line.record.line.quantity }) }));
}

/** The totals of the store's one shipping rule (standard) and GST rate, from the settings the answer is made with. */
export function getCartTotals(lines: readonly PricedLine[], coupon: { discountPaise: number; freeShipping: boolean } | null, settings: StoreSettingsValues): CartTotals {
  return computeCartTotals({
    lines: lines.map((line) => ({ unitPricePaise: line.unitPricePaise, quantity: line.record.line.quantity, isAvailable: line.availability.isAvailable })),
    couponDiscountPaise: coupon?.discountPaise ?? 0,
    couponFreeShipping: coupon?.freeShipping ?? false,
    settings: { gstRatePercent: settings.gstRatePercent, standardFeePaise: settings.standard.feePaise, freeFromPaise: settings.standard.freeFromPaise },
  });
}
