/** The policies' strings the footer shows on every page (the pages' own: legal-pages/, loaded with them). */
export const legalEn = {
  legal: {
    footerHeading: 'Policies',
    privacy: {
      title: 'Privacy policy',
    },
    terms: {
      title: 'Terms of use',
    },
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** Every language has every key (the i18n test checks it too). */
export type LegalMessages = Strings<typeof legalEn>;
