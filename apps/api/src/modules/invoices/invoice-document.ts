import { amountInWords } from '@aabhushan/shared/rules/amount-in-words';
import { findGstState } from '@aabhushan/shared/rules/gst-state';
import { allocateProportionally, getSupplyKind, splitGst, type SupplyKind } from '@aabhushan/shared/rules/gst-split';

/** The order facts an invoice needs, in paise (taken from the order's stored snapshot). */
export interface InvoiceOrder {
  orderNumber: string;
  orderDate: Date;
  /** As the customer chose it ("UPI", "Cash on delivery"). */
  paymentMethodLabel: string;
  address: { fullName: string; phone: string; lines: string[]; city: string; state: string; pincode: string };
  items: InvoiceOrderItem[];
  /** The coupon discount on the goods. */
  discountPaise: number;
  shippingPaise: number;
  /** A gift wrap's charge, GST included; 0 without one. */
  giftWrapPaise: number;
  /** A gift order: the card's message (null for none). Its packing slip and gift receipt show no prices. */
  gift: { wrap: boolean; message: string | null } | null;
  /** Paid from a gold plan (a payment received, not a discount), with the plan's enrolment reference; null for none. */
  goldPlanCredit: { amountPaise: number; enrolmentReference: string } | null;
}

export interface InvoiceOrderItem {
  name: string;
  sku: string;
  /** "22K Gold", "925 Silver"; null when the piece names none. */
  metalPurity: string | null;
  netWeightGrams: number | null;
  /** "Size 14", "Length 18 in"; empty for none. */
  variantLabel: string;
  quantity: number;
  unitPricePaise: number;
  /** What was engraved on the piece; null for none. */
  engraving: string | null;
  /** The piece's certificates as "IGI DEMO-IGI-24018" (lab and number), printed beside it; none when absent. */
  certificates?: readonly string[];
}

/** The wrap's line on the invoice: wrapping supplied with the piece is a composite supply, taxed as the jewellery. */
export const GIFT_WRAP_LINE = { description: 'Gift wrap', details: 'Supplied with the jewellery (composite supply): GST at its rate' };

export interface InvoiceSeller {
  tradeName: string;
  legalName: string;
  addressLines: readonly string[];
  gstin: string;
  state: string;
  stateCode: string;
  phone: string;
  email: string;
  hsnCode: string;
  gstRatePercent: number;
}

export interface InvoiceParty {
  name: string;
  phone: string;
  lines: string[];
  state: string;
  /** Empty when the state is not one GST knows (the invoice then charges IGST). */
  stateCode: string;
}

export interface InvoiceLine {
  description: string;
  /** Metal, purity, weight and size on one line, the SKU on the next, under the name. */
  details: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  /** Price x quantity, GST included. */
  grossPaise: number;
  /** This line's share of the coupon discount. */
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Gross minus discount: taxable value + GST. */
  amountPaise: number;
}

/** Everything printed on one GST tax invoice; the renderer only lays it out. */
export interface InvoiceDocument {
  seller: InvoiceSeller;
  invoiceNumber: string;
  invoiceDate: Date;
  orderNumber: string;
  orderDate: Date;
  paymentMethodLabel: string;
  buyer: InvoiceParty;
  shipTo: InvoiceParty;
  placeOfSupply: { state: string; stateCode: string };
  supply: SupplyKind;
  rates: { cgst: number; sgst: number; igst: number };
  lines: InvoiceLine[];
  totals: { grossPaise: number; discountPaise: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; goodsPaise: number; shippingPaise: number; grandTotalPaise: number };
  amountInWords: string;
  /** Payments received against the invoice total before delivery (a gold plan's credit) and what is left to pay. */
  payments: { goldPlan: { amountPaise: number; enrolmentReference: string } | null; balancePaise: number };
}

function itemDetails(item: InvoiceOrderItem): string {
  const parts = [item.metalPurity, item.netWeightGrams === null ? null : `Net wt ${item.netWeightGrams.toFixed(3)} g`, item.variantLabel || null];
  const piece = parts.filter(Boolean).join(' · ');
  const sku = piece ? `${piece}\nSKU ${item.sku}` : `SKU ${item.sku}`;
  // One line each: a number is never broken between lines.
  const certificates = (item.certificates ?? []).map((certificate) => `\nCertificate ${certificate}`).join('');
  return (item.engraving ? `${sku}\nEngraved: ${item.engraving}` : sku) + certificates;
}

