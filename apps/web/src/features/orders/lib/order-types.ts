/**
 * The order as the API answers it (the checkout contract's order shape; money in rupees).
 * Kept loose where the server may add fields: the pages read only what they show.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderProductSnapshot {
  name: string;
  slug?: string;
  image?: string | null;
  sku?: string;
  metal?: string | null;
  purity?: string | null;
  netWeight?: number | null;
}

export interface OrderItem {
  _id: string;
  productId: string;
  variantId?: string | null;
  quantity: number;
  productSnapshot: OrderProductSnapshot;
  variantAttributes?: Array<{ name: string; value: string }> | Record<string, string> | null;
  unitPrice: number;
  lineTotal: number;
}

export interface OrderTotals {
  itemCount: number;
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  shippingTotal: number;
  grandTotal: number;
}

export interface OrderAddress {
  name?: string;
  title?: string;
  address?: string;
  formatted_address?: string;
  contact_number?: string;
  pin_code?: string;
  city?: string;
  district?: string;
  state?: string;
}

export interface StatusHistoryEntry {
  status: string;
  notes?: string | null;
  createdAt: string;
}

export interface Order {
  _id: string;
  id: string;
  orderNumber: string;
  status: string;
  statusLabel?: string;
  paymentMethod: string;
  paymentStatus: string;
  shippingMethod: string;
  items: OrderItem[];
  totals: OrderTotals;
  appliedCoupon?: { code: string; discount?: number } | string | null;
  shippingAddress: OrderAddress | null;
  notes?: string | null;
  estimatedDelivery?: string | null;
  expiresAt?: string | null;
  createdAt: string;
  updatedAt?: string;
  actualDelivery?: string | null;
  statusHistory?: StatusHistoryEntry[];
}

/** GET /api/orders/stats (spec B section 3) plus reward points (1 per ₹100 of delivered orders). */
export interface OrderStats {
  totalOrders: number;
  totalSpent: number;
  pendingOrders: number;
  completedOrders: number;
  rewardPoints: number;
}

/** What a guest sees after tracking: the order's progress without the buyer's details. */
export interface TrackedOrder {
  orderNumber: string;
  status: string;
  statusLabel?: string;
  createdAt: string;
  estimatedDelivery?: string | null;
  actualDelivery?: string | null;
  statusHistory: StatusHistoryEntry[];
  items?: Array<Pick<OrderItem, 'quantity'> & { productSnapshot: OrderProductSnapshot }>;
}
