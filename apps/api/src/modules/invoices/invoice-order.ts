import type { DataCipher } from '../../lib/data-cipher';
import { openOrderAddress } from '../orders/order-address-seal';
import type { OrderItemRow, OrderRow } from '../orders/orders.types';
import type { InvoiceOrder, InvoiceOrderItem } from './invoice-document';

const PAYMENT_LABELS: Record<string, string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  cod: 'Cash on delivery',
};

/** How the order is paid: a gold plan's credit names the plan, and the method chosen for any rest. */
function paymentLabel(order: OrderRow): string {
  const chosen = PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod;
  if (order.goldPlanCreditPaise <= 0) return chosen;
  return order.goldPlanCreditPaise >= order.grandTotalPaise ? 'Gold plan' : `Gold plan and ${chosen}`;
}

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "22K Gold", "925 Silver", "Gold" (no purity recorded). */
export function metalPurityLabel(metal: string, purity: string | null): string | null {
  const name = metal.trim() ? titleCase(metal.trim()) : '';
  if (!name) return purity;
  return purity ? `${purity} ${name}` : name;
}

/** A piece's certificates by its product id, each as "IGI DEMO-IGI-24018". */
export type CertificatesByProduct = ReadonlyMap<string, readonly string[]>;

function itemFromRow(row: OrderItemRow, certificates: CertificatesByProduct): InvoiceOrderItem {
  const snapshot = row.productSnapshot;
  const variant = row.variantName ?? row.variantAttributes.map((attribute) => `${attribute.name} ${attribute.value}`).join(', ');
  return {
    name: snapshot.name,
    sku: snapshot.sku,
    metalPurity: metalPurityLabel(snapshot.metal, snapshot.purity),
    netWeightGrams: snapshot.netWeightMg === null ? null : snapshot.netWeightMg / 1000,
    variantLabel: variant,
    quantity: row.quantity,
    unitPricePaise: row.unitPricePaise,
    engraving: row.engraving,
    certificates: certificates.get(row.productId) ?? [],
  };
}

/** The order's stored snapshot (as sold, paise) in the invoice's terms. */
export function toInvoiceOrder(order: OrderRow, items: readonly OrderItemRow[], cipher: DataCipher, certificates: CertificatesByProduct = new Map()): InvoiceOrder {
  const address = openOrderAddress(cipher, order.id, order.shippingAddress);
  return {
    orderNumber: order.orderNumber,
    orderDate: order.createdAt,
    paymentMethodLabel: paymentLabel(order),
    address: {
      fullName: address.name?.trim() || order.customerName,
      phone: address.contactNumber,
      lines: [address.address],
      city: address.district && address.district !== address.city ? `${address.city}, ${address.district}` : address.city,
      state: address.state,
      pincode: address.pinCode,
    },
    items: items.map((item) => itemFromRow(item, certificates)),
    discountPaise: order.discountPaise,
    shippingPaise: order.shippingPaise,
    giftWrapPaise: order.giftWrapPaise,
    gift: order.isGift ? { wrap: order.giftWrap, message: order.giftMessage } : null,
    goldPlanCredit: order.goldPlanEnrolmentId && order.goldPlanCreditPaise > 0 ? { amountPaise: order.goldPlanCreditPaise, enrolmentReference: order.goldPlanEnrolmentId } : null,
  };
}
