import { z } from 'zod';
import { maxQuantityMessage } from '../rules/cart-line';
import { ENGRAVING_MESSAGES } from '../rules/engraving';
import { COUPON_MESSAGES, COUPON_TYPES } from '../rules/coupon';
import { envelopeSchema, localizedTextSchema } from './common';
import { pricingSchema } from './catalogue';
import { CART_MESSAGES } from './cart-messages';

export { maxQuantityMessage };

/** Far above any cart line: bigger numbers are typing mistakes, refused before any lookup. */
const QUANTITY_SANITY_LIMIT = 1_000_000;

const wholeQuantity = z
  .number({ error: CART_MESSAGES.invalidQuantity })
  .int({ error: CART_MESSAGES.invalidQuantity })
  .max(QUANTITY_SANITY_LIMIT, { error: CART_MESSAGES.invalidQuantity });

const idField = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(200, { error: message });

/**
 * POST /api/v1/cart/add. The listing adds 1 (the default); the product page its chosen quantity
 * and variant. The cap (99, stock, maxOrderQuantity) is the server's: 'Maximum quantity available is {max}'.
 */
/**
 * Engraving text as sent: judged on the server against the piece's own maximum (rules/engraving.ts);
 * far longer text is refused before any lookup. Blank or null is no engraving.
 */
const engravingField = z.string({ error: ENGRAVING_MESSAGES.characters }).max(400, { error: ENGRAVING_MESSAGES.characters }).nullish();

export const cartAddSchema = z.object({
  productId: idField(CART_MESSAGES.invalidProduct),
  quantity: wholeQuantity.min(1, { error: CART_MESSAGES.quantityAtLeastOne }).default(1),
  variantId: idField(CART_MESSAGES.invalidVariant).nullish(),
  /** Text to engrave, on a piece that allows it; the same piece engraved is a line of its own. */
  engraving: engravingField,
});
export type CartAdd = z.input<typeof cartAddSchema>;

/** PUT /api/v1/cart/items/{id}: 0 or less removes the line (spec A section 4). */
/** PUT /api/v1/cart/items/{id}: the quantity, the engraving (null or blank takes it off), or both; what is not sent is kept. */
export const cartItemUpdateSchema = z
  .object({ quantity: wholeQuantity.min(-QUANTITY_SANITY_LIMIT, { error: CART_MESSAGES.invalidQuantity }).optional(), engraving: engravingField })
  .refine((body) => body.quantity !== undefined || body.engraving !== undefined, { error: CART_MESSAGES.invalidQuantity });
export type CartItemUpdate = z.input<typeof cartItemUpdateSchema>;

export const cartItemParamsSchema = z.object({ id: idField(CART_MESSAGES.itemNotFound) });

/** POST /api/v1/cart/coupons/apply: trimmed; blank gives 'Please enter a coupon code'. */
export const couponApplySchema = z.object({
  couponCode: z.string({ error: COUPON_MESSAGES.enterCode }).trim().min(1, { error: COUPON_MESSAGES.enterCode }).max(50, { error: COUPON_MESSAGES.invalidCode }),
});
export type CouponApply = z.input<typeof couponApplySchema>;

export const couponCodeParamsSchema = z.object({ code: z.string().trim().min(1, { error: COUPON_MESSAGES.enterCode }).max(50, { error: COUPON_MESSAGES.notFound }) });

export const cartItemSchema = z.object({
  _id: z.string(),
  /** The same as `_id` (some pages read `id`). */
  id: z.string(),
  productId: z.string(),
  variantId: z.string().nullable(),
  productSnapshot: z.object({ name: z.string(), image: z.string(), slug: z.string(), brand: z.string() }),
  /** Unit sale price now, rupees. */
  salePrice: z.number(),
  /** Unit mrp now, rupees. */
  originalPrice: z.number(),
  /** Active, in stock and within stock for this quantity; unavailable lines are out of the totals. */
  isAvailable: z.boolean(),
  /** Why the line is unavailable (shown beside it); null when available. */
  unavailableReason: z.string().nullable(),
  quantity: z.number().int(),
  /** The most this line may hold now: 99, stock and maxOrderQuantity (0 when sold out). */
  maxQuantity: z.number().int(),
  /** salePrice x quantity, rupees. */
  lineTotal: z.number(),
  /** The piece's name in English, as the spec has it; `localizedName` holds it in each language. */
  name: z.string(),
  /** The piece's name in the store's languages: the storefront shows it in the shopper's. */
  localizedName: localizedTextSchema,
  image: z.string(),
  price: z.number(),
  /**
   * The chosen option: its attributes' English key and value, and `displayValue`, the option as
   * shoppers read it per language ("Size 12"); an answer from before it was sent has none.
   */
  variant: z
    .object({
      _id: z.string(),
      variantName: z.string(),
      attributes: z.array(z.object({ name: z.string(), value: z.string(), displayValue: localizedTextSchema.optional() })),
    })
    .nullable(),
  customizations: z.record(z.string(), z.string()),
  /** The text to be engraved on the piece; null for none. */
  engraving: z.string().nullable(),
  /** The most characters this piece may have engraved; null when it is not engraved. */
  engravingMaxLength: z.number().int().nullable(),
  product: z.object({ _id: z.string(), slug: z.string(), categoryId: z.string(), pricing: pricingSchema }),
  addedAt: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const appliedCouponSchema = z.object({
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  /** Percent for percentage, rupees for fixed, 0 for free_shipping. */
  value: z.number(),
  title: localizedTextSchema,
  /** What it takes off this cart now, rupees (0 for free shipping). */
  discount: z.number(),
  freeShipping: z.boolean(),
});

/** The cart of spec A section 3 plus its derived convenience fields; amounts in rupees. */
export const cartSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  items: z.array(cartItemSchema),
  totals: z.object({
    itemCount: z.number().int(),
    subtotal: z.number(),
    discountTotal: z.number(),
    taxTotal: z.number(),
    shippingTotal: z.number(),
    grandTotal: z.number(),
  }),
  /** At most one: applying another coupon replaces it. */
  appliedCoupons: z.array(appliedCouponSchema),
  shippingInfo: z.object({
    isFreeShipping: z.boolean(),
    cost: z.number(),
    estimatedDelivery: z.string(),
    method: z.literal('standard'),
    freeShippingThreshold: z.number(),
    /** What the discounted subtotal still needs for free shipping; 0 once free. */
    amountToFreeShipping: z.number(),
  }),
  taxInfo: z.object({ taxRate: z.number(), taxAmount: z.number(), taxInclusive: z.boolean() }),
  status: z.literal('ACTIVE'),
  vendors: z.array(z.object({ storeName: z.string(), itemCount: z.number().int() })),
  currency: z.literal('INR'),
  createdAt: z.string(),
  updatedAt: z.string(),
  totalItems: z.number().int(),
  subtotal: z.number(),
  taxAmount: z.number(),
  shippingCost: z.number(),
  discountAmount: z.number(),
  total: z.number(),
  lastUpdated: z.string(),
  couponCode: z.string().nullable(),
  /** Changes the shopper should hear about, e.g. a coupon dropped because it stopped applying. */
  notices: z.array(z.string()),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartEnvelopeSchema = envelopeSchema(cartSchema);
/** POST /api/v1/cart/move-from-wishlist answers `success, cart` (spec A section 7); `data` holds it too. */
export const moveFromWishlistEnvelopeSchema = envelopeSchema(cartSchema).extend({ cart: cartSchema });

/** Re-exported for the schema's callers; import it from ./cart-messages where zod is not wanted. */
export { CART_MESSAGES };