/**
 * The invoice for an order: the coupon discount is spread over the lines in proportion to
 * their value (GST is due on the discounted price), then each line's GST is taken out of its
 * tax-inclusive amount by the shared split rule. A gift wrap is a line of its own, taxed at
 * the jewellery's rate (a composite supply: docs/decisions.md), outside the coupon. Shipping is
 * billed beside the goods as the cart and checkout show it, without GST of its own.
 */
export function buildInvoiceDocument(order: InvoiceOrder, invoice: { number: string; issuedAt: Date }, seller: InvoiceSeller): InvoiceDocument {
  const grosses = order.items.map((item) => item.unitPricePaise * item.quantity);
  const grossTotal = grosses.reduce((a, b) => a + b, 0);
  const discount = Math.min(order.discountPaise, grossTotal);
  const discounts = grossTotal === 0 ? grosses.map(() => 0) : allocateProportionally(discount, grosses);
  const wrap = order.giftWrapPaise > 0 ? order.giftWrapPaise : 0;
  const amounts = [...grosses.map((gross, index) => gross - discounts[index]!), ...(wrap > 0 ? [wrap] : [])];
  const known = findGstState(order.address.state);
  const placeOfSupply = known ?? { state: order.address.state, stateCode: '' };
  const supply = getSupplyKind(placeOfSupply.stateCode, seller.stateCode);
  const split = splitGst(amounts, seller.gstRatePercent, supply);
  const party: InvoiceParty = {
    name: order.address.fullName,
    phone: order.address.phone,
    lines: [...order.address.lines, `${order.address.city} - ${order.address.pincode}`],
    state: placeOfSupply.state,
    stateCode: placeOfSupply.stateCode,
  };
  const lines = order.items.map((item, index): InvoiceLine => {
    const gst = split.lines[index]!;
    return {
      description: item.name,
      details: itemDetails(item),
      hsnCode: seller.hsnCode,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      grossPaise: grosses[index]!,
      discountPaise: discounts[index]!,
      taxablePaise: gst.taxablePaise,
      cgstPaise: gst.cgstPaise,
      sgstPaise: gst.sgstPaise,
      igstPaise: gst.igstPaise,
      amountPaise: gst.amountPaise,
    };
  });
  if (wrap > 0) {
    const gst = split.lines[order.items.length]!;
    lines.push({ ...GIFT_WRAP_LINE, hsnCode: seller.hsnCode, quantity: 1, unitPricePaise: wrap, grossPaise: wrap, discountPaise: 0, taxablePaise: gst.taxablePaise, cgstPaise: gst.cgstPaise, sgstPaise: gst.sgstPaise, igstPaise: gst.igstPaise, amountPaise: gst.amountPaise });
  }
  const goodsPaise = split.totals.amountPaise;
  return {
    seller,
    invoiceNumber: invoice.number,
    invoiceDate: invoice.issuedAt,
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    paymentMethodLabel: order.paymentMethodLabel,
    buyer: party,
    shipTo: { ...party, lines: [...party.lines] },
    placeOfSupply,
    supply,
    rates: { cgst: split.cgstRatePercent, sgst: split.sgstRatePercent, igst: split.igstRatePercent },
    lines,
    totals: {
      grossPaise: grossTotal + wrap,
      discountPaise: discount,
      taxablePaise: split.totals.taxablePaise,
      cgstPaise: split.totals.cgstPaise,
      sgstPaise: split.totals.sgstPaise,
      igstPaise: split.totals.igstPaise,
      goodsPaise,
      shippingPaise: order.shippingPaise,
      grandTotalPaise: goodsPaise + order.shippingPaise,
    },
    amountInWords: amountInWords(goodsPaise + order.shippingPaise),
    payments: { goldPlan: order.goldPlanCredit, balancePaise: goodsPaise + order.shippingPaise - (order.goldPlanCredit?.amountPaise ?? 0) },
  };
}
