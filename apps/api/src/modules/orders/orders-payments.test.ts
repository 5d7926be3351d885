import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '../../db/schema/index';
import { createDataCipher } from '../../lib/data-cipher';
import type { Mailer, MailMessage } from '../../lib/mail/mailer';
import type { TestApp } from '../../test/create-test-app';
import { createAddressService } from '../addresses/addresses.service';
import { createOrdersService, type OrdersService } from './orders.service';
import { OPENING_STORE_SETTINGS } from '../settings/store-settings';
import { createOrdersTestApp, placeOk, plainProducts, shopper, stock, stockOf, TEST_DATA_KEY } from './orders-test-helpers';

/** The store settings each call is judged under, as a request would pass them. */
const settings = OPENING_STORE_SETTINGS;

/**
 * The calls the payments module makes (markOrderPaid, markPaymentFailed, confirmCashOnDelivery,
 * the refund of a cancelled paid order) and the mail written with each change, on a service built over the test
 * app's database with a recording mailer and refund.
 */
describe('orders service: payment hooks, refunds, mail failures', () => {
  let t: TestApp;
  let service: OrdersService;
  let piece: Awaited<ReturnType<typeof plainProducts>>[number] | undefined;
  const sent: MailMessage[] = [];
  const refunds: Array<[string, string]> = [];
  let failMail = false;
  let failRefund = false;
  const mailer: Mailer = {
    kind: 'outbox',
    async send(message) {
      if (failMail) throw new Error('mail job not written');
      sent.push(message);
    },
  };

  beforeAll(async () => {
    t = await createOrdersTestApp();
    const addresses = createAddressService(t.database.db, { cipher: createDataCipher(TEST_DATA_KEY) });
    service = createOrdersService({
      db: t.database.db,
      mailer,
      cipher: createDataCipher(TEST_DATA_KEY),
      getOwnedAddress: (userId, id) => addresses.getOwnedAddress(userId, id),
      refundPaidOrder: async (orderId, reason) => {
        if (failRefund) throw new Error('provider down');
        refunds.push([orderId, reason]);
      },
    });
    [piece] = await plainProducts(t, 1);
    await stock(t, piece!, { salePricePaise: 500_000, mrpPaise: 500_000, stockQuantity: 100, codAvailable: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const history = async (orderId: string) =>
    (await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).map((row) => row.status);

  it('markOrderPaid confirms a pending order once; a replay changes nothing', async () => {
    const order = await placeOk(t, await shopper(t, piece!, 1));
    const first = await service.markOrderPaid(order.id, { provider: 'test', paymentId: 'pay_1' }, settings);
    expect(first).toMatchObject({ ok: true, outcome: 'paid', order: { status: 'confirmed', paymentStatus: 'paid', paymentReference: 'pay_1', expiresAt: null } });
    const replay = await service.markOrderPaid(order.id, { provider: 'test', paymentId: 'pay_2' }, settings);
    expect(replay).toMatchObject({ ok: true, outcome: 'already_paid', order: { paymentReference: 'pay_1' } });
    expect(await history(order.id)).toEqual(['pending', 'confirmed']);
    // A failure reported after the payment never undoes it.
    expect((await service.markPaymentFailed(order.id)).ok).toBe(true);
    expect((await service.getOrderRow(order.id))!.paymentStatus).toBe('paid');
  });

  it('markOrderPaid on an order already cancelled keeps it cancelled and says so (payments refunds it)', async () => {
    const who = await shopper(t, piece!, 1);
    const order = await placeOk(t, who);
    expect((await service.cancelOrder(who.userId, order.id, 'Too slow', settings)).ok).toBe(true);
    const late = await service.markOrderPaid(order.id, { provider: 'test', paymentId: 'pay_late' }, settings);
    expect(late).toMatchObject({ ok: true, outcome: 'paid_after_cancel', order: { status: 'cancelled', paymentStatus: 'paid' } });
    expect(await service.markOrderPaid('missing', { provider: 'test', paymentId: 'x' }, settings)).toMatchObject({ ok: false, status: 404 });
  });

  it('markPaymentFailed marks a pending payment failed; the order stays pending for a retry', async () => {
    const order = await placeOk(t, await shopper(t, piece!, 1));
    const failed = await service.markPaymentFailed(order.id);
    expect(failed).toMatchObject({ ok: true, order: { status: 'pending', paymentStatus: 'failed' } });
    expect((await service.markOrderPaid(order.id, { provider: 'test', paymentId: 'pay_retry' }, settings))).toMatchObject({ outcome: 'paid', order: { status: 'confirmed' } });
  });

  it('confirmCashOnDelivery confirms a COD order (also switching an unpaid online one) and stops its expiry', async () => {
    const cod = await shopper(t, piece!, 1);
    const codOrder = await placeOk(t, cod, { paymentMethod: 'cod' });
    expect(await service.confirmCashOnDelivery(cod.userId, codOrder.id, settings)).toMatchObject({ ok: true, order: { status: 'confirmed', paymentStatus: 'pending' } });
    expect(await service.confirmCashOnDelivery(cod.userId, codOrder.id, settings)).toMatchObject({ ok: true, order: { status: 'confirmed' } });
    const online = await shopper(t, piece!, 1);
    const onlineOrder = await placeOk(t, online);
    expect(await service.confirmCashOnDelivery(online.userId, onlineOrder.id, settings)).toMatchObject({ ok: true, order: { paymentMethod: 'cod', status: 'confirmed', expiresAt: null } });
    expect(await service.confirmCashOnDelivery(cod.userId, onlineOrder.id, settings)).toMatchObject({ ok: false, status: 404, message: 'Order not found' });
    // Above the COD limit (₹50,000): refused.
    const big = await shopper(t, piece!, 10);
    await stock(t, piece!, { salePricePaise: 600_000 });
    const bigOrder = await placeOk(t, big);
    await stock(t, piece!, { salePricePaise: 500_000 });
    expect(await service.confirmCashOnDelivery(big.userId, bigOrder.id, settings)).toMatchObject({ ok: false, status: 400, message: 'Cash on delivery is not available for this order' });
  });

  it('cancelling a paid order refunds it through payments and ends refunded; a failed refund leaves it cancelled', async () => {
    const who = await shopper(t, piece!, 2);
    const order = await placeOk(t, who);
    await service.markOrderPaid(order.id, { provider: 'test', paymentId: 'pay_r' }, settings);
    const before = await stockOf(t, piece!.id);
    const cancelled = await service.cancelOrder(who.userId, order.id, 'No longer needed', settings);
    expect(cancelled).toMatchObject({ ok: true, message: 'Order cancelled successfully', order: { status: 'refunded', paymentStatus: 'refunded' } });
    expect(refunds).toContainEqual([order.id, 'No longer needed']);
    expect(await stockOf(t, piece!.id)).toBe(before + 2);
    expect(await history(order.id)).toEqual(['pending', 'confirmed', 'cancelled', 'refunded']);
    expect(sent.map((mail) => mail.subject)).toContain(`Your Aabhushan refund for ${order.orderNumber}`);

    failRefund = true;
    const second = await shopper(t, piece!, 1);
    const secondOrder = await placeOk(t, second);
    await service.markOrderPaid(secondOrder.id, { provider: 'test', paymentId: 'pay_s' }, settings);
    const pending = await service.cancelOrder(second.userId, secondOrder.id, '', settings);
    expect(pending).toMatchObject({ ok: true, message: 'Order cancelled. Your refund is being processed.', order: { status: 'cancelled', paymentStatus: 'paid' } });
    failRefund = false;
    // Staff refund it later through the payments module, which reports back here.
    expect(await service.markOrderRefunded(secondOrder.id, 'Refunded by staff', settings)).toMatchObject({ ok: true, order: { status: 'refunded', paymentStatus: 'refunded' } });
    expect(await service.markOrderRefunded(secondOrder.id, 'Refunded by staff', settings)).toMatchObject({ ok: true, order: { status: 'refunded' } });
  });

  it('the mail is part of the change: a mail that cannot be written leaves no order and takes no stock (one transaction)', async () => {
    // The mail server's state never reaches an order: mail is a job (lib/mail/mail-jobs.test.ts).
    // Writing that job is part of the change, so a failure there undoes the change, and the other way round.
    const who = await shopper(t, piece!, 1);
    const before = await stockOf(t, piece!.id);
    const place = () => service.placeOrder(who.userId, { addressId: who.addressId, shippingMethod: 'standard', paymentMethod: 'upi' }, settings);
    failMail = true;
    try {
      await expect(place()).rejects.toThrow('mail job not written');
    } finally {
      failMail = false;
    }
    expect(await stockOf(t, piece!.id)).toBe(before);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, who.userId))).toEqual([]);
    const placed = await place();
    expect(placed).toMatchObject({ ok: true, created: true });
    if (!placed.ok) return;
    failMail = true;
    try {
      await expect(service.cancelOrder(who.userId, placed.order.id, '', settings)).rejects.toThrow('mail job not written');
    } finally {
      failMail = false;
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row!.status).toBe('pending');
    expect(await stockOf(t, piece!.id)).toBe(before - 1);
  });

  it('the default refund refuses rather than pretending: a paid order stays cancelled, not refunded', async () => {
    const addresses = createAddressService(t.database.db, { cipher: createDataCipher(TEST_DATA_KEY) });
    const bare = createOrdersService({ db: t.database.db, mailer, cipher: createDataCipher(TEST_DATA_KEY), getOwnedAddress: (userId, id) => addresses.getOwnedAddress(userId, id) });
    const who = await shopper(t, piece!, 1);
    const order = await placeOk(t, who);
    await bare.markOrderPaid(order.id, { provider: 'test', paymentId: 'pay_d' }, settings);
    expect(await bare.cancelOrder(who.userId, order.id, '', settings)).toMatchObject({ ok: true, order: { status: 'cancelled', paymentStatus: 'paid' } });
  });
});
