import type { ReviewAccessMessages } from './types';

/** Who may review, in Tamil. */
export const reviewAccessTa: ReviewAccessMessages = {
  reviewAccess: {
    checking: 'இந்த நகைக்கு நீங்கள் மதிப்புரை எழுத முடியுமா எனச் சரிபார்க்கிறோம்…',
    purchaseRequired: 'இந்த நகையை வாங்கிப் பெற்ற வாடிக்கையாளர்கள் மட்டுமே இதற்கு மதிப்புரை எழுத முடியும்.',
    afterDelivery: 'இதற்கான உங்கள் ஆர்டர் டெலிவரி ஆன பிறகு, உங்கள் கருத்தை இங்கே பகிரலாம்.',
  },
};
