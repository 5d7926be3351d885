import { eq } from 'drizzle-orm';
import { storeLanguageOr, type StoreLanguage, INDIAN_LOCALES } from '@aabhushan/shared/language-choice';
import { formatInr, paiseToRupees } from '@aabhushan/shared/rules/money';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { composeMailIn, greetingIn } from '../../lib/mail/compose-mail';
import type { MailMessage } from '../../lib/mail/mailer';
import { pickPieceName } from '@aabhushan/shared/piece-name';
import { findItems } from './orders.repository';
import type { OrderItemRow, OrderRow } from './orders.types';
import { holdEndedNote } from '@aabhushan/shared/rules/order-status';

/** The moments a customer hears about by e-mail (issue 9): placed, shipped, delivered, cancelled, refunded. */
export type OrderMailEvent = 'placed' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

/** What an order mail says, already written out: the total with Indian digit grouping, the day in words. */
export interface OrderFacts {
  number: string;
  total: string;
  city: string;
  deliveryDay: string;
  cod: boolean;
  paid: boolean;
  /** Why it was cancelled (staff's note, or the hold that ended), '' when none was given. */
  note: string;
}

type Written = { subject: string; lines: string[] };

interface OrderMailTexts {
  events: Record<OrderMailEvent, (f: OrderFacts) => Written>;
  /** The line above the order's pieces, each named below it in the mail's language. */
  inThisOrder: string;
  /** The system's own note when an order's hold ended unpaid or unconfirmed, in the mail's language. */
  holdEnded: (cod: boolean, minutes: number) => string;
}

