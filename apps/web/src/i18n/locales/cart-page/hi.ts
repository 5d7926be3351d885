import type { CartPageStrings } from './en';

/** The cart page's and the cart panel's strings in Hindi. */
export const cartPageHi: CartPageStrings = {
  cart: {
    empty: {
      title: 'आपका कार्ट खाली है',
      text: 'आप जो आभूषण जोड़ेंगे, वे यहाँ आपका इंतज़ार करेंगे।',
      guestText: 'कार्ट में जोड़े गए आभूषण देखने के लिए साइन इन करें।',
      signIn: 'साइन इन करें',
      action: 'खरीदारी शुरू करें',
      shipping: '{{amount}} या उससे अधिक के ऑर्डर पर स्टैंडर्ड शिपिंग मुफ़्त है।',
    },
    page: {
      documentTitle: 'आपका कार्ट',
      title: 'शॉपिंग कार्ट',
      continue: 'खरीदारी जारी रखें',
      itemsLabel: 'आपके कार्ट के आभूषण',
      summaryLabel: 'ऑर्डर सारांश',
      summaryTitle: 'ऑर्डर सारांश',
      loadFailed: 'आपका कार्ट लोड नहीं हो सका',
      weAccept: 'हम स्वीकार करते हैं',
    },
    summary: {
      subtotal_one: 'उप-योग ({{count}} आभूषण)',
      subtotal_other: 'उप-योग ({{count}} आभूषण)',
      discount: 'कूपन छूट',
      discountWithCode: 'कूपन {{code}}',
      shipping: 'स्टैंडर्ड शिपिंग',
      free: 'मुफ़्त',
      total: 'कुल',
      gstIncluded: 'कीमतों में GST ({{rate}}%) शामिल: {{amount}}',
      gstAdded: 'GST ({{rate}}%) जोड़ा गया: {{amount}}',
      delivery: 'अनुमानित डिलीवरी: {{estimate}}',
      days_one: '{{days}} दिन',
      days_other: '{{days}} दिन',
      businessDays_one: '{{days}} कार्य दिवस',
      businessDays_other: '{{days}} कार्य दिवस',
    },
    shippingProgress: {
      label: 'मुफ़्त शिपिंग की ओर प्रगति',
      free: 'आपका ऑर्डर मुफ़्त शिप होगा।',
      more: 'मुफ़्त शिपिंग के लिए {{amount}} और जोड़ें ({{threshold}} या उससे अधिक के ऑर्डर)।',
    },
    checkout: {
      label: 'चेकआउट पर जाएँ',
      processing: 'प्रक्रिया जारी है...',
      login: 'चेकआउट के लिए कृपया लॉगिन करें',
      empty: 'आपका कार्ट खाली है',
      unavailable_one: 'कृपया पहले वह {{count}} आभूषण हटाएँ जो अब उपलब्ध नहीं है।',
      unavailable_other: 'कृपया पहले वे {{count}} आभूषण हटाएँ जो अब उपलब्ध नहीं हैं।',
      note: 'सुरक्षित चेकआउट: कार्ड, UPI, नेट बैंकिंग या वॉलेट से भुगतान करें, या जहाँ उपलब्ध हो वहाँ कैश ऑन डिलीवरी चुनें।',
    },
  },
};
