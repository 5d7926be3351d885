import { couponDroppedMessage, evaluateCoupon } from '@aabhushan/shared/rules/coupon';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import type { Database } from '../../db/client';
import { newId } from '../../lib/new-id';
import { countUserUsages } from '../coupons/coupons.repository';
import { toCouponRecord, type CouponRecord } from '../coupons/coupon.mapper';
import { dropCoupon, ensureCart, findCartLines, readWholeCartWith, type WholeCartReader } from './cart.repository';
import { toCartJson, type AppliedCoupon } from './cart.mapper';
import type { StoreSettingsValues } from '../settings/store-settings';
import { priceLine, toCouponLines, type PricedLine } from './cart-pricing';

/** The coupon's verdict on these lines for this customer: its discount, or why it does not apply. */
export async function judgeCoupon(db: Database, userId: string, coupon: CouponRecord, lines: readonly PricedLine[], now: Date) {
  const userUsedCount = coupon.userUsageLimit === null ? 0 : await countUserUsages(db, userId, coupon.id);
  return evaluateCoupon(coupon, { lines: toCouponLines(lines), userUsedCount, now });
}

/** The cart's lines priced from the catalogue as it is now. */
export async function readPricedLines(db: Database, cartId: string): Promise<PricedLine[]> {
  return (await findCartLines(db, cartId)).map(priceLine);
}

/**
 * The whole cart as it stands: lines priced now, and the applied coupon judged again. A
 * coupon that stopped applying (the cart or the catalogue changed) is dropped here, with a
 * notice saying so, rather than silently kept or silently lost. Creates the cart on first use.
 * `read` is the query to use: by default one run on `db` (a transaction included).
 */
export interface CartCustomer {
  userId: string;
  /** The store settings of the customer's request (its snapshot): shipping, GST, estimates. */
  settings: StoreSettingsValues;
}

export async function readCart(db: Database, { userId, settings }: CartCustomer, now: Date, notices: string[] = [], read: WholeCartReader = readWholeCartWith(db)): Promise<Cart> {
  const whole = await read(userId);
  if (!whole) return toCartJson(await ensureCart(db, userId, newId()), [], null, notices, settings);
  const lines = whole.lines.map(priceLine);
  const coupon = whole.coupon ? toCouponRecord(whole.coupon) : undefined;
  let applied: AppliedCoupon | null = null;
  if (coupon) {
    const verdict = await judgeCoupon(db, userId, coupon, lines, now);
    if (verdict.ok) applied = { coupon, discountPaise: verdict.discountPaise, freeShipping: verdict.freeShipping };
    else {
      await dropCoupon(db, whole.cart.id, coupon.id);
      notices.push(couponDroppedMessage(coupon.code, verdict.message));
    }
  }
  return toCartJson(whole.cart, lines, applied, notices, settings);
}