/** The order mails in the store's four languages (the customer's: the one kept on their account). */
export const ORDER_MAIL_TEXTS: Record<StoreLanguage, OrderMailTexts> = {
  en: {
    events: {
      placed: (f) => ({
        subject: `Your Aabhushan order ${f.number} is placed`,
        lines: [
          `Thank you for your order ${f.number} of ${f.total}.`,
          f.cod ? 'You will pay in cash when it is delivered.' : 'Please complete the payment within 30 minutes; an unpaid order is cancelled after that.',
          `It should reach ${f.city} by ${f.deliveryDay}.`,
        ],
      }),
      shipped: (f) => ({
        subject: `Your Aabhushan order ${f.number} has shipped`,
        lines: [`Your order ${f.number} is on its way to ${f.city}.`, `It should arrive by ${f.deliveryDay}.`],
      }),
      delivered: (f) => ({
        subject: `Your Aabhushan order ${f.number} is delivered`,
        lines: [`Your order ${f.number} was delivered. We hope you love it.`, 'You may return it within 7 days of delivery from My Orders.'],
      }),
      cancelled: (f) => ({
        subject: `Your Aabhushan order ${f.number} is cancelled`,
        lines: [
          `Your order ${f.number} was cancelled${f.note ? `: ${f.note}` : '.'}`,
          f.paid ? `Your payment of ${f.total} will be refunded to the original payment method.` : 'You have not been charged.',
        ],
      }),
      refunded: (f) => ({
        subject: `Your Aabhushan refund for ${f.number}`,
        lines: [`We have refunded ${f.total} for order ${f.number}.`, 'Banks usually show a refund within 5 to 7 working days.'],
      }),
    },
    inThisOrder: 'In this order:',
    holdEnded: (cod, minutes) => holdEndedNote(cod ? 'cod' : 'online', minutes),
  },
  hi: {
    events: {
      placed: (f) => ({
        subject: `आपका Aabhushan ऑर्डर ${f.number} दर्ज हो गया है`,
        lines: [
          `${f.total} के आपके ऑर्डर ${f.number} के लिए धन्यवाद।`,
          f.cod ? 'आप डिलीवरी के समय नकद भुगतान करेंगे।' : 'कृपया 30 मिनट के भीतर भुगतान पूरा करें; उसके बाद बिना भुगतान वाला ऑर्डर रद्द हो जाता है।',
          `यह ${f.deliveryDay} तक ${f.city} पहुँच जाना चाहिए।`,
        ],
      }),
      shipped: (f) => ({
        subject: `आपका Aabhushan ऑर्डर ${f.number} भेज दिया गया है`,
        lines: [`आपका ऑर्डर ${f.number} ${f.city} के लिए रवाना हो चुका है।`, `यह ${f.deliveryDay} तक पहुँच जाना चाहिए।`],
      }),
      delivered: (f) => ({
        subject: `आपका Aabhushan ऑर्डर ${f.number} पहुँच गया है`,
        lines: [`आपका ऑर्डर ${f.number} डिलीवर हो गया है। आशा है यह आपको बहुत पसंद आएगा।`, 'डिलीवरी के 7 दिनों के भीतर आप इसे "मेरे ऑर्डर" से लौटा सकते हैं।'],
      }),
      cancelled: (f) => ({
        subject: `आपका Aabhushan ऑर्डर ${f.number} रद्द कर दिया गया है`,
        lines: [
          f.note ? `आपका ऑर्डर ${f.number} रद्द कर दिया गया है: ${f.note}` : `आपका ऑर्डर ${f.number} रद्द कर दिया गया है।`,
          f.paid ? `आपका ${f.total} का भुगतान उसी माध्यम में लौटा दिया जाएगा जिससे आपने भुगतान किया था।` : 'आपसे कोई राशि नहीं ली गई है।',
        ],
      }),
      refunded: (f) => ({
        subject: `ऑर्डर ${f.number} का आपका Aabhushan रिफ़ंड`,
        lines: [`हमने ऑर्डर ${f.number} के ${f.total} आपको लौटा दिए हैं।`, 'बैंक आम तौर पर 5 से 7 कार्यदिवसों में रिफ़ंड दिखा देते हैं।'],
      }),
    },
    inThisOrder: 'इस ऑर्डर में:',
    holdEnded: (cod, minutes) => (cod ? `${minutes} मिनट के भीतर कैश ऑन डिलीवरी की पुष्टि नहीं हुई` : `${minutes} मिनट के भीतर भुगतान नहीं मिला`),
  },
  ta: {
    events: {
      placed: (f) => ({
        subject: `உங்கள் Aabhushan ஆர்டர் ${f.number} பதிவாகிவிட்டது`,
        lines: [
          `${f.total} மதிப்புள்ள உங்கள் ஆர்டர் ${f.number}-க்கு நன்றி.`,
          f.cod ? 'டெலிவரியின்போது பணமாகச் செலுத்துவீர்கள்.' : 'தயவுசெய்து 30 நிமிடங்களுக்குள் பணம் செலுத்தி முடிக்கவும்; அதன்பிறகு பணம் செலுத்தப்படாத ஆர்டர் ரத்து செய்யப்படும்.',
          `இது ${f.deliveryDay}-க்குள் ${f.city} வந்தடையும்.`,
        ],
      }),
      shipped: (f) => ({
        subject: `உங்கள் Aabhushan ஆர்டர் ${f.number} அனுப்பப்பட்டது`,
        lines: [`உங்கள் ஆர்டர் ${f.number} ${f.city} நோக்கி வந்துகொண்டிருக்கிறது.`, `இது ${f.deliveryDay}-க்குள் வந்து சேரும்.`],
      }),
      delivered: (f) => ({
        subject: `உங்கள் Aabhushan ஆர்டர் ${f.number} டெலிவரி செய்யப்பட்டது`,
        lines: [
          `உங்கள் ஆர்டர் ${f.number} டெலிவரி செய்யப்பட்டது. இது உங்களுக்கு மிகவும் பிடிக்கும் என நம்புகிறோம்.`,
          'டெலிவரியான 7 நாட்களுக்குள் "என் ஆர்டர்கள்" பக்கத்திலிருந்து இதைத் திருப்பி அனுப்பலாம்.',
        ],
      }),
      cancelled: (f) => ({
        subject: `உங்கள் Aabhushan ஆர்டர் ${f.number} ரத்து செய்யப்பட்டது`,
        lines: [
          f.note ? `உங்கள் ஆர்டர் ${f.number} ரத்து செய்யப்பட்டது: ${f.note}` : `உங்கள் ஆர்டர் ${f.number} ரத்து செய்யப்பட்டது.`,
          f.paid ? `நீங்கள் செலுத்திய ${f.total}, பணம் செலுத்திய அதே முறைக்கே திருப்பி அளிக்கப்படும்.` : 'உங்களிடமிருந்து எந்தத் தொகையும் வசூலிக்கப்படவில்லை.',
        ],
      }),
      refunded: (f) => ({
        subject: `ஆர்டர் ${f.number}-க்கான உங்கள் Aabhushan பணத்திருப்பம்`,
        lines: [`ஆர்டர் ${f.number}-க்கான ${f.total} தொகையைத் திருப்பி அளித்துள்ளோம்.`, 'வங்கிகள் பொதுவாக 5 முதல் 7 வேலை நாட்களுக்குள் பணத்திருப்பத்தைக் காட்டும்.'],
      }),
    },
    inThisOrder: 'இந்த ஆர்டரில்:',
    holdEnded: (cod, minutes) => (cod ? `${minutes} நிமிடங்களுக்குள் கேஷ் ஆன் டெலிவரி உறுதிசெய்யப்படவில்லை` : `${minutes} நிமிடங்களுக்குள் பணம் வந்து சேரவில்லை`),
  },
  te: {
    events: {
      placed: (f) => ({
        subject: `మీ Aabhushan ఆర్డర్ ${f.number} నమోదైంది`,
        lines: [
          `${f.total} విలువైన మీ ఆర్డర్ ${f.number} కు ధన్యవాదాలు.`,
          f.cod ? 'డెలివరీ సమయంలో మీరు నగదుగా చెల్లిస్తారు.' : 'దయచేసి 30 నిమిషాలలోపు చెల్లింపు పూర్తి చేయండి; ఆ తర్వాత చెల్లించని ఆర్డర్ రద్దవుతుంది.',
          `ఇది ${f.deliveryDay} నాటికి ${f.city} చేరుకుంటుంది.`,
        ],
      }),
      shipped: (f) => ({
        subject: `మీ Aabhushan ఆర్డర్ ${f.number} పంపించాం`,
        lines: [`మీ ఆర్డర్ ${f.number} ${f.city} కు బయలుదేరింది.`, `ఇది ${f.deliveryDay} నాటికి చేరుకుంటుంది.`],
      }),
      delivered: (f) => ({
        subject: `మీ Aabhushan ఆర్డర్ ${f.number} డెలివరీ అయింది`,
        lines: [`మీ ఆర్డర్ ${f.number} డెలివరీ అయింది. ఇది మీకు ఎంతో నచ్చుతుందని ఆశిస్తున్నాం.`, 'డెలివరీ అయిన 7 రోజులలోపు "నా ఆర్డర్లు" నుండి దీన్ని తిరిగి ఇవ్వవచ్చు.'],
      }),
      cancelled: (f) => ({
        subject: `మీ Aabhushan ఆర్డర్ ${f.number} రద్దయింది`,
        lines: [
          f.note ? `మీ ఆర్డర్ ${f.number} రద్దయింది: ${f.note}` : `మీ ఆర్డర్ ${f.number} రద్దయింది.`,
          f.paid ? `మీరు చెల్లించిన ${f.total} మీరు చెల్లించిన పద్ధతికే తిరిగి జమ అవుతుంది.` : 'మీ నుండి ఎలాంటి మొత్తమూ వసూలు చేయలేదు.',
        ],
      }),
      refunded: (f) => ({
        subject: `ఆర్డర్ ${f.number} కు మీ Aabhushan రీఫండ్`,
        lines: [`ఆర్డర్ ${f.number} కోసం ${f.total} తిరిగి చెల్లించాం.`, 'బ్యాంకులు సాధారణంగా 5 నుండి 7 పని దినాల్లో రీఫండ్‌ను చూపిస్తాయి.'],
      }),
    },
    inThisOrder: 'ఈ ఆర్డర్‌లో:',
    holdEnded: (cod, minutes) => (cod ? `${minutes} నిమిషాలలోపు క్యాష్ ఆన్ డెలివరీ నిర్ధారణ కాలేదు` : `${minutes} నిమిషాలలోపు చెల్లింపు అందలేదు`),
  },
};

