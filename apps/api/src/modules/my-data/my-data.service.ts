import type { Address } from '@aabhushan/shared/schemas/address';
import type { Order } from '@aabhushan/shared/schemas/orders';
import type { Wishlist } from '@aabhushan/shared/schemas/wishlist';
import type { Database } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { readProfile } from '../auth/user.mapper';
import { createUsersRepository } from '../auth/users.repository';
import { findOwnReviews, findSignIns } from './my-data.repository';
import { listOwnEnrolments } from '../gold-plans/gold-plans.repository';
import { enrolmentAnswers } from '../gold-plans/gold-plans.service';
import type { StoreSettingsValues } from '../settings/store-settings';

export interface MyDataDeps {
  db: Database;
  /** Opens the account's sealed fields. */
  cipher: DataCipher;
  listAddresses: (userId: string) => Promise<Address[]>;
  listOrders: (userId: string, page: number, limit: number, settings: StoreSettingsValues) => Promise<{ orders: Order[]; pagination: { hasNextPage: boolean } }>;
  getWishlist: (userId: string) => Promise<Wishlist>;
  now?: () => Date;
}

/** Orders are read in pages of this size until the last. */
const ORDER_PAGE = 100;

/**
 * Everything the store keeps about a customer, for them to download (India's Digital Personal
 * Data Protection Act, right of access): profile, consents, addresses, orders, gold plans, reviews, wishlist
 * and sign-ins, opened (addresses in clear), in one JSON document. Null when the account is gone.
 */
export function createMyDataService({ db, cipher, listAddresses, listOrders, getWishlist, now = () => new Date() }: MyDataDeps) {
  const users = createUsersRepository(db, cipher);
  async function allOrders(userId: string, settings: StoreSettingsValues): Promise<Order[]> {
    const orders: Order[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await listOrders(userId, page, ORDER_PAGE, settings);
      orders.push(...answer.orders);
      if (!answer.pagination.hasNextPage) return orders;
    }
  }

  return {
    /** `settings`: the store settings of the request (an order's answer says whether it can still be returned). */
    async exportFor(userId: string, settings: StoreSettingsValues) {
      const [user, profile] = await Promise.all([users.findById(userId), readProfile(users, userId)]);
      if (!user || !profile) return null;
      const [addresses, orders, goldPlans, reviews, wishlist, signIns] = await Promise.all([
        listAddresses(userId),
        allOrders(userId, settings),
        listOwnEnrolments(db, userId).then((rows) => enrolmentAnswers(db, rows, now())),
        findOwnReviews(db, userId),
        getWishlist(userId),
        findSignIns(db, userId),
      ]);
      return {
        about: 'Everything Aabhushan keeps about you, as of the time below. Orders and invoices are kept for 8 years as GST and company law require.',
        exportedAt: now().toISOString(),
        profile,
        consents: {
          termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
          termsVersion: user.termsVersion,
          newsletter: user.newsletterOptIn,
        },
        addresses,
        orders,
        // Each gold plan as the customer sees it: schedule, instalments paid, maturity, bonus, what orders redeemed and the credit left.
        goldPlans,
        reviews: reviews.map((review) => ({
          piece: review.productName.en,
          link: `/product/${review.productSlug}`,
          rating: review.rating,
          comment: review.comment,
          writtenAt: review.createdAt.toISOString(),
          changedAt: review.updatedAt.toISOString(),
        })),
        wishlist: wishlist.items.map((item) => ({ piece: item.productSnapshot.name, link: `/product/${item.productSnapshot.slug}`, addedAt: item.addedAt })),
        signIns: signIns.map((session) => ({
          startedAt: session.startedAt.toISOString(),
          lastRenewedAt: session.lastRenewedAt.toISOString(),
          remembered: session.remembered,
          endsAt: session.endsAt.toISOString(),
          endedAt: session.endedAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type MyDataService = ReturnType<typeof createMyDataService>;
