import type { OrderLimitStrings } from './en';

/** The payment-maximum note in Tamil. */
export const orderLimitTa: OrderLimitStrings = {
  orderLimit: {
    title: 'இந்த ஆர்டர் {{amount}} க்கு மேல் உள்ளது',
    text: 'ஒரு ஆர்டருக்கு {{amount}} வரை மட்டுமே செலுத்த முடியும். உங்கள் நகைகளைச் சிறிய ஆர்டர்களாகப் பிரிக்கவும், அல்லது எங்கள் ஷோரூமுக்கு வந்து வாங்கவும்.',
    showrooms: 'ஷோரூமைக் கண்டறியவும்',
  },
};
