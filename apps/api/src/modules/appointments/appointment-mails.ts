import { type StoreLanguage, INDIAN_LOCALES } from '@aabhushan/shared/language-choice';
import type { AppointmentKind } from '@aabhushan/shared/schemas/appointments';
import { composeMailIn, greetingIn } from '../../lib/mail/compose-mail';
import type { MailMessage } from '../../lib/mail/mailer';

/** What an appointment mail says, already written out (the time in words, in India's time). */
export interface AppointmentFacts {
  name: string;
  kind: AppointmentKind;
  reference: string;
  when: string;
  showroom: string;
  /** The showroom's address, or the customer's for try at home. */
  place: string;
  phone: string;
  pieces: string[];
  videoLink: string | null;
  manageLink: string;
}

export type AppointmentMailKind = 'booked' | 'moved' | 'cancelled' | 'reminder';

interface MailTexts {
  kinds: Record<AppointmentKind, string>;
  subject: Record<AppointmentMailKind, (f: AppointmentFacts) => string>;
  opening: Record<AppointmentMailKind, (f: AppointmentFacts) => string>;
  where: Record<AppointmentKind, (f: AppointmentFacts) => string>;
  pieces: (list: string) => string;
  video: (link: string) => string;
  manage: (link: string) => string;
  calendar: string;
}

