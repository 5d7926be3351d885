import type { Order } from '../features/orders/lib/order-types';

/** An order as GET /api/orders/{id} answers it, for storefront tests. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    id: 'o1',
    orderNumber: 'AB-2026-000123',
    status: 'confirmed',
    statusLabel: 'Confirmed',
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    shippingMethod: 'standard',
    items: [
      {
        _id: 'i1',
        productId: 'p1',
        variantId: null,
        quantity: 1,
        productSnapshot: { name: 'Kundan Jhumka Earrings', slug: 'kundan-jhumka-earrings', image: null, sku: 'AB-JH-01', metal: 'Gold', purity: '22K', netWeight: 8.4 },
        variantAttributes: null,
        unitPrice: 48_500,
        lineTotal: 48_500,
      },
    ],
    totals: { itemCount: 1, subtotal: 48_500, discountTotal: 0, taxTotal: 1_455, shippingTotal: 0, grandTotal: 49_955 },
    appliedCoupon: null,
    shippingAddress: { name: 'Asha Verma', address: '12 MI Road', city: 'Jaipur', state: 'Rajasthan', pin_code: '302001', contact_number: '9876543210' },
    notes: null,
    estimatedDelivery: '2026-11-30T00:00:00.000Z',
    expiresAt: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    actualDelivery: null,
    ...overrides,
  };
}
