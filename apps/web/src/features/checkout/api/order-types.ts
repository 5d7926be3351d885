/** The order answer of `/api/orders` (shared schema, amounts in rupees) under the names the checkout uses. */
export type { Order, OrderItem, OrderAddress, PaymentMethod as PaymentMethodId } from '@aabhushan/shared/schemas/orders';
export type { ShippingMethod as ShippingMethodCode } from '@aabhushan/shared/rules/order-totals';
