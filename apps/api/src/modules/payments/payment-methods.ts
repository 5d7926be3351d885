import { codRefusal, type CodFacts } from '@aabhushan/shared/rules/cash-on-delivery';
import { formatInr, paiseToRupees } from '@aabhushan/shared/rules/money';
import { onlinePaymentRefusal } from '@aabhushan/shared/rules/payment-amount';
import { type PaymentMethod, type PaymentMethodType } from '@aabhushan/shared/schemas/payments';

const ONLINE: Array<{ type: Exclude<PaymentMethodType, 'cod'>; name: string; description: string; icons: string[] }> = [
  { type: 'card', name: 'Credit / Debit Card', description: 'Visa, Mastercard, RuPay and American Express', icons: ['visa', 'mastercard', 'rupay', 'amex'] },
  { type: 'upi', name: 'UPI', description: 'Google Pay, PhonePe, Paytm or any UPI app', icons: ['upi', 'gpay', 'phonepe', 'paytm'] },
  { type: 'netbanking', name: 'Net Banking', description: 'All major Indian banks', icons: ['bank'] },
  { type: 'wallet', name: 'Wallet', description: 'Paytm, PhonePe, Amazon Pay and other wallets', icons: ['wallet'] },
  { type: 'emi', name: 'EMI', description: 'Pay in monthly instalments on credit and debit cards', icons: ['emi'] },
];

/**
 * The payment methods: online ones through the provider (not for a total outside
 * ₹1 to ₹15,00,000, with the reason), then cash on delivery with its verdict.
 */
export function listPaymentMethods(facts: CodFacts): PaymentMethod[] {
  const onlineRefusal = facts.totalPaise === undefined ? undefined : onlinePaymentRefusal(facts.totalPaise);
  const online: PaymentMethod[] = ONLINE.map((method) => ({
    id: method.type,
    type: method.type,
    name: method.name,
    details: { description: method.description, icons: method.icons },
    available: onlineRefusal === undefined,
    ...(onlineRefusal ? { reason: onlineRefusal } : {}),
  }));
  const refusal = codRefusal(facts);
  const cod: PaymentMethod = {
    id: 'cod',
    type: 'cod',
    name: 'Cash on Delivery',
    details: { description: `Pay in cash when the piece arrives, on orders up to ${formatInr(paiseToRupees(facts.codLimitPaise))}`, icons: ['cash'] },
    available: refusal === undefined,
    ...(refusal ? { reason: refusal } : {}),
  };
  return [...online, cod];
}
