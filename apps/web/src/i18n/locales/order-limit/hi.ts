import type { OrderLimitStrings } from './en';

/** The payment-maximum note in Hindi. */
export const orderLimitHi: OrderLimitStrings = {
  orderLimit: {
    title: 'यह ऑर्डर {{amount}} से अधिक है',
    text: 'एक ऑर्डर का भुगतान {{amount}} तक ही हो सकता है। कृपया अपने आभूषणों को छोटे ऑर्डरों में बाँटें, या हमारे किसी शोरूम में आकर खरीदें।',
    showrooms: 'शोरूम खोजें',
  },
};
