import type { ContentNavStrings } from './types';

export const contentNavTe: ContentNavStrings = {
  content: {
    nav: {
      about: 'మా గురించి',
      blog: 'జర్నల్',
      faq: 'తరచుగా అడిగే ప్రశ్నలు',
      contact: 'సంప్రదించండి',
      testimonials: 'కస్టమర్ అభిప్రాయాలు',
      team: 'మా బృందం',
      stores: 'స్టోర్ లొకేటర్',
      storeShort: 'స్టోర్లు',
      ringSize: 'ఉంగరం సైజు గైడ్',
      oldGold: 'పాత బంగారం మార్పిడి',
      goldPlan: 'బంగారు పథకం',
      help: 'సహాయం',
      discover: 'తెలుసుకోండి',
      brands: 'బ్రాండ్ భాగస్వాములు',
      offers: 'ఆఫర్లు',
      social: 'మమ్మల్ని ఫాలో అవ్వండి',
      track: 'ఆర్డర్ ట్రాక్ చేయండి',
      coupons: 'కూపన్లు',
      certificate: 'సర్టిఫికెట్ ధృవీకరణ',
    },
  },
};
