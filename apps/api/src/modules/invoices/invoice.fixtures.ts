import type { InvoiceOrder } from './invoice-document';

/** Sample orders for the renderer's tests and for looking at the PDF: Jaipur (intra-state) and Mumbai (inter-state). */
export function sampleInvoiceOrder(city: 'jaipur' | 'mumbai'): InvoiceOrder {
  const address =
    city === 'jaipur'
      ? { fullName: 'Ananya Sharma', phone: '+91 98765 43210', lines: ['B-42, Shanti Nagar', 'Near Durgapura Flyover, Tonk Road'], city: 'Jaipur', state: 'Rajasthan', pincode: '302018' }
      : { fullName: 'Priya Deshmukh', phone: '+91 99200 11223', lines: ['Flat 1203, Sea Breeze Towers', 'Carter Road, Bandra West'], city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };
  return {
    orderNumber: city === 'jaipur' ? 'AB-2026-000123' : 'AB-2026-000124',
    orderDate: new Date('2026-11-20T10:15:00Z'),
    paymentMethodLabel: city === 'jaipur' ? 'UPI' : 'Cash on delivery',
    address,
    items: [
      { name: 'Kundan Polki Choker Necklace', sku: 'AB-NK-0112', metalPurity: '22K Gold', netWeightGrams: 28.45, variantLabel: '', quantity: 1, unitPricePaise: 1_84_999_00, engraving: null, certificates: ['IGI DEMO-IGI-24003', 'SGL DEMO-SGL-31001'] },
      { name: 'Temple Jhumka Earrings', sku: 'AB-ER-0047', metalPurity: '22K Gold', netWeightGrams: 9.2, variantLabel: '', quantity: 2, unitPricePaise: 68_450_50, engraving: null },
      { name: 'Oxidised Silver Toe Rings (pair)', sku: 'AB-TR-0203', metalPurity: '925 Silver', netWeightGrams: 6.1, variantLabel: 'Size Free', quantity: 3, unitPricePaise: 1_299_00, engraving: null },
    ],
    discountPaise: city === 'jaipur' ? 5_000_00 : 0,
    shippingPaise: city === 'jaipur' ? 0 : 500_00,
    giftWrapPaise: 0,
    gift: null,
    goldPlanCredit: null,
  };
}
