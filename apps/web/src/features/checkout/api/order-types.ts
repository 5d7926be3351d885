/**
 * The order answer of `/api/orders` as the checkout reads it (amounts in rupees). Only the
 * fields the checkout and confirmation pages show; the server's schema has more.
 */
export type OrderStatus =
  | 'pending'
  | 'confirmed'
  | 'processing'
  | 'shipped'
  | 'out_for_delivery'
  | 'delivered'
  | 'cancelled'
  | 'refunded'
  | 'returned';

export type PaymentMethodId = 'card' | 'upi' | 'netbanking' | 'wallet' | 'emi' | 'cod';
export type ShippingMethodCode = 'standard' | 'express' | 'overnight';

export interface OrderItem {
  _id: string;
  productId: string;
  quantity: number;
  productSnapshot: { name: string; slug: string; image: string; sku?: string; metal?: string; purity?: string; categoryId?: string };
  variantAttributes?: Record<string, string> | Array<{ name: string; value: string }> | null;
  unitPrice: number;
  lineTotal: number;
}

export interface OrderAddress {
  title?: string;
  name?: string;
  address?: string;
  formatted_address?: string;
  contact_number?: string;
  pin_code?: string;
  city?: string;
  district?: string;
  state?: string;
}

export interface Order {
  _id: string;
  id: string;
  orderNumber: string;
  status: OrderStatus;
  statusLabel?: string;
  paymentMethod: PaymentMethodId;
  paymentStatus: 'pending' | 'paid' | 'failed' | 'refunded';
  shippingMethod: ShippingMethodCode;
  items: OrderItem[];
  totals: { itemCount: number; subtotal: number; discountTotal: number; taxTotal: number; shippingTotal: number; grandTotal: number };
  appliedCoupon?: { code: string } | string | null;
  shippingAddress: OrderAddress;
  notes?: string | null;
  estimatedDelivery?: string | null;
  expiresAt?: string | null;
  createdAt: string;
  updatedAt: string;
}
