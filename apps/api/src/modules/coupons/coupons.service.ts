import { getCartLineAvailability } from '@aabhushan/shared/rules/cart-line';
import { COUPON_MESSAGES, evaluateCoupon, normaliseCouponCode, rankCoupons, type CouponLine } from '@aabhushan/shared/rules/coupon';
import { paiseToRupees } from '@aabhushan/shared/rules/money';
import { buildPagination } from '@aabhushan/shared/rules/pagination';
import type { AvailableCoupon, Coupon, CouponValidation, couponValidateSchema } from '@aabhushan/shared/schemas/coupon';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { newId } from '../../lib/new-id';
import { ensureCart, findProductForCart, findVariant } from '../cart/cart.repository';
import { readPricedLines } from '../cart/cart-reader';
import { getCartTotals, getSellingTerms, toCouponLines } from '../cart/cart-pricing';
import { toCouponJson, toPublicCouponJson } from './coupon.mapper';
import type { StoreSettingsValues } from '../settings/store-settings';
import {
  countUserUsages,
  countUserUsagesByCoupon,
  findShopperCoupon,
  findCurrentCoupons,
  findPublicCouponPage,
  findUsagePage,
} from './coupons.repository';

export type ValidateInput = z.output<typeof couponValidateSchema>;
export const COUPON_VALID_MESSAGE = 'Coupon is valid';

const sumPaise = (lines: readonly CouponLine[]) => lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);

/** The coupon APIs (spec B section 7): what a cart can use, checking a code, history, the public list. */
export function createCouponsService(db: Database, { now = () => new Date() }: { now?: () => Date } = {}) {
  /** Lines sent by the client, priced from the catalogue: unknown pieces and lines above stock count for nothing. */
  async function priceItems(items: NonNullable<ValidateInput['items']>): Promise<CouponLine[]> {
    const lines: CouponLine[] = [];
    for (const item of items) {
      const found = await findProductForCart(db, item.productId);
      if (!found) continue;
      const variant = item.variantId ? await findVariant(db, item.variantId) : undefined;
      const terms = getSellingTerms(found.product, variant?.productId === found.product.id ? variant : null);
      if (!getCartLineAvailability(terms, item.quantity).isAvailable) continue;
      lines.push({ productId: found.product.id, categoryId: found.product.categoryId, lineTotalPaise: terms.salePricePaise * item.quantity });
    }
    return lines;
  }

  async function cartLines(userId: string) {
    return readPricedLines(db, (await ensureCart(db, userId, newId())).id);
  }

  return {
    /** The coupons this customer's cart can use now, best first, with what each takes off (shipping under `settings`). */
    async getAvailable(userId: string, settings: StoreSettingsValues): Promise<AvailableCoupon[]> {
      const priced = await cartLines(userId);
      const lines = toCouponLines(priced);
      const [coupons, usages] = [await findCurrentCoupons(db, now()), await countUserUsagesByCoupon(db, userId)];
      const shippingPaise = getCartTotals(priced, null, settings).shippingPaise;
      const ranked = rankCoupons(coupons, { lines, now: now(), userUsedCount: (coupon) => usages.get(coupon.id) ?? 0, shippingPaise });
      const subtotal = sumPaise(lines);
      return ranked.map((entry) => ({
        coupon: toCouponJson(entry.coupon),
        discount: paiseToRupees(entry.discountPaise),
        freeShipping: entry.freeShipping,
        finalAmount: paiseToRupees(subtotal - entry.discountPaise),
      }));
    },

    /** valid, coupon, discount, finalAmount, message; priced by the server from `items` or else the cart. */
    async validate(userId: string, input: ValidateInput): Promise<CouponValidation> {
      const lines = input.items && input.items.length > 0 ? await priceItems(input.items) : toCouponLines(await cartLines(userId));
      const subtotal = sumPaise(lines);
      const coupon = await findShopperCoupon(db, normaliseCouponCode(input.code), now());
      const refused = (message: string, shown: Coupon | null) => ({ valid: false, coupon: shown, discount: 0, finalAmount: paiseToRupees(subtotal), freeShipping: false, message });
      if (!coupon) return refused(COUPON_MESSAGES.invalidCode, null);
      const userUsedCount = coupon.userUsageLimit === null ? 0 : await countUserUsages(db, userId, coupon.id);
      const verdict = evaluateCoupon(coupon, { lines, userUsedCount, now: now() });
      if (!verdict.ok) return refused(verdict.message, toCouponJson(coupon));
      return {
        valid: true,
        coupon: toCouponJson(coupon),
        discount: paiseToRupees(verdict.discountPaise),
        finalAmount: paiseToRupees(subtotal - verdict.discountPaise),
        freeShipping: verdict.freeShipping,
        message: COUPON_VALID_MESSAGE,
      };
    },

    async getByCode(code: string): Promise<Coupon | undefined> {
      const coupon = await findShopperCoupon(db, normaliseCouponCode(code), now());
      return coupon && toCouponJson(coupon);
    },

    async getHistory(userId: string, page: number, limit: number) {
      const { rows, total } = await findUsagePage(db, userId, page, limit);
      const items = rows.map(({ usage, code }) => ({
        _id: usage.id,
        code,
        discount: paiseToRupees(usage.discountPaise),
        orderId: usage.orderId,
        usedAt: usage.usedAt.toISOString(),
      }));
      return { items, pagination: buildPagination(page, limit, total) };
    },

    async getPublicList(page: number, limit: number) {
      const { coupons, total } = await findPublicCouponPage(db, now(), page, limit);
      return { items: coupons.map(toPublicCouponJson), pagination: buildPagination(page, limit, total) };
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
