import { formatInr } from '../rules/money';
import type { LegalDocument, LegalSettings } from './legal-types';
import { TERMS_VERSION } from './terms-version';

/** "Standard (5-7 days): ₹50, free from ₹25,000" for each configured method. */
function describeShipping(settings: LegalSettings): string[] {
  return settings.shippingMethods.map((method) => {
    const fee = method.fee > 0 ? formatInr(method.fee) : 'free';
    const free = method.freeFrom !== null ? `, free when your order (after discounts) is ${formatInr(method.freeFrom)} or more` : '';
    return `${method.label} (${method.estimate}): ${fee}${free}.`;
  });
}

/**
 * The terms of use in plain English. Returns, shipping, tax and cash-on-delivery figures are
 * rendered from the store settings (docs/decisions.md), so these terms never contradict
 * the cart, the checkout or any other page.
 */
export function buildTermsOfService(settings: LegalSettings): LegalDocument {
  const { contact } = settings;
  const address = contact.addressLines.join(', ');
  const days = settings.returnWindowDays;
  const tax = settings.taxInclusive
    ? `All prices are in Indian rupees and include GST (${settings.gstRatePercent} % on jewellery); your invoice shows the GST contained in the price.`
    : `All prices are in Indian rupees; GST (${settings.gstRatePercent} % on jewellery) is added at checkout and shown on your invoice.`;
  return {
    slug: 'terms-of-service',
    messageKey: 'legal.terms',
    updated: TERMS_VERSION,
    sections: [
      {
        id: 'intro',
        blocks: [
          `These terms apply when you use the Aabhushan online store or buy from it. The store is run by Aabhushan, ${address}. By creating an account or placing an order you agree to them; please read them with our privacy policy.`,
        ],
      },
      {
        id: 'account',
        blocks: [
          'You must be 18 or older and give true, current details. Keep your password to yourself: you are responsible for orders placed from your account until you tell us it has been misused. We may suspend an account used for fraud or abuse of the store.',
        ],
      },
      {
        id: 'products',
        blocks: [
          {
            list: [
              'Gold jewellery is BIS hallmarked and each piece carries its HUID; diamonds come with a certificate where the product page says so. Purity, metal weight and stones are as stated on the product page and on your invoice.',
              'Our pieces are made by hand, so weight and size may differ slightly from the listed figures, and colours can look a little different on your screen.',
              'Metal prices change daily. The price you pay is the price shown at checkout when you place the order; later changes do not affect a placed order.',
            ],
          },
        ],
      },
      {
        id: 'prices',
        blocks: [tax, 'If a price was shown wrongly because of an obvious error, we will tell you and you may confirm the order at the correct price or cancel it for a full refund.'],
      },
      {
        id: 'orders',
        blocks: [
          'Placing an order is an offer to buy. The contract is made when we confirm the order by e-mail. We may decline or cancel an order, with a full refund, if the piece is out of stock, the payment is not confirmed or we suspect fraud.',
          `You can pay online through our payment provider (cards, UPI, net banking and wallets), or by cash on delivery when every piece in the order allows it and the order total is no more than ${formatInr(settings.codLimit)}.`,
          'You can cancel an order yourself while it is pending or confirmed, before it is shipped.',
        ],
      },
      {
        id: 'shipping',
        blocks: [
          'We deliver across India to serviceable PIN codes; the product page and checkout tell you whether we deliver to yours and how long it takes.',
          { list: describeShipping(settings) },
          'Every parcel is insured until it is delivered. Please check that the tamper-proof seal is intact before you accept it; if it is not, refuse the parcel and call us.',
        ],
      },
      {
        id: 'returns',
        blocks: [
          `You may return a piece within ${days} days of delivery for a refund, if it is unused, in its original packaging with its tags, certificate and invoice. Start the return from My Orders or by contacting us; we arrange the insured pickup.`,
          {
            list: [
              'Pieces made to order, resized or engraved for you cannot be returned unless they arrive damaged or different from what you ordered.',
              'Once the piece reaches us and passes our quality check, we refund the full amount to your original payment method within 7 working days (cash-on-delivery orders are refunded to your bank account).',
              'If a piece arrives damaged or is not what you ordered, tell us within 48 hours of delivery and we will replace it or refund it in full, including shipping.',
            ],
          },
        ],
      },
      {
        id: 'reviews',
        blocks: [
          'Reviews must be honest and about the product. We may remove reviews that are abusive, unlawful, contain personal data or advertise something else.',
        ],
      },
      {
        id: 'ip',
        blocks: [
          'The designs, photographs, text and logo on this store belong to Aabhushan. You may not copy or use them commercially without our written permission.',
        ],
      },
      {
        id: 'liability',
        blocks: [
          'We are responsible for delivering what you ordered as described. We are not liable for delays caused by events outside our control, such as natural disasters or courier strikes, and, as far as the law allows, our liability for an order is limited to the amount you paid for it. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
        ],
      },
      {
        id: 'law',
        blocks: [
          'These terms are governed by the laws of India. Any dispute that we cannot settle with you amicably is subject to the exclusive jurisdiction of the courts at Jaipur, Rajasthan, without affecting your right to approach a consumer commission.',
        ],
      },
      {
        id: 'contact',
        blocks: [
          `Customer care and grievances: e-mail ${contact.email} or call ${contact.phone}. We acknowledge complaints within 48 hours and resolve them within one month. Post: Aabhushan, ${address}.`,
        ],
      },
    ],
  };
}
