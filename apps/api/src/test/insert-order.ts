import { users } from '../db/schema/accounts';
import { orderItems, orders, orderStatusHistory } from '../db/schema/orders';
import type { Database } from '../db/client';
import { createDataCipher } from '../lib/data-cipher';
import { newId } from '../lib/new-id';
import { sealOrderAddress } from '../modules/orders/order-address-seal';
import { TEST_DATA_KEY } from './create-test-app';
import { eq } from 'drizzle-orm';

export interface TestOrderItem {
  productId: string;
  name: string;
  quantity: number;
  unitPricePaise: number;
  metal?: string;
  purity?: string | null;
  netWeightMg?: number | null;
}

export interface TestOrderOptions {
  status?: string;
  paymentMethod?: string;
  paymentStatus?: string;
  items?: TestOrderItem[];
  discountPaise?: number;
  shippingPaise?: number;
  address?: { city: string; district: string; state: string; pinCode: string };
  deliveredAt?: Date | null;
}

const JAIPUR = { city: 'Jaipur', district: 'Jaipur', state: 'Rajasthan', pinCode: '302018' };

/**
 * An order written straight into the tables in any status, for tests of modules that read
 * orders (invoices, reviews) without walking checkout, payment and delivery each time.
 */
export async function insertTestOrder(db: Database, userId: string, options: TestOrderOptions = {}): Promise<{ id: string; orderNumber: string }> {
  const items = options.items ?? [{ productId: newId(), name: 'Kundan Polki Choker Necklace', quantity: 1, unitPricePaise: 1_84_999_00 }];
  const subtotal = items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0);
  const discount = options.discountPaise ?? 0;
  const shipping = options.shippingPaise ?? 0;
  const goods = subtotal - discount;
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  const id = newId();
  const orderNumber = `AB-2026-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}${id.slice(-4)}`;
  const address = options.address ?? JAIPUR;
  const status = options.status ?? 'confirmed';
  await db.insert(orders).values({
    id,
    orderNumber,
    userId,
    status,
    paymentMethod: options.paymentMethod ?? 'upi',
    paymentStatus: options.paymentStatus ?? (status === 'pending' ? 'pending' : 'paid'),
    shippingMethod: 'standard',
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotalPaise: subtotal,
    discountPaise: discount,
    taxPaise: goods - Math.round((goods * 100) / 103),
    shippingPaise: shipping,
    grandTotalPaise: goods + shipping,
    // Sealed as placement does, under the test apps' key, so the order answer and invoice open it.
    shippingAddress: sealOrderAddress(createDataCipher(TEST_DATA_KEY), id, {
      addressId: newId(),
      title: 'Home',
      addressType: 'HOME',
      name: user?.name ?? 'Test Customer',
      address: 'B-42, Shanti Nagar, Near Durgapura Flyover',
      formattedAddress: '',
      contactNumber: '9876543210',
      ...address,
      stateCode: null,
      coordinates: null,
      instruction: '',
      codAvailable: true,
    }),
    customerName: user?.name ?? 'Test Customer',
    contactEmail: user?.email ?? 'test@example.com',
    contactPhoneDigest: 'test',
    estimatedDelivery: new Date(Date.now() + 5 * 86_400_000),
    deliveredAt: options.deliveredAt ?? (status === 'delivered' ? new Date() : null),
  });
  await db.insert(orderItems).values(
    items.map((item, position) => ({
      id: newId(),
      orderId: id,
      position,
      productId: item.productId,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      mrpPaise: item.unitPricePaise,
      lineTotalPaise: item.unitPricePaise * item.quantity,
      productSnapshot: {
        name: item.name,
        slug: item.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        image: '',
        sku: `AB-T-${position + 1}`,
        metal: item.metal ?? 'gold',
        purity: item.purity === undefined ? '22K' : item.purity,
        netWeightMg: item.netWeightMg === undefined ? 12_500 : item.netWeightMg,
        huid: null,
        categoryId: '',
        codAvailable: true,
      },
    })),
  );
  await db.insert(orderStatusHistory).values({ id: newId(), orderId: id, status, notes: '', changedBy: 'system' });
  return { id, orderNumber };
}
