import { DELETED_CUSTOMER_NAME, deletedAccountEmail } from '@aabhushan/shared/rules/account-deletion';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses, auditEvents, carts, confirmedPhones, invoices, mailOutbox, newsletterSubscribers, oneTimeTokens, orders, refreshTokens, reviews, users, wishlists,
} from '../../db/schema/index';
import { newId } from '../../lib/new-id';
import type { TestApp } from '../../test/create-test-app';
import { readServedPdfText } from '../../test/pdf-text';
import { bearer, signedInUser } from '../auth/auth-test-helpers';
import { addToCart, call, createOrdersTestApp, place, plainProducts, saveAddress, signInStaff, stock } from '../orders/orders-test-helpers';

/** What a deletion erases, row by row, and what it keeps for the law with the personal fields replaced. */
let t: TestApp;
beforeAll(async () => {
  t = await createOrdersTestApp();
});
afterAll(async () => {
  await t.close();
});

/** How many rows each table that belongs to the customer holds for them. */
async function rowsOf(userId: string) {
  const db = t.database.db;
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    addresses: await count(db.select().from(addresses).where(eq(addresses.userId, userId))),
    carts: await count(db.select().from(carts).where(eq(carts.userId, userId))),
    wishlists: await count(db.select().from(wishlists).where(eq(wishlists.userId, userId))),
    confirmedPhones: await count(db.select().from(confirmedPhones).where(eq(confirmedPhones.userId, userId))),
    oneTimeTokens: await count(db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId))),
    refreshTokens: await count(db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId))),
  };
}

describe('POST /api/auth/delete-account: what is erased and what is kept', () => {
  it('erases the profile, addresses, wishlist, cart, tokens, phones, newsletter and mails; keeps orders, invoice and review stars without the person', async () => {
    const staff = await signInStaff(t);
    const [piece, loved] = await plainProducts(t, 2);
    await stock(t, piece!, { salePricePaise: 300_000, mrpPaise: 300_000, stockQuantity: 5, codAvailable: true });
    const session = await signedInUser(t.app, { name: 'Sunita Chauhan', contact: 9876501234, newsletter: true });
    const authorization = bearer(session.accessToken).authorization;
    const addressId = await saveAddress(t, session.userId, '9876501234');
    await addToCart(t, authorization, piece!.id);
    const placed = await place(t, authorization, { addressId, shippingMethod: 'standard', paymentMethod: 'cod', notes: 'Ring the bell twice' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data as { id: string; orderNumber: string };
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
      const moved = await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/status`, payload: { status }, headers: { authorization: staff.authorization } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect((await call(t, 'GET', `/api/orders/${order.id}/invoice`, authorization)).statusCode).toBe(200);
    const [invoiceBefore] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    await call(t, 'POST', '/api/wishlist/add', authorization, { productId: loved!.id });
    await addToCart(t, authorization, loved!.id);
    await t.database.db.insert(reviews).values({ id: newId(), productId: piece!.id, userId: session.userId, rating: 4, comment: 'Bought it for my sister Kavita in Jaipur.' });
    await t.database.db.insert(confirmedPhones).values({ userId: session.userId, phoneDigest: 'digest-of-a-phone', confirmedAt: new Date() });
    expect(Object.values(await rowsOf(session.userId)).every((n) => n > 0), JSON.stringify(await rowsOf(session.userId))).toBe(true);
    await t.app.jobs.runDue();
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, session.email))).not.toEqual([]);

    const deleted = await call(t, 'POST', '/api/auth/delete-account', authorization, { password: session.password });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // The account row stays (its orders belong to it), with nothing of the person left.
    const [user] = await t.database.db.select().from(users).where(eq(users.id, session.userId));
    expect(user).toMatchObject({
      name: DELETED_CUSTOMER_NAME, email: deletedAccountEmail(session.userId), passwordHash: '!',
      contact: null, dob: null, gender: null, area: null, city: null, state: null, country: null, pincode: null, emailVerifiedAt: null, newsletterOptIn: false,
    });
    expect(await rowsOf(session.userId)).toEqual({ addresses: 0, carts: 0, wishlists: 0, confirmedPhones: 0, oneTimeTokens: 0, refreshTokens: 0 });
    expect(await t.database.db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = lower(${session.email})`)).toEqual([]);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, session.email))).toEqual([]);

    // The review keeps its stars, loses its words, and is shown under "Deleted customer".
    const [review] = await t.database.db.select().from(reviews).where(eq(reviews.userId, session.userId));
    expect(review).toMatchObject({ rating: 4, comment: '' });
    const listed = await t.app.inject({ method: 'GET', url: `/api/public/product/${piece!.id}/reviews` });
    expect(listed.json().data.map((entry: { user: { name: string } }) => entry.user.name), listed.body).toContain(DELETED_CUSTOMER_NAME);
    expect(listed.body).not.toContain('Sunita');

    // The order and its invoice are kept, with only the state left of the address.
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ status: 'delivered', customerName: DELETED_CUSTOMER_NAME, contactEmail: deletedAccountEmail(session.userId), contactPhoneDigest: '', notes: '' });
    expect(kept!.shippingAddress).toMatchObject({ state: 'Rajasthan', city: '', district: '', coordinates: null, addressId: '', title: '' });
    const staffView = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: { authorization: staff.authorization } })).json().data;
    expect(staffView.customer).toEqual({ id: session.userId, name: DELETED_CUSTOMER_NAME, email: deletedAccountEmail(session.userId) });
    expect(staffView.shippingAddress).toMatchObject({ name: DELETED_CUSTOMER_NAME, address: '', formattedAddress: '', contactNumber: '', pinCode: '', city: '', state: 'Rajasthan', instruction: '' });
    expect(staffView.totals.grandTotal).toBe(placed.json().data.totals.grandTotal);
    const [invoiceAfter] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoiceAfter).toEqual(invoiceBefore);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/invoice`, headers: { authorization: staff.authorization } });
    expect(pdf.statusCode).toBe(200);
    const text = await readServedPdfText(pdf.rawPayload);
    expect(text).toContain(invoiceBefore!.number);
    expect(text).toContain(DELETED_CUSTOMER_NAME);
    // The buyer's blocks (the seller's own address is also in Johari Bazaar) name no one.
    const buyer = text.slice(text.indexOf('BILL TO'), text.indexOf('Description of goods'));
    expect(buyer).toContain(DELETED_CUSTOMER_NAME);
    for (const personal of ['Sunita', 'Johari', '98765', '302001', 'Jaipur']) expect(buyer, personal).not.toContain(personal);

    // Tracking by the old e-mail or phone finds nothing.
    for (const contact of [session.email, '9876501234']) {
      const tracked = await t.app.inject({ method: 'POST', url: '/api/orders/track', payload: { orderNumber: order.orderNumber, contact }, remoteAddress: '10.31.0.1' });
      expect(tracked.statusCode, contact).toBe(404);
    }

    // The audit trail says a customer deleted their account, and nothing about who they were.
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, session.userId));
    expect(audit).toMatchObject({ actorId: session.userId, action: 'customer.delete', entityType: 'customer', before: null });
    expect(audit!.after).toEqual({ ordersKept: 1, reviewsKept: 1, addressesErased: 1, sessionsEnded: 1 });
  });
});
