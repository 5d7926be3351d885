import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { newId } from '../../lib/new-id';
import { categories, coupons } from '../schema/index';

const DAY_MS = 24 * 3600 * 1000;
const rupees = (amount: number) => amount * 100;

type SeedCoupon = Omit<typeof coupons.$inferInsert, 'id' | 'validFrom' | 'validUntil' | 'applicableCategories'> & {
  /** Days from the seeding moment: the window the coupon is valid in. */
  window: { fromDays: number; untilDays: number };
  categorySlugs?: string[];
};

/**
 * The demo coupons, one per rule of spec B section 5: a capped percentage with a minimum order,
 * a fixed amount, free shipping, a category scope, a once-per-customer coupon, an expired one
 * and one with a single redemption in all (LIMITED1, the first order to use it takes it).
 */
export const SEED_COUPONS: SeedCoupon[] = [
  {
    code: 'WELCOME10', type: 'percentage', value: 10, minOrderValuePaise: rupees(5_000), maxDiscountAmountPaise: rupees(2_000),
    title: '10% off your order', description: '10% off orders of ₹5,000 or more, up to ₹2,000.',
    terms: ['Minimum order ₹5,000', 'Maximum discount ₹2,000', 'One coupon per order'], window: { fromDays: -30, untilDays: 365 },
  },
  {
    code: 'FLAT500', type: 'fixed', value: rupees(500), minOrderValuePaise: rupees(10_000), maxDiscountAmountPaise: null,
    title: '₹500 off', description: 'A flat ₹500 off orders of ₹10,000 or more.',
    terms: ['Minimum order ₹10,000', 'One coupon per order'], window: { fromDays: -30, untilDays: 365 },
  },
  {
    code: 'FREESHIP', type: 'free_shipping', value: 0, minOrderValuePaise: 0, maxDiscountAmountPaise: null,
    title: 'Free standard shipping', description: 'Free standard shipping on any order.',
    terms: ['Standard delivery (5-7 days) only', 'One coupon per order'], window: { fromDays: -30, untilDays: 365 },
  },
  {
    code: 'RINGS15', type: 'percentage', value: 15, minOrderValuePaise: 0, maxDiscountAmountPaise: rupees(5_000),
    title: '15% off rings', description: '15% off every ring in your cart, up to ₹5,000.',
    terms: ['Rings only', 'Maximum discount ₹5,000', 'One coupon per order'], window: { fromDays: -30, untilDays: 365 }, categorySlugs: ['rings'],
  },
  {
    code: 'FESTIVE25', type: 'percentage', value: 25, minOrderValuePaise: rupees(50_000), maxDiscountAmountPaise: rupees(10_000), userUsageLimit: 1,
    title: 'Festive 25% off', description: '25% off orders of ₹50,000 or more, up to ₹10,000. Once per customer.',
    terms: ['Minimum order ₹50,000', 'Maximum discount ₹10,000', 'Once per customer'], window: { fromDays: -7, untilDays: 90 },
  },
  {
    code: 'EXPIRED20', type: 'percentage', value: 20, minOrderValuePaise: 0, maxDiscountAmountPaise: rupees(3_000),
    title: 'Monsoon 20% off', description: 'A past offer: 20% off, up to ₹3,000.',
    terms: ['Offer ended'], window: { fromDays: -90, untilDays: -1 },
  },
  {
    code: 'LIMITED1', type: 'fixed', value: rupees(1_000), minOrderValuePaise: rupees(5_000), maxDiscountAmountPaise: null, usageLimit: 1,
    title: '₹1,000 off, first order only', description: '₹1,000 off orders of ₹5,000 or more, for the first shopper to use it.',
    terms: ['Minimum order ₹5,000', 'Only one redemption in all'], window: { fromDays: -30, untilDays: 365 },
  },
];

/** Inserts the demo coupons with windows counted from `now`; category scopes by slug. */
export async function seedCoupons(db: Database, now: Date): Promise<void> {
  for (const { window, categorySlugs = [], ...coupon } of SEED_COUPONS) {
    const categoryIds: string[] = [];
    for (const slug of categorySlugs) {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1);
      if (row) categoryIds.push(row.id);
    }
    await db.insert(coupons).values({
      ...coupon,
      id: newId(),
      applicableCategories: categoryIds,
      validFrom: new Date(now.getTime() + window.fromDays * DAY_MS),
      validUntil: new Date(now.getTime() + window.untilDays * DAY_MS),
    });
  }
}
