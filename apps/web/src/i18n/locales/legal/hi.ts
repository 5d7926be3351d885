import type { LegalMessages } from './en';

export const legalHi: LegalMessages = {
  legal: {
    footerHeading: 'नीतियाँ',
    privacy: {
      title: 'गोपनीयता नीति',
    },
    terms: {
      title: 'उपयोग की शर्तें',
    },
  },
};
