// `npx tsx bench/serialize-answers.ts`: a micro-benchmark, not a test and not part of `npm run
// bench`. Writes a realistic cart answer (add to cart) and order answer (place order) 10,000
// times with the zod serializer the API used before (fastify-type-provider-zod: safeEncode, then
// JSON.stringify) and with the compiled one production uses now (lib/response-serializer.ts).
// Prints the median of 7 rounds per case (the two serializers' rounds alternate).
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createResponseSerializerCompiler } from '@aabhushan/api/lib/response-serializer';
import { cartEnvelopeSchema, type Cart, type CartItem } from '@aabhushan/shared/schemas/cart';
import { orderEnvelopeSchema, type Order, type OrderItem } from '@aabhushan/shared/schemas/orders';

const ITERATIONS = 10_000;
const ROUNDS = 7;

const at = '2025-03-14T09:26:53.589Z';
const localizedName = (n: number) => ({ en: `Kundan Jhumka Earrings ${n}`, hi: `कुंदन झुमके ${n}`, ta: `குந்தன் ஜிமிக்கி ${n}`, te: `కుందన్ జుమ్కాలు ${n}` });
function cartLine(n: number, withVariant: boolean): CartItem {
  const id = `01JQ8Z6X4T${n}K9M2N7P5R3S1V0W`;
  return {
    _id: id, id, productId: `01JQ8Z5PROD${n}A7B3C9D2E6F4G`, variantId: withVariant ? `01JQ8Z5VAR${n}H8J4K2L6M1N5P` : null,
    productSnapshot: { name: `Kundan Jhumka Earrings ${n}`, image: `/media/products/kundan-jhumka-${n}/1.webp`, slug: `kundan-jhumka-earrings-${n}`, brand: 'Aabhushan' },
    salePrice: 12_345.67, originalPrice: 15_000, isAvailable: true, unavailableReason: null, quantity: 2, maxQuantity: 10, lineTotal: 24_691.34,
    name: `Kundan Jhumka Earrings ${n}`, localizedName: localizedName(n), image: `/media/products/kundan-jhumka-${n}/1.webp`, price: 12_345.67,
    variant: withVariant ? { _id: `01JQ8Z5VAR${n}H8J4K2L6M1N5P`, variantName: '18 inch, 22K', attributes: [{ name: 'Length', value: '18 inch' }, { name: 'Purity', value: '22K' }] } : null,
    customizations: {},
    engraving: null,
    engravingMaxLength: null,
    product: { _id: `01JQ8Z5PROD${n}A7B3C9D2E6F4G`, slug: `kundan-jhumka-earrings-${n}`, categoryId: '01JQ8Z4CATEARRINGS0000000', pricing: { basePrice: 11_986.09, salePrice: 12_345.67, mrp: 15_000 } },
    addedAt: at,
  };
}

const cart: Cart = {
  _id: '01JQ8Z6CART0000000000000001', userId: '01JQ8Z3USER0000000000000001',
  items: [cartLine(1, false), cartLine(2, true), cartLine(3, false)],
  totals: { itemCount: 6, subtotal: 74_074.02, discountTotal: 500, taxTotal: 2_142.93, shippingTotal: 0, grandTotal: 73_574.02 },
  appliedCoupons: [{ code: 'FESTIVE500', type: 'fixed', value: 500, title: { en: '₹500 off this Diwali', hi: 'इस दिवाली ₹500 की छूट' }, discount: 500, freeShipping: false }],
  shippingInfo: { isFreeShipping: true, cost: 0, estimatedDelivery: '5-7 business days', method: 'standard', freeShippingThreshold: 25_000, amountToFreeShipping: 0 },
  taxInfo: { taxRate: 3, taxAmount: 2_142.93, taxInclusive: true },
  status: 'ACTIVE', vendors: [{ storeName: 'Aabhushan', itemCount: 6 }], currency: 'INR', createdAt: at, updatedAt: at,
  totalItems: 6, subtotal: 74_074.02, taxAmount: 2_142.93, shippingCost: 0, discountAmount: 500, total: 73_574.02, lastUpdated: at,
  couponCode: 'FESTIVE500', notices: [],
};

