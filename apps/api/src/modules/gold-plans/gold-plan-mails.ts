import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import { composeMailIn, greetingIn } from '../../lib/mail/compose-mail';
import type { MailMessage } from '../../lib/mail/mailer';

/** What a gold plan mail says, already formatted (amount in rupees with its sign, date in words). */
export interface DueFacts {
  name: string;
  plan: string;
  instalment: number;
  instalments: number;
  amount: string;
  date: string;
}
export interface MaturedFacts {
  name: string;
  plan: string;
  amount: string;
  date: string;
}

interface MailTexts {
  due: (facts: DueFacts) => { subject: string; lines: string[] };
  matured: (facts: MaturedFacts) => { subject: string; lines: string[] };
}

/** The gold plan's mails in the store's four languages (the customer's: the one they enrolled in). */
const TEXTS: Record<StoreLanguage, MailTexts> = {
  en: {
    due: (f) => ({
      subject: `Your gold plan instalment is due on ${f.date}`,
      lines: [
        `${f.plan}: instalment ${f.instalment} of ${f.instalments}, ${f.amount}, is due on ${f.date}.`,
        'Pay it from My Gold Plans on or after the due date. Paid by the same date next month, it still counts as on time and keeps its share of the bonus.',
      ],
    }),
    matured: (f) => ({
      subject: 'Your gold plan has matured',
      lines: [
        `${f.plan} matured on ${f.date}: ${f.amount}, what you paid in and the bonus, is yours to redeem against jewellery.`,
        'Choose the plan at checkout to pay with it. What one order does not use stays for the next.',
      ],
    }),
  },
  hi: {
    due: (f) => ({
      subject: `आपकी स्वर्ण योजना की किस्त ${f.date} को देय है`,
      lines: [
        `${f.plan} — किस्त ${f.instalment}/${f.instalments}, ${f.amount}, ${f.date} को देय है।`,
        'देय तिथि पर या उसके बाद इसे "मेरी स्वर्ण योजनाएँ" से चुकाएँ। अगले महीने की उसी तारीख़ तक चुकाई गई किस्त समय पर मानी जाती है और बोनस में अपना हिस्सा रखती है।',
      ],
    }),
    matured: (f) => ({
      subject: 'आपकी स्वर्ण योजना परिपक्व हो गई है',
      lines: [
        `${f.plan} ${f.date} को परिपक्व हो गई: ${f.amount}, यानी आपकी जमा राशि और बोनस, आभूषणों के बदले भुनाने के लिए आपका है।`,
        'इससे भुगतान करने के लिए चेकआउट पर अपनी योजना चुनें। एक ऑर्डर में जो राशि न लगे, वह अगले ऑर्डर के लिए रहती है।',
      ],
    }),
  },
  ta: {
    due: (f) => ({
      subject: `உங்கள் தங்கத் திட்டத் தவணை ${f.date} அன்று செலுத்த வேண்டும்`,
      lines: [
        `${f.plan} — தவணை ${f.instalment}/${f.instalments}, ${f.amount}, ${f.date} அன்று செலுத்த வேண்டும்.`,
        'செலுத்த வேண்டிய நாளிலோ அதற்குப் பிறகோ "என் தங்கத் திட்டங்கள்" பக்கத்தில் செலுத்துங்கள். அடுத்த மாதம் அதே தேதிக்குள் செலுத்தினால் அது சரியான நேரத்தில் செலுத்தியதாகக் கருதப்பட்டு, போனஸில் அதன் பங்கைப் பெறும்.',
      ],
    }),
    matured: (f) => ({
      subject: 'உங்கள் தங்கத் திட்டம் முதிர்ச்சியடைந்தது',
      lines: [
        `${f.plan} ${f.date} அன்று முதிர்ச்சியடைந்தது: நீங்கள் செலுத்திய தொகையும் போனஸும் சேர்ந்த ${f.amount} நகைகளுக்குப் பயன்படுத்த உங்களுடையது.`,
        'அதைக் கொண்டு செலுத்த, செக்அவுட்டில் உங்கள் திட்டத்தைத் தேர்ந்தெடுங்கள். ஒரு ஆர்டரில் பயன்படாத தொகை அடுத்த ஆர்டருக்கு இருக்கும்.',
      ],
    }),
  },
  te: {
    due: (f) => ({
      subject: `మీ బంగారు పథకం వాయిదా ${f.date} న చెల్లించాలి`,
      lines: [
        `${f.plan} — వాయిదా ${f.instalment}/${f.instalments}, ${f.amount}, ${f.date} న చెల్లించాలి.`,
        'గడువు తేదీన లేదా ఆ తర్వాత "నా బంగారు పథకాలు" నుండి చెల్లించండి. వచ్చే నెల అదే తేదీలోపు చెల్లిస్తే అది సమయానికి చెల్లించినట్లే, బోనస్‌లో దాని వాటా ఉంటుంది.',
      ],
    }),
    matured: (f) => ({
      subject: 'మీ బంగారు పథకం పరిపక్వమైంది',
      lines: [
        `${f.plan} ${f.date} న పరిపక్వమైంది: మీరు చెల్లించినది, బోనస్ కలిపి ${f.amount} ఆభరణాల కోసం వినియోగించుకోవడానికి మీదే.`,
        'దానితో చెల్లించడానికి చెక్అవుట్‌లో మీ పథకాన్ని ఎంచుకోండి. ఒక ఆర్డర్‌లో వాడని మొత్తం తదుపరి ఆర్డర్ కోసం ఉంటుంది.',
      ],
    }),
  },
};

function compose(to: string, kind: string, language: StoreLanguage, name: string, { subject, lines }: { subject: string; lines: string[] }): MailMessage {
  return composeMailIn(language, to, kind, subject, [greetingIn(language, name), ...lines]);
}

/** Three days before an instalment falls due (while it is unpaid). */
export function instalmentDueMail(to: string, language: StoreLanguage, facts: DueFacts): MailMessage {
  return compose(to, 'gold plan instalment due', language, facts.name, TEXTS[language].due(facts));
}

/** On the maturity date: the plan's paid-in amount and bonus are ready to redeem. */
export function planMaturedMail(to: string, language: StoreLanguage, facts: MaturedFacts): MailMessage {
  return compose(to, 'gold plan matured', language, facts.name, TEXTS[language].matured(facts));
}
