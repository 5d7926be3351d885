/** The policy pages' chrome (notes, contents, section headings); the legal text itself is English in every language. */
export const legalPagesEn = {
  legal: {
    eyebrow: 'Policies',
    updated: 'Last updated {{date}}',
    contents: 'Contents',
    englishOnly: 'This legal text is in English only.',
    loadFailed: 'We could not load this page. Please try again.',
    privacy: {
      description: 'What personal data Aabhushan collects, why, how long we keep it and your rights.',
      sections: {
        intro: 'Who we are',
        collect: 'What we collect',
        cookies: 'Cookies and storage on your device',
        use: 'Why we use it',
        share: 'Who we share it with',
        retention: 'How long we keep it',
        security: 'How we protect it',
        rights: 'Your rights',
        children: 'Children',
        changes: 'Changes to this policy',
        contact: 'Contact and grievances',
      },
    },
    terms: {
      description: 'The terms for shopping at Aabhushan: prices, orders, payment, shipping and returns.',
      sections: {
        intro: 'About these terms',
        account: 'Your account',
        products: 'Our jewellery',
        prices: 'Prices and GST',
        orders: 'Orders and payment',
        shipping: 'Shipping',
        returns: 'Cancellations, returns and refunds',
        reviews: 'Reviews',
        ip: 'Our designs and content',
        liability: 'Our responsibility',
        law: 'Governing law',
        contact: 'Contact and grievances',
      },
    },
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** Every language has every key (the i18n test checks it too). */
export type LegalPagesMessages = Strings<typeof legalPagesEn>;
