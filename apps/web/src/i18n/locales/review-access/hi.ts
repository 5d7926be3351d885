import type { ReviewAccessMessages } from './types';

/** Who may review, in Hindi. */
export const reviewAccessHi: ReviewAccessMessages = {
  reviewAccess: {
    checking: 'जाँच रहे हैं कि आप इस आभूषण की समीक्षा कर सकते हैं या नहीं…',
    purchaseRequired: 'केवल वे ग्राहक इस आभूषण की समीक्षा कर सकते हैं जिन्होंने इसे खरीदा है और जिन्हें यह मिल चुका है।',
    afterDelivery: 'इसका ऑर्डर आप तक पहुँचने के बाद आप यहाँ अपनी राय साझा कर सकेंगे।',
  },
};
