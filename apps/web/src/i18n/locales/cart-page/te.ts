import type { CartPageStrings } from './en';

/** The cart page's and the cart panel's strings in Telugu. */
export const cartPageTe: CartPageStrings = {
  cart: {
    empty: {
      title: 'మీ కార్ట్ ఖాళీగా ఉంది',
      text: 'మీరు జోడించే ఆభరణాలు ఇక్కడ మీ కోసం వేచి ఉంటాయి.',
      guestText: 'కార్ట్‌కు జోడించిన ఆభరణాలు చూడటానికి సైన్ ఇన్ చేయండి.',
      signIn: 'సైన్ ఇన్',
      action: 'షాపింగ్ ప్రారంభించండి',
      shipping: '{{amount}} లేదా అంతకంటే ఎక్కువ ఆర్డర్లకు సాధారణ డెలివరీ ఉచితం.',
    },
    page: {
      documentTitle: 'మీ కార్ట్',
      title: 'షాపింగ్ కార్ట్',
      continue: 'షాపింగ్ కొనసాగించండి',
      itemsLabel: 'మీ కార్ట్‌లోని ఆభరణాలు',
      summaryLabel: 'ఆర్డర్ సారాంశం',
      summaryTitle: 'ఆర్డర్ సారాంశం',
      loadFailed: 'మీ కార్ట్ లోడ్ కాలేదు',
      weAccept: 'మేము స్వీకరిస్తాము',
    },
    summary: {
      subtotal_one: 'ఉప మొత్తం ({{count}} ఆభరణం)',
      subtotal_other: 'ఉప మొత్తం ({{count}} ఆభరణాలు)',
      discount: 'కూపన్ తగ్గింపు',
      discountWithCode: 'కూపన్ {{code}}',
      shipping: 'సాధారణ డెలివరీ',
      free: 'ఉచితం',
      total: 'మొత్తం',
      gstIncluded: 'ధరల్లో GST ({{rate}}%) కలిసి ఉంది: {{amount}}',
      gstAdded: 'GST ({{rate}}%) జోడించబడింది: {{amount}}',
      delivery: 'అంచనా డెలివరీ: {{estimate}}',
      days_one: '{{days}} రోజు',
      days_other: '{{days}} రోజులు',
      businessDays_one: '{{days}} పని దినం',
      businessDays_other: '{{days}} పని దినాలు',
    },
    shippingProgress: {
      label: 'ఉచిత డెలివరీ వైపు పురోగతి',
      free: 'మీ ఆర్డర్ ఉచితంగా పంపబడుతుంది.',
      more: 'ఉచిత డెలివరీ కోసం మరో {{amount}} జోడించండి ({{threshold}} లేదా అంతకంటే ఎక్కువ ఆర్డర్లు).',
    },
    checkout: {
      label: 'చెక్అవుట్‌కు వెళ్లండి',
      processing: 'ప్రాసెస్ అవుతోంది...',
      login: 'చెక్అవుట్ కోసం దయచేసి లాగిన్ అవ్వండి',
      empty: 'మీ కార్ట్ ఖాళీగా ఉంది',
      unavailable_one: 'ముందుగా ఇక అందుబాటులో లేని {{count}} ఆభరణాన్ని తీసివేయండి.',
      unavailable_other: 'ముందుగా ఇక అందుబాటులో లేని {{count}} ఆభరణాలను తీసివేయండి.',
      note: 'సురక్షిత చెక్అవుట్: కార్డ్, UPI, నెట్ బ్యాంకింగ్ లేదా వాలెట్‌తో చెల్లించండి, లేదా అందుబాటులో ఉన్నచోట క్యాష్ ఆన్ డెలివరీ ఎంచుకోండి.',
    },
  },
};
