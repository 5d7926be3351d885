import type { CartPageStrings } from './en';

/** The cart page's and the cart panel's strings in Tamil. */
export const cartPageTa: CartPageStrings = {
  cart: {
    empty: {
      title: 'உங்கள் கூடை காலியாக உள்ளது',
      text: 'நீங்கள் சேர்க்கும் நகைகள் இங்கே உங்களுக்காக காத்திருக்கும்.',
      guestText: 'கூடையில் சேர்த்த நகைகளைப் பார்க்க உள்நுழையவும்.',
      signIn: 'உள்நுழை',
      action: 'ஷாப்பிங் தொடங்கு',
      shipping: '{{amount}} அல்லது அதற்கு மேற்பட்ட ஆர்டர்களுக்கு சாதாரண டெலிவரி இலவசம்.',
    },
    page: {
      documentTitle: 'உங்கள் கூடை',
      title: 'ஷாப்பிங் கூடை',
      continue: 'ஷாப்பிங் தொடர்',
      itemsLabel: 'உங்கள் கூடையில் உள்ள நகைகள்',
      summaryLabel: 'ஆர்டர் சுருக்கம்',
      summaryTitle: 'ஆர்டர் சுருக்கம்',
      loadFailed: 'உங்கள் கூடையை ஏற்ற முடியவில்லை',
      weAccept: 'நாங்கள் ஏற்பவை',
    },
    summary: {
      subtotal_one: 'துணைத் தொகை ({{count}} நகை)',
      subtotal_other: 'துணைத் தொகை ({{count}} நகைகள்)',
      discount: 'கூப்பன் தள்ளுபடி',
      discountWithCode: 'கூப்பன் {{code}}',
      shipping: 'சாதாரண டெலிவரி',
      free: 'இலவசம்',
      total: 'மொத்தம்',
      gstIncluded: 'விலைகளில் GST ({{rate}}%) அடங்கும்: {{amount}}',
      gstAdded: 'GST ({{rate}}%) சேர்க்கப்பட்டது: {{amount}}',
      delivery: 'எதிர்பார்க்கும் டெலிவரி: {{estimate}}',
      days_one: '{{days}} நாள்',
      days_other: '{{days}} நாட்கள்',
      businessDays_one: '{{days}} வேலை நாள்',
      businessDays_other: '{{days}} வேலை நாட்கள்',
    },
    shippingProgress: {
      label: 'இலவச டெலிவரியை நோக்கிய முன்னேற்றம்',
      free: 'உங்கள் ஆர்டர் இலவசமாக அனுப்பப்படும்.',
      more: 'இலவச டெலிவரிக்கு இன்னும் {{amount}} சேர்க்கவும் ({{threshold}} அல்லது அதற்கு மேற்பட்ட ஆர்டர்கள்).',
    },
    checkout: {
      label: 'செக்அவுட் செல்',
      processing: 'செயலாக்கப்படுகிறது...',
      login: 'செக்அவுட் செய்ய உள்நுழையவும்',
      empty: 'உங்கள் கூடை காலியாக உள்ளது',
      unavailable_one: 'முதலில் இனி கிடைக்காத {{count}} நகையை நீக்கவும்.',
      unavailable_other: 'முதலில் இனி கிடைக்காத {{count}} நகைகளை நீக்கவும்.',
      note: 'பாதுகாப்பான செக்அவுட்: கார்டு, UPI, நெட் பேங்கிங் அல்லது வாலட் மூலம் செலுத்துங்கள், அல்லது கிடைக்கும் இடங்களில் டெலிவரியின்போது பணம் செலுத்துங்கள்.',
    },
  },
};
