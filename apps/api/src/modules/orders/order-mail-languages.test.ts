import { eq } from 'drizzle-orm';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { Order } from '@aabhushan/shared/schemas/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import type { TestApp } from '../../test/create-test-app';
import { outboxFor } from '../auth/auth-test-helpers';
import { orderMail, type OrderMailEvent } from './order-mails';
import { call, createOrdersTestApp, placeOk, plainProducts, shopper, signInStaff, stock } from './orders-test-helpers';
import { holdEndedNote } from '@aabhushan/shared/rules/order-status';

const DEVANAGARI = /[\u0900-\u097F]/;

describe("order mails in the customer's language", () => {
  let t: TestApp;
  let piece: Awaited<ReturnType<typeof plainProducts>>[number] | undefined;
  let small: Awaited<ReturnType<typeof plainProducts>>[number] | undefined;
  let staff: { authorization: string };

  beforeAll(async () => {
    t = await createOrdersTestApp();
    [piece, small] = await plainProducts(t, 2);
    // ₹1,25,000: a lakh shows the Indian grouping.
    await stock(t, piece!, { salePricePaise: 12_500_000, mrpPaise: 12_500_000, stockQuantity: 100, maxOrderQuantity: 10, codAvailable: true });
    // Cash on delivery is for smaller orders.
    await stock(t, small!, { salePricePaise: 1_000_000, mrpPaise: 1_000_000, stockQuantity: 100, maxOrderQuantity: 10, codAvailable: true });
    staff = await signInStaff(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A customer whose account keeps `language` (saved as the storefront saves it), an order placed. */
  async function orderIn(language: string | null, more: object = {}, product = piece): Promise<Order> {
    const who = await shopper(t, product!, 1);
    if (language) expect((await call(t, 'PUT', '/api/auth/language', who.authorization, { language })).statusCode).toBe(200);
    return placeOk(t, who, more);
  }
  const rowOf = async (order: Order) => (await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
  const mailsOf = async (order: Order) => outboxFor(t.app, (await rowOf(order)).contactEmail);
  /** Every sentence of the English mail but the greeting: none may be left in a mail in another language. */
  async function englishSentences(order: Order, event: OrderMailEvent): Promise<string[]> {
    const english = orderMail(event, await rowOf(order), '', 'en');
    return [english.subject, ...english.text.split('\n\n').slice(1).flatMap((paragraph) => paragraph.split('\n'))].filter((line) => line !== 'Aabhushan');
  }
  const moveTo = async (order: Order, statuses: string[]) => {
    for (const status of statuses) {
      const response = await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/status`, payload: { status }, headers: { authorization: staff.authorization } });
      expect(response.statusCode, response.body).toBe(200);
    }
  };

  it('writes a Hindi customer the order placed mail in Hindi, the total grouped the Indian way', async () => {
    const order = await orderIn('hi');
    const [mail] = await mailsOf(order);
    expect(mail!.subject).toBe(`आपका Aabhushan ऑर्डर ${order.orderNumber} दर्ज हो गया है`);
    const total = formatInr(order.totals.grandTotal);
    expect(total).toMatch(/^₹1,\d\d,\d{3}$/);
    expect(mail!.text).toContain(`${total} के आपके ऑर्डर ${order.orderNumber} के लिए धन्यवाद।`);
    expect(mail!.text).toMatch(/^नमस्ते Meera Iyer,/);
    expect(mail!.text).toContain('शुभकामनाओं सहित,\nAabhushan');
    expect(mail!.text).toMatch(DEVANAGARI);
    for (const sentence of await englishSentences(order, 'placed')) expect(mail!.text + mail!.subject, sentence).not.toContain(sentence);
  });

  it('writes the shipped mail in Hindi too, the delivery day in Hindi', async () => {
    const order = await orderIn('hi', { paymentMethod: 'cod' }, small);
    await moveTo(order, ['confirmed', 'processing', 'shipped']);
    const shipped = (await mailsOf(order)).find((mail) => mail.subject.includes('भेज दिया गया है'));
    expect(shipped, 'the shipped mail').toBeDefined();
    expect(shipped!.subject).toBe(`आपका Aabhushan ऑर्डर ${order.orderNumber} भेज दिया गया है`);
    const day = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(order.estimatedDelivery!));
    expect(shipped!.text).toContain(`यह ${day} तक पहुँच जाना चाहिए।`);
    for (const sentence of await englishSentences(order, 'shipped')) expect(shipped!.text + shipped!.subject, sentence).not.toContain(sentence);
  });

  it('writes Tamil and Telugu customers in theirs', async () => {
    const tamil = await orderIn('ta');
    expect((await mailsOf(tamil))[0]!.subject).toBe(`உங்கள் Aabhushan ஆர்டர் ${tamil.orderNumber} பதிவாகிவிட்டது`);
    const telugu = await orderIn('te');
    expect((await mailsOf(telugu))[0]!.subject).toBe(`మీ Aabhushan ఆర్డర్ ${telugu.orderNumber} నమోదైంది`);
  });

  it('writes an English customer exactly as before', async () => {
    const order = await orderIn(null);
    const [mail] = await mailsOf(order);
    expect(mail!.subject).toBe(`Your Aabhushan order ${order.orderNumber} is placed`);
    expect(mail!.text).toContain(`Thank you for your order ${order.orderNumber} of ${formatInr(order.totals.grandTotal)}.`);
    expect(mail!.text).toContain('Please complete the payment within 30 minutes; an unpaid order is cancelled after that.');
    expect(mail!.text).toMatch(/^Namaste Meera Iyer,/);
    expect(mail!.text).toMatch(/\n\nWith warm regards,\nAabhushan$/);
    expect(mail!.text).not.toMatch(DEVANAGARI);
  });

  it("writes the hold that ended in the customer's language when an order is cancelled for it", () => {
    const row = { orderNumber: 'AB-1', grandTotalPaise: 12_500_000, contactEmail: 'a@example.com', customerName: 'Asha', paymentMethod: 'upi', paymentStatus: 'pending', shippingAddress: { city: 'Jaipur' }, estimatedDelivery: new Date('2026-12-01T00:00:00Z') } as unknown as Parameters<typeof orderMail>[1];
    expect(orderMail('cancelled', row, 'Payment not received within 30 minutes', 'hi').text).toContain('आपका ऑर्डर AB-1 रद्द कर दिया गया है: 30 मिनट के भीतर भुगतान नहीं मिला');
    // The note as the order's expiry writes it (rules/order-status.ts) is the one recognised: a change of its words fails here.
    expect(orderMail('cancelled', row, holdEndedNote('cod', 15), 'ta').text).toContain('15 நிமிடங்களுக்குள் கேஷ் ஆன் டெலிவரி உறுதிசெய்யப்படவில்லை');
    expect(orderMail('cancelled', row, holdEndedNote('online', 30), 'te').text).toContain('30 నిమిషాలలోపు చెల్లింపు అందలేదు');
    expect(orderMail('cancelled', row, 'Payment not received within 30 minutes', 'en').text).toContain('Your order AB-1 was cancelled: Payment not received within 30 minutes');
    expect(orderMail('refunded', row, '', 'te').text).toContain('₹1,25,000');
  });
});