/** Made once per language (toLocaleDateString builds a new formatter on every call). */
const DELIVERY_DAY = Object.fromEntries(
  Object.entries(INDIAN_LOCALES).map(([language, locale]) => [language, new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })]),
) as Record<StoreLanguage, Intl.DateTimeFormat>;

/** The system's note when a hold ended ('Payment not received within 15 minutes', rules/order-status.ts). */
const HOLD_ENDED = /^(Cash on delivery not confirmed|Payment not received) within (\d+) minutes$/;

/** A cancellation's note in the mail's language: the system's own note is written in it; staff's words stay as written. */
function noteIn(language: StoreLanguage, note: string): string {
  const hold = HOLD_ENDED.exec(note);
  return hold ? ORDER_MAIL_TEXTS[language].holdEnded(hold[1] === 'Cash on delivery not confirmed', Number(hold[2])) : note;
}

/** A piece of the order as a mail names it: its snapshot (the name it was sold under) and how many. */
export type OrderMailItem = Pick<OrderItemRow, 'productSnapshot' | 'quantity'>;

/**
 * The order's pieces, one a line, in the mail's language (the name in each language was kept
 * when it was sold; an order placed before that has only its English name).
 */
function piecesIn(language: StoreLanguage, items: readonly OrderMailItem[]): string {
  const names = items.map(({ productSnapshot, quantity }) => {
    const name = pickPieceName(productSnapshot, language);
    return quantity > 1 ? `${name} × ${quantity}` : name;
  });
  return [ORDER_MAIL_TEXTS[language].inThisOrder, ...names].join('\n');
}

