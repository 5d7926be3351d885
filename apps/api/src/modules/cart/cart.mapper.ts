import { paiseToRupees } from '@aabhushan/shared/rules/money';
import type { Cart, CartItem } from '@aabhushan/shared/schemas/cart';
import type { CouponRecord } from '../coupons/coupon.mapper';
import { toCouponValue } from '../coupons/coupon.mapper';
import { STORE_NAME } from '../catalogue/catalogue.mapper';
import type { StoreSettingsValues } from '../settings/store-settings';
import type { CartRow } from './cart.repository';
import { getCartTotals, getSellingTerms, type PricedLine } from './cart-pricing';

/** A line without any image gives an empty url: the storefront draws its own fallback. */
const NO_IMAGE = '';

type Images = ReadonlyArray<{ url: string; isPrimary: boolean }>;
const primaryUrl = (images: Images) => (images.find((image) => image.isPrimary) ?? images[0])?.url;

export function toCartItemJson({ record, unitPricePaise, mrpPaise, availability }: PricedLine): CartItem {
  const { line, product, variant, brandName } = record;
  const image = (variant && primaryUrl(variant.images)) ?? primaryUrl(product.images) ?? NO_IMAGE;
  const terms = getSellingTerms(product, variant);
  const salePrice = paiseToRupees(unitPricePaise);
  return {
    _id: line.id,
    id: line.id,
    productId: product.id,
    variantId: line.variantId,
    productSnapshot: { name: product.name.en, image, slug: product.slug, brand: brandName ?? '' },
    salePrice,
    originalPrice: paiseToRupees(mrpPaise),
    isAvailable: availability.isAvailable,
    unavailableReason: availability.reason,
    quantity: line.quantity,
    maxQuantity: availability.maxQuantity,
    lineTotal: paiseToRupees(unitPricePaise * line.quantity),
    name: product.name.en,
    localizedName: product.name,
    image,
    price: salePrice,
    variant: variant
      ? { _id: variant.id, variantName: variant.variantName, attributes: variant.attributes.map(({ name, value, displayValue }) => ({ name, value, displayValue })) }
      : null,
    customizations: {},
    engraving: line.engraving,
    engravingMaxLength: product.engravingMaxLength,
    product: {
      _id: product.id,
      slug: product.slug,
      categoryId: product.categoryId,
      pricing: { basePrice: paiseToRupees(terms.basePricePaise), salePrice, mrp: paiseToRupees(mrpPaise) },
    },
    addedAt: line.addedAt.toISOString(),
  };
}

export interface AppliedCoupon {
  coupon: CouponRecord;
  discountPaise: number;
  freeShipping: boolean;
}

/** The whole cart of spec A section 3 with its convenience fields; every amount in rupees. */
/** The whole cart under `settings` (the request's snapshot): its totals and its notes agree. */
export function toCartJson(cart: CartRow, lines: readonly PricedLine[], applied: AppliedCoupon | null, notices: string[], settings: StoreSettingsValues): Cart {
  const totals = getCartTotals(lines, applied, settings);
  const rupees = {
    subtotal: paiseToRupees(totals.subtotalPaise),
    discount: paiseToRupees(totals.discountPaise),
    tax: paiseToRupees(totals.taxPaise),
    shipping: paiseToRupees(totals.shippingPaise),
    total: paiseToRupees(totals.grandTotalPaise),
  };
  const updatedAt = cart.updatedAt.toISOString();
  return {
    _id: cart.id,
    userId: cart.userId,
    items: lines.map(toCartItemJson),
    totals: {
      itemCount: totals.itemCount,
      subtotal: rupees.subtotal,
      discountTotal: rupees.discount,
      taxTotal: rupees.tax,
      shippingTotal: rupees.shipping,
      grandTotal: rupees.total,
    },
    appliedCoupons: applied
      ? [{
          code: applied.coupon.code,
          type: applied.coupon.type,
          value: toCouponValue(applied.coupon),
          title: applied.coupon.title,
          discount: rupees.discount,
          freeShipping: applied.freeShipping,
        }]
      : [],
    shippingInfo: {
      isFreeShipping: totals.isFreeShipping,
      cost: rupees.shipping,
      estimatedDelivery: settings.defaultDeliveryEstimate,
      method: 'standard',
      freeShippingThreshold: paiseToRupees(settings.standard.freeFromPaise),
      amountToFreeShipping: paiseToRupees(totals.amountToFreeShippingPaise),
    },
    taxInfo: { taxRate: settings.gstRatePercent, taxAmount: rupees.tax, taxInclusive: settings.taxInclusive },
    status: 'ACTIVE',
    vendors: totals.itemCount > 0 ? [{ storeName: STORE_NAME, itemCount: totals.itemCount }] : [],
    currency: 'INR',
    createdAt: cart.createdAt.toISOString(),
    updatedAt,
    totalItems: totals.itemCount,
    subtotal: rupees.subtotal,
    taxAmount: rupees.tax,
    shippingCost: rupees.shipping,
    discountAmount: rupees.discount,
    total: rupees.total,
    lastUpdated: updatedAt,
    couponCode: applied?.coupon.code ?? null,
    notices,
  };
}
