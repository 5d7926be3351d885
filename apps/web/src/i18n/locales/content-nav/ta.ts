import type { ContentNavStrings } from './types';

export const contentNavTa: ContentNavStrings = {
  content: {
    nav: {
      about: 'எங்களைப் பற்றி',
      blog: 'இதழ்',
      faq: 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
      contact: 'தொடர்பு',
      testimonials: 'வாடிக்கையாளர் கருத்துகள்',
      team: 'எங்கள் குழு',
      stores: 'கடையைக் கண்டறிய',
      storeShort: 'கடைகள்',
      ringSize: 'மோதிர அளவு வழிகாட்டி',
      oldGold: 'பழைய தங்கப் பரிமாற்றம்',
      goldPlan: 'தங்கத் திட்டம்',
      help: 'உதவி',
      discover: 'அறிந்துகொள்ள',
      brands: 'பிராண்ட் கூட்டாளர்கள்',
      offers: 'சலுகைகள்',
      social: 'எங்களைப் பின்தொடர',
      track: 'ஆர்டரைக் கண்காணிக்க',
      coupons: 'கூப்பன்கள்',
      certificate: 'சான்றிதழைச் சரிபார்க்க',
    },
  },
};
