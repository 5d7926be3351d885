import type { LegalMessages } from './en';

export const legalTe: LegalMessages = {
  legal: {
    footerHeading: 'విధానాలు',
    privacy: {
      title: 'గోప్యతా విధానం',
    },
    terms: {
      title: 'వినియోగ నిబంధనలు',
    },
  },
};