function orderItem(n: number): OrderItem {
  return {
    _id: `01JQ8Z7ITEM${n}0000000000000`, productId: `01JQ8Z5PROD${n}A7B3C9D2E6F4G`, variantId: n === 2 ? `01JQ8Z5VAR${n}H8J4K2L6M1N5P` : null, quantity: 2,
    productSnapshot: {
      name: `Kundan Jhumka Earrings ${n}`, slug: `kundan-jhumka-earrings-${n}`, image: `/media/products/kundan-jhumka-${n}/1.webp`, sku: `AB-KJE-00${n}`,
      metal: 'gold', purity: '22K', netWeight: 8.42, huid: 'A1B2C3', categoryId: '01JQ8Z4CATEARRINGS0000000', localizedName: localizedName(n),
    },
    variantName: n === 2 ? '18 inch, 22K' : null, variantAttributes: n === 2 ? [{ name: 'Length', value: '18 inch' }] : [],
    engraving: null, isReturnable: true,
    unitPrice: 12_345.67, mrp: 15_000, lineTotal: 24_691.34,
  };
}

const order: Order = {
  _id: '01JQ8Z8ORDER000000000000001', id: '01JQ8Z8ORDER000000000000001', orderNumber: 'AB-2025-004213', status: 'pending', statusLabel: 'Pending',
  paymentMethod: 'upi', paymentStatus: 'pending', shippingMethod: 'standard', items: [orderItem(1), orderItem(2), orderItem(3)],
  totals: { itemCount: 6, subtotal: 74_074.02, discountTotal: 500, taxTotal: 2_142.93, shippingTotal: 0, giftWrap: 0, grandTotal: 73_574.02, goldPlanCredit: 0, amountDue: 73_574.02 },
  appliedCoupon: { code: 'FESTIVE500', type: 'fixed', title: '₹500 off this Diwali', discount: 500, freeShipping: false },
  gift: null,
  shippingAddress: {
    _id: '01JQ8Z2ADDR000000000000001', title: 'Home', addressType: 'HOME', name: 'Meera Iyer', address: '14 Johari Bazaar',
    formattedAddress: '14 Johari Bazaar, Jaipur, Rajasthan 302001', contactNumber: '9876543210', pinCode: '302001', city: 'Jaipur',
    district: 'Jaipur', state: 'Rajasthan', coordinates: [75.8235, 26.9196], instruction: 'Ring the bell twice',
  },
  customer: { name: 'Meera Iyer', email: 'meera.iyer@example.com' }, notes: 'Gift wrap, please', estimatedDelivery: at, expiresAt: at,
  createdAt: at, updatedAt: at, actualDelivery: null, cancelReason: null, returnReason: null, canCancel: true, canReturn: false,
  statusHistory: [{ _id: '01JQ8Z9HIST000000000000001', status: 'pending', statusLabel: 'Pending', notes: 'Order placed', changedBy: 'customer', createdAt: at }],
};

const compiled = createResponseSerializerCompiler({ checkAgainstZod: false });
function serializers(schema: z.ZodType) {
  const route = { schema, method: 'POST', url: '/bench', httpStatus: '200' };
  return { zod: zodSerializerCompiler(route), compiled: compiled(route) };
}

/** Median milliseconds per 10,000 answers for each writer, rounds alternated so shifting load hits both alike. */
function medianMs(writers: Array<(value: unknown) => string>, value: unknown): number[] {
  for (const write of writers) for (let i = 0; i < 1_000; i++) write(value); // warm-up
  const rounds: number[][] = writers.map(() => []);
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    writers.forEach((write, index) => {
      const start = process.hrtime.bigint();
      for (let i = 0; i < ITERATIONS; i++) bytes += write(value).length;
      rounds[index]!.push(Number(process.hrtime.bigint() - start) / 1e6);
    });
  }
  if (bytes === 0) throw new Error('nothing written');
  return rounds.map((times) => times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!);
}

const answer = (data: unknown) => ({ success: true, message: 'Done', data });
for (const [name, schema, value] of [['cart', cartEnvelopeSchema, answer(cart)], ['order', orderEnvelopeSchema, answer(order)]] as const) {
  const { zod, compiled: fast } = serializers(schema);
  if (zod(value) !== fast(value)) throw new Error(`${name}: the two serializers disagree`);
  const [before, after] = medianMs([zod, fast], value) as [number, number];
  const perOp = (ms: number) => `${((ms * 1000) / ITERATIONS).toFixed(1)} µs`;
  console.log(`${name} (${zod(value).length} bytes) x ${ITERATIONS}: zod ${before.toFixed(0)} ms (${perOp(before)}/answer), compiled ${after.toFixed(0)} ms (${perOp(after)}/answer), ${(before / after).toFixed(1)}x`);
}
