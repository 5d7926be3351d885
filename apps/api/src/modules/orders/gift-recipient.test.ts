import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema/index';
import { createDataCipher } from '../../lib/data-cipher';
import type { TestApp } from '../../test/create-test-app';
import { toInvoiceOrder } from '../invoices/invoice-order';
import { addToCart, call, createOrdersTestApp, place, plainProducts, signIn, stock, TEST_DATA_KEY } from './orders-test-helpers';

/** A gift: the address names who receives it; the order, its invoice's "Ship to" and tracking use that name. */
describe('an order to a gift recipient', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createOrdersTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('ships to the recipient named on the address, billed to the account holder', async () => {
    const [piece] = await plainProducts(t, 1);
    await stock(t, piece!, { salePricePaise: 300_000, mrpPaise: 300_000, stockQuantity: 5, codAvailable: true });
    const who = await signIn(t, 'Meera Iyer');
    const address = await call(t, 'POST', '/api/address', who.authorization, {
      title: 'Didi in Pune', name: 'Priya Sharma', address_type: 'OTHER', formatted_address: '7 FC Road, Pune, Maharashtra 411004',
      address: '7 FC Road', contact_number: '9876512345', pin_code: '411004', coordinates: [73.84, 18.52], type: 'Point',
    });
    expect(address.statusCode, address.body).toBe(201);
    await addToCart(t, who.authorization, piece!.id);
    const placed = await place(t, who.authorization, { addressId: address.json().data.id, shippingMethod: 'standard', paymentMethod: 'cod' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    expect(order.shippingAddress).toMatchObject({ name: 'Priya Sharma', contactNumber: '9876512345', city: 'Pune' });

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.customerName).toBe('Meera Iyer');
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const invoice = toInvoiceOrder(row!, items, createDataCipher(TEST_DATA_KEY));
    expect(invoice.address).toMatchObject({ fullName: 'Priya Sharma', phone: '9876512345' });
  });
});
