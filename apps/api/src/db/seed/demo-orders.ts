import { and, asc, eq, sql } from 'drizzle-orm';
import { getInclusiveGstPaise } from '@aabhushan/shared/rules/price-breakup';
import type { Database } from '../client';
import { orderItems, orders, orderStatusHistory, products, users } from '../schema/index';
import type { DataCipher } from '../../lib/data-cipher';
import { newId } from '../../lib/new-id';
import { sealOrderAddress } from '../../modules/orders/order-address-seal';
import { phoneDigest } from '../../modules/personal-data/phone-digest';
import { DEMO_CUSTOMER } from './users';

const DAY_MS = 86_400_000;
const JOURNEY = ['pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered'] as const;
const NOTES: Record<(typeof JOURNEY)[number], string> = {
  pending: 'Order placed',
  confirmed: 'Payment received',
  processing: 'Being packed at the Jaipur workshop',
  shipped: 'Handed to the courier',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
};

/** Two past orders: one delivered 40 days ago (past the return window), one 3 days ago. */
const PAST_ORDERS = [
  { placedDaysAgo: 46, deliveredDaysAgo: 40, pieces: [0, 1, 2] },
  { placedDaysAgo: 8, deliveredDaysAgo: 3, pieces: [3, 4, 5] },
] as const;

/**
 * The demo customer's order history, outside production and only while they have no orders:
 * delivered pieces they may review (docs/decisions.md limits reviews to customers who
 * received the piece) and invoices to download, on a fresh clone. Pieces without variants,
 * the first six by slug, at their sale price.
 */
export async function seedDemoOrders(db: Database, cipher: DataCipher, now = new Date(), production = process.env.NODE_ENV === 'production'): Promise<boolean> {
  if (production) return false;
  const [demo] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(sql`lower(${users.email}) = ${DEMO_CUSTOMER.email}`).limit(1);
  if (!demo) return false;
  const [existing] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, demo.id)).limit(1);
  if (existing) return false;
  const pieces = await db
    .select()
    .from(products)
    .where(and(eq(products.isActive, true), sql`not exists (select 1 from product_variants v where v.product_id = ${products.id})`))
    .orderBy(asc(products.slug))
    .limit(6);
  if (pieces.length < 6) return false;
  await db.transaction(async (tx) => {
    for (const past of PAST_ORDERS) {
      const placedAt = new Date(now.getTime() - past.placedDaysAgo * DAY_MS);
      const deliveredAt = new Date(now.getTime() - past.deliveredDaysAgo * DAY_MS);
      const lines = past.pieces.map((index) => pieces[index]!);
      const subtotal = lines.reduce((sum, piece) => sum + piece.salePricePaise, 0);
      const shipping = subtotal >= 2_500_000 ? 0 : 5_000;
      const result = (await tx.execute(sql`select nextval('order_number_seq') as n`)) as unknown as { rows: Array<{ n: string | number }> };
      const orderNumber = `AB-${placedAt.getUTCFullYear()}-${String(Number(result.rows[0]!.n)).padStart(6, '0')}`;
      const orderId = newId();
      const cod = subtotal + shipping <= 5_000_000;
      await tx.insert(orders).values({
        id: orderId,
        orderNumber,
        userId: demo.id,
        status: 'delivered',
        paymentMethod: cod ? 'cod' : 'upi',
        // Cash on delivery is paid at the door; an online payment before dispatch.
        paymentStatus: 'paid',
        paymentProvider: cod ? null : 'test',
        paymentReference: cod ? null : `pay_demo_${orderId.slice(-10)}`,
        shippingMethod: 'standard',
        itemCount: lines.length,
        subtotalPaise: subtotal,
        discountPaise: 0,
        taxPaise: getInclusiveGstPaise(subtotal, 3),
        shippingPaise: shipping,
        grandTotalPaise: subtotal + shipping,
        shippingAddress: sealOrderAddress(cipher, orderId, {
          addressId: newId(),
          title: 'Home',
          addressType: 'HOME',
          name: demo.name,
          address: '21 Tilak Marg, C-Scheme',
          formattedAddress: `21 Tilak Marg, C-Scheme, ${DEMO_CUSTOMER.city}, ${DEMO_CUSTOMER.state} ${DEMO_CUSTOMER.pincode}`,
          contactNumber: DEMO_CUSTOMER.contact,
          pinCode: DEMO_CUSTOMER.pincode,
          city: DEMO_CUSTOMER.city,
          district: DEMO_CUSTOMER.city,
          state: DEMO_CUSTOMER.state,
          stateCode: null,
          coordinates: null,
          instruction: '',
          codAvailable: true,
        }),
        customerName: demo.name,
        contactEmail: demo.email.toLowerCase(),
        contactPhoneDigest: phoneDigest(cipher, DEMO_CUSTOMER.contact),
        estimatedDelivery: deliveredAt,
        paidAt: cod ? deliveredAt : placedAt,
        deliveredAt,
        createdAt: placedAt,
        updatedAt: deliveredAt,
      });
      await tx.insert(orderItems).values(
        lines.map((piece, position) => ({
          id: newId(),
          orderId,
          position,
          productId: piece.id,
          quantity: 1,
          unitPricePaise: piece.salePricePaise,
          mrpPaise: piece.basePricePaise,
          lineTotalPaise: piece.salePricePaise,
          productSnapshot: {
            name: piece.name.en,
            localizedName: piece.name,
            slug: piece.slug,
            image: (piece.images.find((image) => image.isPrimary) ?? piece.images[0])?.url ?? '',
            sku: `AB-${piece.id.slice(-8).toUpperCase()}`,
            metal: piece.metal,
            purity: piece.metalPurity,
            netWeightMg: piece.metalWeightMg,
            huid: piece.huid,
            categoryId: piece.categoryId,
            codAvailable: piece.codAvailable,
          },
        })),
      );
      // The journey from placed to delivered, spread over the days between.
      const step = (deliveredAt.getTime() - placedAt.getTime()) / (JOURNEY.length - 1);
      await tx.insert(orderStatusHistory).values(
        JOURNEY.map((status, index) => ({
          id: newId(),
          orderId,
          status,
          notes: NOTES[status],
          changedBy: index === 0 ? 'customer' : 'system',
          createdAt: new Date(placedAt.getTime() + index * step),
        })),
      );
    }
  });
  return true;
}
