/** One piece in a summary, from the cart or from a placed order (rupees). */
export interface SummaryLine {
  id: string;
  name: string;
  image: string;
  quantity: number;
  lineTotal: number;
  detail?: string;
}

/** The figures a summary shows, from the cart and shipping method or from a placed order (rupees). */
export interface SummaryFigures {
  itemCount: number;
  subtotal: number;
  discount: number;
  couponCode?: string;
  /** The coupon's title in the shopper's language, beside its code. */
  couponTitle?: string;
  gstIncluded: number;
  gstRate: number;
  shipping: number;
  shippingLabel: string;
  /** A gift wrap's charge (rupees); absent or 0 for none. */
  giftWrap?: number;
  grandTotal: number;
  /** Paid from a gold plan (a payment, not a discount); what is left to pay follows it. */
  goldPlanCredit?: number;
}
