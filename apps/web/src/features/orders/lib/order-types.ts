/**
 * The order as the API answers it: the shared schemas are the contract (money in rupees).
 * Re-exported here so the storefront's order files read from one place.
 */
export { ORDER_STATUSES } from '@aabhushan/shared/rules/order-status';
export type { OrderStatus } from '@aabhushan/shared/rules/order-status';
export type { Order, OrderItem, OrderAddress, OrderStats, OrderTracking, StatusHistoryEntry } from '@aabhushan/shared/schemas/orders';
