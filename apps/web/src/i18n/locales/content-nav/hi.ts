import type { ContentNavStrings } from './types';

export const contentNavHi: ContentNavStrings = {
  content: {
    nav: {
      about: 'हमारे बारे में',
      blog: 'जर्नल',
      faq: 'सामान्य प्रश्न',
      contact: 'संपर्क',
      testimonials: 'ग्राहकों की राय',
      team: 'हमारी टीम',
      stores: 'स्टोर खोजें',
      storeShort: 'स्टोर',
      ringSize: 'अंगूठी साइज़ गाइड',
      oldGold: 'पुराना सोना एक्सचेंज',
      goldPlan: 'स्वर्ण योजना',
      help: 'सहायता',
      discover: 'जानें',
      brands: 'ब्रांड साझेदार',
      offers: 'ऑफ़र',
      social: 'हमें फ़ॉलो करें',
      track: 'ऑर्डर ट्रैक करें',
      coupons: 'कूपन',
      certificate: 'प्रमाणपत्र सत्यापित करें',
    },
  },
};