/** The appointment mails in the store's four languages (the customer's: the one they booked in). */
const TEXTS: Record<StoreLanguage, MailTexts> = {
  en: {
    kinds: { store: 'Showroom visit', video: 'Video call', home: 'Try at home' },
    subject: {
      booked: (f) => `Your appointment is booked: ${f.when} (${f.reference})`,
      moved: (f) => `Your appointment is moved to ${f.when} (${f.reference})`,
      cancelled: (f) => `Your appointment is cancelled (${f.reference})`,
      reminder: (f) => `See you tomorrow: ${f.when} (${f.reference})`,
    },
    opening: {
      booked: (f) => `Your ${TEXTS.en.kinds[f.kind].toLowerCase()} is booked for ${f.when}.`,
      moved: (f) => `Your ${TEXTS.en.kinds[f.kind].toLowerCase()} is now on ${f.when}.`,
      cancelled: (f) => `Your ${TEXTS.en.kinds[f.kind].toLowerCase()} on ${f.when} is cancelled. We hope to see you another time.`,
      reminder: (f) => `A reminder: your ${TEXTS.en.kinds[f.kind].toLowerCase()} is tomorrow, ${f.when}.`,
    },
    where: {
      store: (f) => `Where: ${f.showroom}, ${f.place}. Call ${f.phone} if you are running late.`,
      video: (f) => `A consultant from ${f.showroom} will call you on video. Questions: ${f.phone}.`,
      home: (f) => `Our consultant from ${f.showroom} will come to ${f.place} with the pieces. Questions: ${f.phone}.`,
    },
    pieces: (list) => `Pieces we keep ready: ${list}.`,
    video: (link) => `Join the call at the time from this link: ${link}`,
    manage: (link) => `See, move or cancel it (until 2 hours before) in My Appointments: ${link}`,
    calendar: 'The invitation is attached: open it to add the appointment to your calendar.',
  },
  hi: {
    kinds: { store: 'शोरूम विज़िट', video: 'वीडियो कॉल', home: 'घर पर ट्राई करें' },
    subject: {
      booked: (f) => `आपकी अपॉइंटमेंट बुक हो गई: ${f.when} (${f.reference})`,
      moved: (f) => `आपकी अपॉइंटमेंट ${f.when} पर कर दी गई (${f.reference})`,
      cancelled: (f) => `आपकी अपॉइंटमेंट रद्द हो गई (${f.reference})`,
      reminder: (f) => `कल मिलते हैं: ${f.when} (${f.reference})`,
    },
    opening: {
      booked: (f) => `आपकी ${TEXTS.hi.kinds[f.kind]} ${f.when} के लिए बुक हो गई है।`,
      moved: (f) => `आपकी ${TEXTS.hi.kinds[f.kind]} अब ${f.when} को है।`,
      cancelled: (f) => `${f.when} की आपकी ${TEXTS.hi.kinds[f.kind]} रद्द कर दी गई है। आशा है फिर मिलेंगे।`,
      reminder: (f) => `याद दिला दें: आपकी ${TEXTS.hi.kinds[f.kind]} कल, ${f.when} को है।`,
    },
    where: {
      store: (f) => `कहाँ: ${f.showroom}, ${f.place}। देर हो रही हो तो ${f.phone} पर फ़ोन करें।`,
      video: (f) => `${f.showroom} से हमारे सलाहकार आपको वीडियो कॉल करेंगे। प्रश्न: ${f.phone}।`,
      home: (f) => `${f.showroom} से हमारे सलाहकार गहने लेकर ${f.place} आएँगे। प्रश्न: ${f.phone}।`,
    },
    pieces: (list) => `आपके लिए तैयार रखे गहने: ${list}।`,
    video: (link) => `समय पर इस लिंक से कॉल में जुड़ें: ${link}`,
    manage: (link) => `"मेरी अपॉइंटमेंट" में देखें, समय बदलें या रद्द करें (2 घंटे पहले तक): ${link}`,
    calendar: 'निमंत्रण साथ में है: इसे खोलकर अपॉइंटमेंट अपने कैलेंडर में जोड़ें।',
  },
  ta: {
    kinds: { store: 'ஷோரூம் வருகை', video: 'வீடியோ அழைப்பு', home: 'வீட்டில் அணிந்து பாருங்கள்' },
    subject: {
      booked: (f) => `உங்கள் சந்திப்பு பதிவானது: ${f.when} (${f.reference})`,
      moved: (f) => `உங்கள் சந்திப்பு ${f.when}க்கு மாற்றப்பட்டது (${f.reference})`,
      cancelled: (f) => `உங்கள் சந்திப்பு ரத்து செய்யப்பட்டது (${f.reference})`,
      reminder: (f) => `நாளை சந்திப்போம்: ${f.when} (${f.reference})`,
    },
    opening: {
      booked: (f) => `உங்கள் ${TEXTS.ta.kinds[f.kind]} ${f.when} அன்று பதிவாகியுள்ளது.`,
      moved: (f) => `உங்கள் ${TEXTS.ta.kinds[f.kind]} இப்போது ${f.when} அன்று.`,
      cancelled: (f) => `${f.when} அன்று இருந்த உங்கள் ${TEXTS.ta.kinds[f.kind]} ரத்து செய்யப்பட்டது. மீண்டும் சந்திப்போம் என நம்புகிறோம்.`,
      reminder: (f) => `நினைவூட்டல்: உங்கள் ${TEXTS.ta.kinds[f.kind]} நாளை, ${f.when}.`,
    },
    where: {
      store: (f) => `இடம்: ${f.showroom}, ${f.place}. தாமதமானால் ${f.phone} எண்ணை அழையுங்கள்.`,
      video: (f) => `${f.showroom} ஆலோசகர் உங்களை வீடியோவில் அழைப்பார். கேள்விகளுக்கு: ${f.phone}.`,
      home: (f) => `${f.showroom} ஆலோசகர் நகைகளுடன் ${f.place} வருவார். கேள்விகளுக்கு: ${f.phone}.`,
    },
    pieces: (list) => `உங்களுக்காக தயாராக வைக்கும் நகைகள்: ${list}.`,
    video: (link) => `நேரத்தில் இந்த இணைப்பில் சேருங்கள்: ${link}`,
    manage: (link) => `"என் சந்திப்புகள்" பக்கத்தில் பார்க்க, மாற்ற அல்லது ரத்து செய்ய (2 மணி நேரம் முன்பு வரை): ${link}`,
    calendar: 'அழைப்பிதழ் இணைக்கப்பட்டுள்ளது: அதைத் திறந்து உங்கள் நாட்காட்டியில் சேர்க்கவும்.',
  },
  te: {
    kinds: { store: 'షోరూమ్ సందర్శన', video: 'వీడియో కాల్', home: 'ఇంట్లో ధరించి చూడండి' },
    subject: {
      booked: (f) => `మీ అపాయింట్‌మెంట్ బుక్ అయింది: ${f.when} (${f.reference})`,
      moved: (f) => `మీ అపాయింట్‌మెంట్ ${f.when}కి మార్చబడింది (${f.reference})`,
      cancelled: (f) => `మీ అపాయింట్‌మెంట్ రద్దయింది (${f.reference})`,
      reminder: (f) => `రేపు కలుద్దాం: ${f.when} (${f.reference})`,
    },
    opening: {
      booked: (f) => `మీ ${TEXTS.te.kinds[f.kind]} ${f.when}కి బుక్ అయింది.`,
      moved: (f) => `మీ ${TEXTS.te.kinds[f.kind]} ఇప్పుడు ${f.when}కి ఉంది.`,
      cancelled: (f) => `${f.when}న ఉన్న మీ ${TEXTS.te.kinds[f.kind]} రద్దయింది. మళ్లీ కలుద్దామని ఆశిస్తున్నాం.`,
      reminder: (f) => `గుర్తుచేస్తున్నాం: మీ ${TEXTS.te.kinds[f.kind]} రేపు, ${f.when}.`,
    },
    where: {
      store: (f) => `ఎక్కడ: ${f.showroom}, ${f.place}. ఆలస్యమైతే ${f.phone}కి ఫోన్ చేయండి.`,
      video: (f) => `${f.showroom} నుండి మా సలహాదారు మీకు వీడియో కాల్ చేస్తారు. ప్రశ్నలకు: ${f.phone}.`,
      home: (f) => `${f.showroom} నుండి మా సలహాదారు ఆభరణాలతో ${f.place}కి వస్తారు. ప్రశ్నలకు: ${f.phone}.`,
    },
    pieces: (list) => `మీ కోసం సిద్ధంగా ఉంచే ఆభరణాలు: ${list}.`,
    video: (link) => `సమయానికి ఈ లింక్ ద్వారా కాల్‌లో చేరండి: ${link}`,
    manage: (link) => `"నా అపాయింట్‌మెంట్‌లు"లో చూడండి, మార్చండి లేదా రద్దు చేయండి (2 గంటల ముందు వరకు): ${link}`,
    calendar: 'ఆహ్వానం జత చేయబడింది: దాన్ని తెరిచి అపాయింట్‌మెంట్‌ను మీ క్యాలెండర్‌లో చేర్చండి.',
  },
};

