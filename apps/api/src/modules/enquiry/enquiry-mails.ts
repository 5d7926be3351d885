import type { EnquiryCategory } from '@aabhushan/shared/schemas/enquiry';
import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import { composeMail, composeMailIn, greetingIn } from '../../lib/mail/compose-mail';
import type { MailMessage } from '../../lib/mail/mailer';

export interface StoredEnquiry {
  id: string;
  name: string;
  email: string;
  number: string;
  category: EnquiryCategory;
  message: string;
  newsletter: boolean;
}

const CATEGORY_LABELS: Record<EnquiryCategory, string> = {
  general: 'General enquiry',
  product: 'Product question',
  order: 'Order support',
  custom: 'Custom design',
  return: 'Returns and exchanges',
  other: 'Other',
};

/** To the store: everything the shopper sent, so staff can reply from the mail alone. */
export function storeEnquiryMail(storeEmail: string, enquiry: StoredEnquiry): MailMessage {
  return composeMail(storeEmail, 'enquiry', `New enquiry: ${CATEGORY_LABELS[enquiry.category]} from ${enquiry.name}`, [
    `A shopper wrote through the contact form (enquiry ${enquiry.id}).`,
    `Name: ${enquiry.name}\nE-mail: ${enquiry.email}\nPhone: ${enquiry.number}\nTopic: ${CATEGORY_LABELS[enquiry.category]}\nNewsletter: ${enquiry.newsletter ? 'subscribed' : 'no'}`,
    enquiry.message,
  ]);
}

/** The reference a shopper quotes when they call or write again: the enquiry id's first 8 characters, in capitals. */
export function enquiryReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** The acknowledgement in the store's four languages (the storefront's when the form was sent: its lang cookie). */
export const ENQUIRY_RECEIVED_TEXTS: Record<StoreLanguage, { topics: Record<EnquiryCategory, string>; received: (f: { topic: string; reference: string; phone: string }) => { subject: string; lines: string[] } }> = {
  en: {
    topics: CATEGORY_LABELS,
    received: (f) => ({
      subject: 'We have received your message',
      lines: [
        `Thank you for writing to Aabhushan about "${f.topic}" (reference ${f.reference}). We reply to every message within 24 hours; for anything urgent please call us at ${f.phone} and quote the reference.`,
        'If you did not write to us, you can ignore this e-mail.',
      ],
    }),
  },
  hi: {
    topics: { general: 'सामान्य पूछताछ', product: 'उत्पाद के बारे में प्रश्न', order: 'ऑर्डर सहायता', custom: 'कस्टम डिज़ाइन', return: 'रिटर्न और एक्सचेंज', other: 'अन्य' },
    received: (f) => ({
      subject: 'हमें आपका संदेश मिल गया है',
      lines: [
        `"${f.topic}" के बारे में Aabhushan को लिखने के लिए धन्यवाद (संदर्भ ${f.reference})। हम हर संदेश का उत्तर 24 घंटे के भीतर देते हैं; कोई ज़रूरी बात हो तो कृपया हमें ${f.phone} पर फ़ोन करें और यह संदर्भ बताएँ।`,
        'अगर आपने हमें नहीं लिखा था, तो इस ई-मेल को अनदेखा कर दें।',
      ],
    }),
  },
  ta: {
    topics: { general: 'பொதுவான விசாரணை', product: 'தயாரிப்பு பற்றிய கேள்வி', order: 'ஆர்டர் உதவி', custom: 'தனிப்பயன் வடிவமைப்பு', return: 'திருப்பி அனுப்புதல், மாற்றுதல்', other: 'மற்றவை' },
    received: (f) => ({
      subject: 'உங்கள் செய்தி எங்களுக்குக் கிடைத்தது',
      lines: [
        `"${f.topic}" குறித்து Aabhushan-க்கு எழுதியதற்கு நன்றி (குறிப்பு எண் ${f.reference}). ஒவ்வொரு செய்திக்கும் 24 மணி நேரத்திற்குள் பதிலளிக்கிறோம்; அவசரம் என்றால் ${f.phone} என்ற எண்ணில் எங்களை அழைத்து இந்தக் குறிப்பு எண்ணைச் சொல்லுங்கள்.`,
        'நீங்கள் எங்களுக்கு எழுதவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்.',
      ],
    }),
  },
  te: {
    topics: { general: 'సాధారణ విచారణ', product: 'ఉత్పత్తి గురించి ప్రశ్న', order: 'ఆర్డర్ సహాయం', custom: 'కస్టమ్ డిజైన్', return: 'రిటర్న్‌లు, ఎక్స్ఛేంజ్‌లు', other: 'ఇతరాలు' },
    received: (f) => ({
      subject: 'మీ సందేశం మాకు అందింది',
      lines: [
        `"${f.topic}" గురించి Aabhushan కు రాసినందుకు ధన్యవాదాలు (రిఫరెన్స్ ${f.reference}). ప్రతి సందేశానికీ 24 గంటలలోపు జవాబిస్తాం; అత్యవసరమైతే దయచేసి ${f.phone} కు ఫోన్ చేసి ఈ రిఫరెన్స్ చెప్పండి.`,
        'మీరు మాకు రాయకపోతే, ఈ ఇ-మెయిల్‌ను పట్టించుకోనవసరం లేదు.',
      ],
    }),
  },
};

/**
 * To the address the form named: we have it, its topic and reference, and when to expect an
 * answer. Nothing the sender typed is repeated beyond a plain name (lib/mail/plain-name.ts):
 * anyone can type someone else's address into the form, so this mail must carry nothing of theirs.
 */
export function enquiryReceivedMail(enquiry: StoredEnquiry, storePhone: string, language: StoreLanguage = 'en'): MailMessage {
  const texts = ENQUIRY_RECEIVED_TEXTS[language];
  const { subject, lines } = texts.received({ topic: texts.topics[enquiry.category], reference: enquiryReference(enquiry.id), phone: storePhone });
  return composeMailIn(language, enquiry.email, 'enquiry received', subject, [greetingIn(language, enquiry.name), ...lines]);
}
