import { eq, sql } from 'drizzle-orm';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import type { Order } from '@aabhushan/shared/schemas/orders';
import type { Wishlist } from '@aabhushan/shared/schemas/wishlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../db/schema/index';
import type { TestApp } from '../../test/create-test-app';
import { outboxFor } from '../auth/auth-test-helpers';
import { orderMail } from './order-mails';
import { call, createOrdersTestApp, placeOk, plainProducts, shopper, signInStaff, stock } from './orders-test-helpers';

/** The piece's names when it is sold; the catalogue renames it afterwards. Two of them (₹8,000) stay under the phone check for cash on delivery. */
const SOLD_AS = { en: 'Lakshmi Temple Jhumkas', hi: 'लक्ष्मी टेंपल झुमके', ta: 'லட்சுமி கோயில் ஜிமிக்கி', te: 'లక్ష్మి టెంపుల్ జుమ్కాలు' };
const RENAMED = { en: 'Lakshmi Jhumkas', hi: 'लक्ष्मी झुमके', ta: 'லட்சுமி ஜிமிக்கி', te: 'లక్ష్మి జుమ్కాలు' };

describe("a piece's name in each language after Add to cart", () => {
  let t: TestApp;
  let piece: Awaited<ReturnType<typeof plainProducts>>[number] | undefined;
  let staff: { authorization: string };

  beforeAll(async () => {
    t = await createOrdersTestApp();
    [piece] = await plainProducts(t, 1);
    await stock(t, piece!, { salePricePaise: 400_000, mrpPaise: 400_000, stockQuantity: 100, maxOrderQuantity: 10, codAvailable: true });
    await t.database.db.update(products).set({ name: SOLD_AS }).where(eq(products.id, piece!.id));
    staff = await signInStaff(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const rowOf = async (order: Order) => (await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
  const mailsOf = async (order: Order) => outboxFor(t.app, (await rowOf(order)).contactEmail);
  async function tamilOrder(): Promise<{ order: Order; authorization: string }> {
    const who = await shopper(t, piece!, 2);
    expect((await call(t, 'PUT', '/api/auth/language', who.authorization, { language: 'ta' })).statusCode).toBe(200);
    return { order: await placeOk(t, who, { paymentMethod: 'cod' }), authorization: who.authorization };
  }
  const moveTo = async (order: Order, statuses: string[]) => {
    for (const status of statuses) expect((await call(t, 'PATCH', `/api/orders/${order.id}/status`, staff.authorization, { status })).statusCode).toBe(200);
  };

  it('answers the cart line with its name in every language, `name` still English', async () => {
    const who = await shopper(t, piece!, 1);
    const cart = (await call(t, 'GET', '/api/v1/cart', who.authorization)).json().data as Cart;
    expect(cart.items[0]!.name).toBe(SOLD_AS.en);
    expect(cart.items[0]!.productSnapshot.name).toBe(SOLD_AS.en);
    expect(cart.items[0]!.localizedName).toEqual(SOLD_AS);
  });

  it("answers the wishlist item's snapshot with its name in every language", async () => {
    const who = await shopper(t, piece!, 1);
    expect((await call(t, 'POST', '/api/wishlist/add', who.authorization, { productId: piece!.id })).statusCode).toBe(201);
    const wishlist = (await call(t, 'GET', '/api/wishlist', who.authorization)).json().data as Wishlist;
    expect(wishlist.items[0]!.productSnapshot.name).toBe(SOLD_AS.en);
    expect(wishlist.items[0]!.productSnapshot.localizedName).toEqual(SOLD_AS);
  });

  it('keeps the four names the piece was sold under on the order, and names it in Tamil in a Tamil mail', async () => {
    const { order, authorization } = await tamilOrder();
    expect(order.items[0]!.productSnapshot.localizedName).toEqual(SOLD_AS);
    // The catalogue renames the piece: the order still names it as it was sold, in every language.
    await t.database.db.update(products).set({ name: RENAMED }).where(eq(products.id, piece!.id));
    try {
      const read = (await call(t, 'GET', `/api/orders/${order.id}`, authorization)).json().data as Order;
      expect(read.items[0]!.productSnapshot.name).toBe(SOLD_AS.en);
      expect(read.items[0]!.productSnapshot.localizedName).toEqual(SOLD_AS);

      const [placed] = await mailsOf(order);
      expect(placed!.text).toContain(`இந்த ஆர்டரில்:\n${SOLD_AS.ta} × 2`);
      expect(placed!.text).not.toContain(SOLD_AS.en);

      await moveTo(order, ['confirmed', 'processing', 'shipped']);
      const shipped = (await mailsOf(order)).find((mail) => mail.subject.includes('அனுப்பப்பட்டது'));
      expect(shipped!.text).toContain(`இந்த ஆர்டரில்:\n${SOLD_AS.ta} × 2`);
      expect(shipped!.text).not.toContain(RENAMED.ta);
    } finally {
      await t.database.db.update(products).set({ name: SOLD_AS }).where(eq(products.id, piece!.id));
    }
  });

  it('reads an order placed before the names were kept: its English name on the page and in a Tamil mail', async () => {
    const { order, authorization } = await tamilOrder();
    await t.database.db.update(orderItems).set({ productSnapshot: sql`${orderItems.productSnapshot} - 'localizedName'` }).where(eq(orderItems.orderId, order.id));
    const read = (await call(t, 'GET', `/api/orders/${order.id}`, authorization)).json().data as Order;
    expect(read.items[0]!.productSnapshot.name).toBe(SOLD_AS.en);
    expect(read.items[0]!.productSnapshot).not.toHaveProperty('localizedName');
    const list = (await call(t, 'GET', '/api/orders', authorization)).json().data.data as Order[];
    expect(list.find((entry) => entry.id === order.id)!.items[0]!.productSnapshot.name).toBe(SOLD_AS.en);

    await moveTo(order, ['cancelled']);
    const cancelled = (await mailsOf(order)).find((mail) => mail.subject.includes('ரத்து'));
    expect(cancelled!.text).toContain(`இந்த ஆர்டரில்:\n${SOLD_AS.en} × 2`);
  });

  it('names each piece in the English mail too, one a line, and nothing when it is given no pieces', async () => {
    const row = { orderNumber: 'AB-1', grandTotalPaise: 2_000_000, contactEmail: 'a@example.com', customerName: 'Asha', paymentMethod: 'upi', paymentStatus: 'paid', shippingAddress: { city: 'Chennai' }, estimatedDelivery: new Date('2026-12-01T00:00:00Z') } as unknown as Parameters<typeof orderMail>[1];
    const items = [
      { quantity: 1, productSnapshot: { name: SOLD_AS.en, localizedName: SOLD_AS } },
      { quantity: 3, productSnapshot: { name: 'Plain Gold Band' } },
    ] as unknown as Parameters<typeof orderMail>[4];
    expect(orderMail('delivered', row, '', 'en', items).text).toContain(`Your order AB-1 was delivered. We hope you love it.\n\nIn this order:\n${SOLD_AS.en}\nPlain Gold Band × 3\n\nYou may return it`);
    expect(orderMail('delivered', row, '', 'ta', items).html).toContain(`<p>இந்த ஆர்டரில்:<br>${SOLD_AS.ta}<br>Plain Gold Band × 3</p>`);
    expect(orderMail('refunded', row, '', 'te', items).text).toContain(`ఈ ఆర్డర్‌లో:\n${SOLD_AS.te}\nPlain Gold Band × 3`);
    expect(orderMail('refunded', row, '', 'hi', items).text).toContain(`इस ऑर्डर में:\n${SOLD_AS.hi}`);
    expect(orderMail('shipped', row, '', 'ta').text).not.toContain('இந்த ஆர்டரில்');
  });
});
