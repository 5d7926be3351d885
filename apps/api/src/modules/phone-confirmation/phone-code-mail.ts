import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import { composeMailIn, greetingIn } from '../../lib/mail/compose-mail';
import type { MailMessage } from '../../lib/mail/mailer';

/** The phone (masked) and the code, as the mail writes them. */
export interface PhoneCodeFacts {
  phone: string;
  code: string;
}

/** The phone confirmation code mail in the store's four languages (the customer's: the one kept on their account). */
export const PHONE_CODE_MAIL_TEXTS: Record<StoreLanguage, (f: PhoneCodeFacts) => { subject: string; lines: string[] }> = {
  en: (f) => ({
    subject: 'Your Aabhushan confirmation code',
    lines: [
      `Your code to confirm the phone ${f.phone} for a cash-on-delivery order is ${f.code}. It is valid for 10 minutes and can be used once.`,
      'If you did not ask for it, you can ignore this e-mail: no order is placed without the code.',
    ],
  }),
  hi: (f) => ({
    subject: 'आपका Aabhushan पुष्टि कोड',
    lines: [
      `कैश ऑन डिलीवरी ऑर्डर के लिए फ़ोन ${f.phone} की पुष्टि का आपका कोड ${f.code} है। यह 10 मिनट तक मान्य है और केवल एक बार इस्तेमाल किया जा सकता है।`,
      'अगर आपने यह कोड नहीं माँगा था, तो इस ई-मेल को अनदेखा कर दें: कोड के बिना कोई ऑर्डर नहीं होगा।',
    ],
  }),
  ta: (f) => ({
    subject: 'உங்கள் Aabhushan உறுதிப்படுத்தல் குறியீடு',
    lines: [
      `கேஷ் ஆன் டெலிவரி ஆர்டருக்காக ${f.phone} என்ற தொலைபேசி எண்ணை உறுதிசெய்வதற்கான உங்கள் குறியீடு ${f.code}. இது 10 நிமிடங்கள் செல்லுபடியாகும், ஒருமுறை மட்டுமே பயன்படுத்த முடியும்.`,
      'நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்: குறியீடு இல்லாமல் எந்த ஆர்டரும் செய்யப்படாது.',
    ],
  }),
  te: (f) => ({
    subject: 'మీ Aabhushan నిర్ధారణ కోడ్',
    lines: [
      `క్యాష్ ఆన్ డెలివరీ ఆర్డర్ కోసం ఫోన్ ${f.phone} ను నిర్ధారించడానికి మీ కోడ్ ${f.code}. ఇది 10 నిమిషాల పాటు చెల్లుతుంది, ఒక్కసారి మాత్రమే వాడవచ్చు.`,
      'మీరు దీన్ని అడగకపోతే, ఈ ఇ-మెయిల్‌ను పట్టించుకోనవసరం లేదు: కోడ్ లేకుండా ఏ ఆర్డరూ నమోదు కాదు.',
    ],
  }),
};

/** The code that confirms a phone for cash on delivery, by e-mail when no SMS sender is set. */
export function phoneCodeMail(to: string, name: string, language: StoreLanguage, facts: PhoneCodeFacts): MailMessage {
  const { subject, lines } = PHONE_CODE_MAIL_TEXTS[language](facts);
  return composeMailIn(language, to, 'phone code', subject, [greetingIn(language, name), ...lines]);
}
