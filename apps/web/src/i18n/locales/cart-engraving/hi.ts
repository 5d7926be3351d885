import type { CartEngravingStrings } from './en';

/** The cart line's engraving editor in Hindi. */
export const cartEngravingHi: CartEngravingStrings = {
  cartEngraving: {
    add: 'नक़्क़ाशी जोड़ें',
    edit: 'नक़्क़ाशी बदलें',
    save: 'सहेजें',
    cancel: 'रद्द करें',
    remove: 'नक़्क़ाशी हटाएँ',
    saved: 'नक़्क़ाशी सहेज ली गई',
    removed: 'नक़्क़ाशी हटा दी गई',
    joined: 'यही गहना इसी नक़्क़ाशी के साथ पहले से आपके कार्ट में था: अब दोनों एक ही पंक्ति में हैं।',
    joinedPlain: 'यही गहना बिना नक़्क़ाशी के पहले से आपके कार्ट में था: अब दोनों एक ही पंक्ति में हैं।',
  },
};