/** The kind's name in a language (the calendar entry's title). */
export function kindName(kind: AppointmentKind, language: StoreLanguage): string {
  return TEXTS[language].kinds[kind];
}

/** One appointment mail: booked, moved, cancelled or tomorrow's reminder, with the calendar file when given. */
export function appointmentMail(to: string, language: StoreLanguage, mail: AppointmentMailKind, facts: AppointmentFacts, ics?: string): MailMessage {
  const texts = TEXTS[language];
  const lines = [texts.opening[mail](facts)];
  if (mail !== 'cancelled') {
    lines.push(texts.where[facts.kind](facts));
    if (facts.pieces.length > 0) lines.push(texts.pieces(facts.pieces.join(', ')));
    if (facts.kind === 'video' && facts.videoLink) lines.push(texts.video(facts.videoLink));
    lines.push(texts.manage(facts.manageLink));
  }
  if (ics) lines.push(texts.calendar);
  return {
    ...composeMailIn(language, to, `appointment ${mail}`, texts.subject[mail](facts), [greetingIn(language, facts.name), ...lines]),
    ...(ics ? { attachments: [{ filename: `${facts.reference}.ics`, contentType: `text/calendar; charset=utf-8; method=${mail === 'cancelled' ? 'CANCEL' : 'REQUEST'}`, content: ics }] } : {}),
  };
}

const FORMATS = new Map<StoreLanguage, Intl.DateTimeFormat>();

/** "Tuesday, 1 December 2026 at 11:00 am" in the language, in India's time whatever the server's zone. */
export function writtenTime(instant: Date, language: StoreLanguage): string {
  let format = FORMATS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INDIAN_LOCALES[language], { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
    FORMATS.set(language, format);
  }
  return format.format(instant);
}
