import { paiseToRupees } from '@aabhushan/shared/rules/money';
import { canCancel, canReturn, getOrderStatusLabel, type PaymentStatus } from '@aabhushan/shared/rules/order-status';
import { isReturnableLine } from '@aabhushan/shared/rules/engraving';
import type { ShippingMethod } from '@aabhushan/shared/rules/order-totals';
import type { Order, OrderItem, OrderTracking, PaymentMethod, StatusHistoryEntry } from '@aabhushan/shared/schemas/orders';
import type { DataCipher } from '../../lib/data-cipher';
import type { StoreSettingsValues } from '../settings/store-settings';
import { openOrderAddress } from './order-address-seal';
import type { OrderRecord } from './orders.repository';
import type { OrderItemRow, OrderRow, StatusHistoryRow } from './orders.types';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toStatusHistoryJson(row: StatusHistoryRow): StatusHistoryEntry {
  return {
    _id: row.id,
    status: row.status,
    statusLabel: getOrderStatusLabel(row.status),
    notes: row.notes,
    changedBy: row.changedBy === 'customer' || row.changedBy === 'staff' ? row.changedBy : 'system',
    createdAt: row.createdAt.toISOString(),
  };
}

export function toOrderItemJson(row: OrderItemRow): OrderItem {
  const snapshot = row.productSnapshot;
  return {
    _id: row.id,
    productId: row.productId,
    variantId: row.variantId,
    quantity: row.quantity,
    productSnapshot: {
      name: snapshot.name,
      slug: snapshot.slug,
      image: snapshot.image,
      sku: snapshot.sku,
      metal: snapshot.metal,
      purity: snapshot.purity,
      netWeight: snapshot.netWeightMg === null ? null : snapshot.netWeightMg / 1000,
      huid: snapshot.huid,
      categoryId: snapshot.categoryId,
      // Orders placed before names were kept in each language have none: the storefront reads `name`.
      ...(snapshot.localizedName ? { localizedName: snapshot.localizedName } : {}),
    },
    variantName: row.variantName,
    variantAttributes: row.variantAttributes,
    engraving: row.engraving,
    isReturnable: isReturnableLine(row),
    unitPrice: paiseToRupees(row.unitPricePaise),
    mrp: paiseToRupees(row.mrpPaise),
    lineTotal: paiseToRupees(row.lineTotalPaise),
  };
}

/**
 * The order answer of the contract (for its owner or staff: the address opened); every amount in
 * rupees. Whether it can still be returned follows the return window of `settings`.
 */
export function toOrderJson({ order, items, history }: OrderRecord, cipher: DataCipher, now: Date, settings: StoreSettingsValues): Order {
  const address = openOrderAddress(cipher, order.id, order.shippingAddress);
  return {
    _id: order.id,
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: getOrderStatusLabel(order.status),
    paymentMethod: order.paymentMethod as PaymentMethod,
    paymentStatus: order.paymentStatus as PaymentStatus,
    shippingMethod: order.shippingMethod as ShippingMethod,
    items: items.map(toOrderItemJson),
    totals: {
      itemCount: order.itemCount,
      subtotal: paiseToRupees(order.subtotalPaise),
      discountTotal: paiseToRupees(order.discountPaise),
      taxTotal: paiseToRupees(order.taxPaise),
      shippingTotal: paiseToRupees(order.shippingPaise),
      giftWrap: paiseToRupees(order.giftWrapPaise),
      grandTotal: paiseToRupees(order.grandTotalPaise),
      goldPlanCredit: paiseToRupees(order.goldPlanCreditPaise),
      amountDue: paiseToRupees(order.grandTotalPaise - order.goldPlanCreditPaise),
    },
    appliedCoupon: order.coupon
      ? { code: order.coupon.code, type: order.coupon.type, title: order.coupon.title, discount: paiseToRupees(order.coupon.discountPaise), freeShipping: order.coupon.freeShipping }
      : null,
    gift: order.isGift ? { wrap: order.giftWrap, wrapCharge: paiseToRupees(order.giftWrapPaise), message: order.giftMessage } : null,
    shippingAddress: {
      _id: address.addressId,
      title: address.title,
      addressType: address.addressType,
      name: address.name,
      address: address.address,
      formattedAddress: address.formattedAddress,
      contactNumber: address.contactNumber,
      pinCode: address.pinCode,
      city: address.city,
      district: address.district,
      state: address.state,
      coordinates: address.coordinates,
      instruction: address.instruction,
    },
    customer: { name: order.customerName, email: order.contactEmail },
    notes: order.notes,
    estimatedDelivery: order.estimatedDelivery.toISOString(),
    expiresAt: order.status === 'pending' && order.paymentStatus !== 'paid' ? iso(order.expiresAt) : null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    actualDelivery: iso(order.deliveredAt),
    cancelReason: order.cancelReason,
    returnReason: order.returnReason,
    canCancel: canCancel(order.status),
    // Within the window, and with at least one piece that may go back (an engraved piece may not).
    canReturn: canReturn({ status: order.status, createdAt: order.createdAt, actualDelivery: order.deliveredAt }, now, settings.returnWindowDays) && items.some(isReturnableLine),
    ...(history ? { statusHistory: history.map(toStatusHistoryJson) } : {}),
  };
}

/** Tracking shows the journey, not the address lines or prices: of the sealed fields it opens only the PIN. */
export function toTrackingJson(order: OrderRow, history: readonly StatusHistoryRow[], cipher: DataCipher): OrderTracking {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: getOrderStatusLabel(order.status),
    paymentStatus: order.paymentStatus as PaymentStatus,
    shippingMethod: order.shippingMethod as ShippingMethod,
    itemCount: order.itemCount,
    destination: { city: order.shippingAddress.city, state: order.shippingAddress.state, pinCode: openOrderAddress(cipher, order.id, order.shippingAddress).pinCode },
    createdAt: order.createdAt.toISOString(),
    estimatedDelivery: order.estimatedDelivery.toISOString(),
    actualDelivery: iso(order.deliveredAt),
    statusHistory: history.map(toStatusHistoryJson),
  };
}