export function orderMail(event: OrderMailEvent, order: OrderRow, note = '', language: StoreLanguage = 'en', items: readonly OrderMailItem[] = []): MailMessage {
  const facts: OrderFacts = {
    number: order.orderNumber,
    total: formatInr(paiseToRupees(order.grandTotalPaise)),
    city: order.shippingAddress.city,
    deliveryDay: DELIVERY_DAY[language].format(order.estimatedDelivery),
    cod: order.paymentMethod === 'cod',
    paid: order.paymentStatus === 'paid',
    note: noteIn(language, note),
  };
  const { subject, lines } = ORDER_MAIL_TEXTS[language].events[event](facts);
  // The pieces follow the sentence that names the order.
  const [first, ...rest] = lines;
  const pieces = items.length > 0 ? [piecesIn(language, items)] : [];
  return composeMailIn(language, order.contactEmail, `order ${event}`, subject, [greetingIn(language, order.customerName), first!, ...pieces, ...rest]);
}

/** The language the order's customer reads their mail in (the one kept on their account; English without one). */
export async function orderMailLanguage(db: Database, order: Pick<OrderRow, 'userId'>): Promise<StoreLanguage> {
  if (!order.userId) return 'en';
  const [row] = await db.select({ language: users.mailLanguage }).from(users).where(eq(users.id, order.userId)).limit(1);
  return storeLanguageOr(row?.language);
}

/** The order's mail about `event`, in its customer's language, naming its pieces: read inside the transaction that writes the mail job. */
export async function orderMailFor(db: Database, event: OrderMailEvent, order: OrderRow, note = ''): Promise<MailMessage> {
  const language = await orderMailLanguage(db, order);
  return orderMail(event, order, note, language, await findItems(db, [order.id]));
}

/** The mail a status change sends, if any. */
export function mailEventOf(status: string): OrderMailEvent | null {
  if (status === 'shipped' || status === 'delivered' || status === 'cancelled' || status === 'refunded') return status;
  return null;
}
