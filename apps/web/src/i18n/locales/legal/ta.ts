import type { LegalMessages } from './en';

export const legalTa: LegalMessages = {
  legal: {
    footerHeading: 'கொள்கைகள்',
    privacy: {
      title: 'தனியுரிமைக் கொள்கை',
    },
    terms: {
      title: 'பயன்பாட்டு விதிமுறைகள்',
    },
  },
};
