import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import type { MailMessage } from '../../lib/mail/mailer';
import { composeMailIn, greetingIn } from '../../lib/mail/compose-mail';

/** A mail's subject and its paragraphs after the greeting (a link is a paragraph of its own). */
interface Written {
  subject: string;
  lines: string[];
}

interface AuthMailTexts {
  verification: (link: string) => Written;
  signInCode: (code: string) => Written;
  reset: (link: string) => Written;
  emailChangeConfirm: (link: string) => Written;
  emailChangeRequested: (newEmail: string, notMeLink: string) => Written;
}

/** The account mails in the store's four languages (the customer's: the one kept on their account). */
export const AUTH_MAIL_TEXTS: Record<StoreLanguage, AuthMailTexts> = {
  en: {
    verification: (link) => ({
      subject: 'Please verify your email for Aabhushan',
      lines: ['Please confirm your email address by opening this link (valid for 24 hours):', link, 'If you did not create an account with Aabhushan, you can ignore this e-mail.'],
    }),
    // The code stays out of the subject: subjects show on lock screens and in mail logs.
    signInCode: (code) => ({
      subject: 'Your Aabhushan sign-in code',
      lines: [
        `Your sign-in code is ${code}. It is valid for 10 minutes and can be used once.`,
        'If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.',
      ],
    }),
    reset: (link) => ({
      subject: 'Reset your Aabhushan password',
      lines: [
        'We received a request to reset your password. Open this link to choose a new one (valid for 30 minutes, once):',
        link,
        'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      ],
    }),
    emailChangeConfirm: (link) => ({
      subject: 'Confirm your new email for Aabhushan',
      lines: [
        'You asked to sign in to Aabhushan with this address from now on. Open this link to confirm it (valid for 24 hours):',
        link,
        'Until you do, your account keeps its current e-mail address. If you did not ask for this, you can ignore this e-mail.',
      ],
    }),
    emailChangeRequested: (newEmail, notMeLink) => ({
      subject: 'Your Aabhushan email is about to change',
      lines: [
        `Someone signed in to your Aabhushan account asked to change its e-mail address to ${newEmail}. The change happens when that address confirms it.`,
        'If this was not you, open this link (valid for 7 days). It keeps this address on your account, or gives it back, signs out every device and asks you for a new password:',
        notMeLink,
      ],
    }),
  },
  hi: {
    verification: (link) => ({
      subject: 'Aabhushan के लिए अपना ई-मेल सत्यापित करें',
      lines: ['कृपया यह लिंक खोलकर अपने ई-मेल पते की पुष्टि करें (24 घंटे तक मान्य):', link, 'अगर आपने Aabhushan पर खाता नहीं बनाया है, तो इस ई-मेल को अनदेखा कर दें।'],
    }),
    signInCode: (code) => ({
      subject: 'आपका Aabhushan साइन-इन कोड',
      lines: [
        `आपका साइन-इन कोड ${code} है। यह 10 मिनट तक मान्य है और केवल एक बार इस्तेमाल किया जा सकता है।`,
        'अगर आपने यह कोड नहीं माँगा था, तो इस ई-मेल को अनदेखा कर दें: कोड के बिना कोई भी साइन इन नहीं कर सकता।',
      ],
    }),
    reset: (link) => ({
      subject: 'अपना Aabhushan पासवर्ड रीसेट करें',
      lines: [
        'हमें आपका पासवर्ड रीसेट करने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए यह लिंक खोलें (30 मिनट तक, केवल एक बार मान्य):',
        link,
        'अगर आपने यह अनुरोध नहीं किया था, तो इस ई-मेल को अनदेखा कर दें: आपका पासवर्ड वही रहेगा।',
      ],
    }),
    emailChangeConfirm: (link) => ({
      subject: 'Aabhushan के लिए अपने नए ई-मेल की पुष्टि करें',
      lines: [
        'आपने अब से इस पते से Aabhushan में साइन इन करने का अनुरोध किया है। पुष्टि के लिए यह लिंक खोलें (24 घंटे तक मान्य):',
        link,
        'जब तक आप पुष्टि नहीं करते, आपके खाते पर मौजूदा ई-मेल पता ही रहेगा। अगर आपने यह अनुरोध नहीं किया था, तो इस ई-मेल को अनदेखा कर दें।',
      ],
    }),
    emailChangeRequested: (newEmail, notMeLink) => ({
      subject: 'आपका Aabhushan ई-मेल बदलने वाला है',
      lines: [
        `आपके Aabhushan खाते में साइन इन किसी व्यक्ति ने उसका ई-मेल पता बदलकर ${newEmail} करने का अनुरोध किया है। वह पता पुष्टि करेगा, तभी बदलाव होगा।`,
        'अगर यह आप नहीं थे, तो यह लिंक खोलें (7 दिन तक मान्य)। इससे यही पता आपके खाते पर बना रहेगा या वापस आ जाएगा, हर डिवाइस से साइन आउट हो जाएगा और आपसे नया पासवर्ड चुनने को कहा जाएगा:',
        notMeLink,
      ],
    }),
  },
  ta: {
    verification: (link) => ({
      subject: 'Aabhushan-க்கான உங்கள் மின்னஞ்சலைச் சரிபார்க்கவும்',
      lines: [
        'இந்த இணைப்பைத் திறந்து உங்கள் மின்னஞ்சல் முகவரியை உறுதிசெய்யவும் (24 மணி நேரம் செல்லுபடியாகும்):',
        link,
        'நீங்கள் Aabhushan-இல் கணக்கு தொடங்கவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்.',
      ],
    }),
    signInCode: (code) => ({
      subject: 'உங்கள் Aabhushan உள்நுழைவுக் குறியீடு',
      lines: [
        `உங்கள் உள்நுழைவுக் குறியீடு ${code}. இது 10 நிமிடங்கள் செல்லுபடியாகும், ஒருமுறை மட்டுமே பயன்படுத்த முடியும்.`,
        'நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்: குறியீடு இல்லாமல் யாரும் உள்நுழைய முடியாது.',
      ],
    }),
    reset: (link) => ({
      subject: 'உங்கள் Aabhushan கடவுச்சொல்லை மாற்றவும்',
      lines: [
        'உங்கள் கடவுச்சொல்லை மாற்றுவதற்கான கோரிக்கை எங்களுக்கு வந்துள்ளது. புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்க இந்த இணைப்பைத் திறக்கவும் (30 நிமிடங்கள், ஒருமுறை மட்டும் செல்லுபடியாகும்):',
        link,
        'நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்: உங்கள் கடவுச்சொல் மாறாது.',
      ],
    }),
    emailChangeConfirm: (link) => ({
      subject: 'Aabhushan-க்கான உங்கள் புதிய மின்னஞ்சலை உறுதிசெய்யவும்',
      lines: [
        'இனி இந்த முகவரியைக் கொண்டு Aabhushan-இல் உள்நுழைய வேண்டும் எனக் கேட்டிருக்கிறீர்கள். அதை உறுதிசெய்ய இந்த இணைப்பைத் திறக்கவும் (24 மணி நேரம் செல்லுபடியாகும்):',
        link,
        'நீங்கள் உறுதிசெய்யும் வரை உங்கள் கணக்கில் தற்போதைய மின்னஞ்சல் முகவரியே இருக்கும். நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்.',
      ],
    }),
    emailChangeRequested: (newEmail, notMeLink) => ({
      subject: 'உங்கள் Aabhushan மின்னஞ்சல் மாறவிருக்கிறது',
      lines: [
        `உங்கள் Aabhushan கணக்கில் உள்நுழைந்துள்ள ஒருவர் அதன் மின்னஞ்சல் முகவரியை ${newEmail} என மாற்றக் கேட்டுள்ளார். அந்த முகவரி உறுதிசெய்த பிறகே மாற்றம் நடக்கும்.`,
        'இது நீங்கள் இல்லையென்றால், இந்த இணைப்பைத் திறக்கவும் (7 நாட்கள் செல்லுபடியாகும்). இந்த முகவரி உங்கள் கணக்கிலேயே இருக்கும் அல்லது திரும்பக் கிடைக்கும், எல்லாச் சாதனங்களிலிருந்தும் வெளியேற்றப்படும், புதிய கடவுச்சொல் கேட்கப்படும்:',
        notMeLink,
      ],
    }),
  },
  te: {
    verification: (link) => ({
      subject: 'Aabhushan కోసం మీ ఇ-మెయిల్‌ను ధృవీకరించండి',
      lines: ['ఈ లింక్‌ను తెరిచి మీ ఇ-మెయిల్ చిరునామాను నిర్ధారించండి (24 గంటల పాటు చెల్లుతుంది):', link, 'మీరు Aabhushan లో ఖాతా తెరవకపోతే, ఈ ఇ-మెయిల్‌ను పట్టించుకోనవసరం లేదు.'],
    }),
    signInCode: (code) => ({
      subject: 'మీ Aabhushan సైన్-ఇన్ కోడ్',
      lines: [
        `మీ సైన్-ఇన్ కోడ్ ${code}. ఇది 10 నిమిషాల పాటు చెల్లుతుంది, ఒక్కసారి మాత్రమే వాడవచ్చు.`,
        'మీరు దీన్ని అడగకపోతే, ఈ ఇ-మెయిల్‌ను పట్టించుకోనవసరం లేదు: కోడ్ లేకుండా ఎవరూ సైన్ ఇన్ చేయలేరు.',
      ],
    }),
    reset: (link) => ({
      subject: 'మీ Aabhushan పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
      lines: [
        'మీ పాస్‌వర్డ్‌ను రీసెట్ చేయమని మాకు అభ్యర్థన వచ్చింది. కొత్త పాస్‌వర్డ్ ఎంచుకోవడానికి ఈ లింక్‌ను తెరవండి (30 నిమిషాల పాటు, ఒక్కసారి మాత్రమే చెల్లుతుంది):',
        link,
        'మీరు దీన్ని అడగకపోతే, ఈ ఇ-మెయిల్‌ను పట్టించుకోనవసరం లేదు: మీ పాస్‌వర్డ్ మారదు.',
      ],
    }),
    emailChangeConfirm: (link) => ({
      subject: 'Aabhushan కోసం మీ కొత్త ఇ-మెయిల్‌ను నిర్ధారించండి',
      lines: [
        'ఇకపై ఈ చిరునామాతో Aabhushan లో సైన్ ఇన్ చేయాలని మీరు కోరారు. దాన్ని నిర్ధారించడానికి ఈ లింక్‌ను తెరవండి (24 గంటల పాటు చెల్లుతుంది):',
        link,
        'మీరు నిర్ధారించే వరకు మీ ఖాతాకు ప్రస్తుత ఇ-మెయిల్ చిరునామాయే ఉంటుంది. మీరు దీన్ని అడగకపోతే, ఈ ఇ-మెయిల్‌ను పట్టించుకోనవసరం లేదు.',
      ],
    }),
    emailChangeRequested: (newEmail, notMeLink) => ({
      subject: 'మీ Aabhushan ఇ-మెయిల్ మారబోతోంది',
      lines: [
        `మీ Aabhushan ఖాతాలో సైన్ ఇన్ అయిన ఎవరో దాని ఇ-మెయిల్ చిరునామాను ${newEmail} గా మార్చమని కోరారు. ఆ చిరునామా నిర్ధారించినప్పుడే మార్పు జరుగుతుంది.`,
        'ఇది మీరు కాకపోతే, ఈ లింక్‌ను తెరవండి (7 రోజుల పాటు చెల్లుతుంది). దీనితో ఈ చిరునామా మీ ఖాతాలోనే ఉంటుంది లేదా తిరిగి వస్తుంది, అన్ని పరికరాల నుండి సైన్ అవుట్ అవుతుంది, కొత్త పాస్‌వర్డ్ ఎంచుకోమని అడుగుతాం:',
        notMeLink,
      ],
    }),
  },
};

function mail(to: string, kind: string, language: StoreLanguage, name: string, { subject, lines }: Written, link?: string): MailMessage {
  return composeMailIn(language, to, kind, subject, [greetingIn(language, name), ...lines], link);
}

export function verificationMail(to: string, name: string, link: string, language: StoreLanguage): MailMessage {
  return mail(to, 'verification', language, name, AUTH_MAIL_TEXTS[language].verification(link), link);
}

export function signInCodeMail(to: string, name: string, code: string, language: StoreLanguage): MailMessage {
  return mail(to, 'sign-in code', language, name, AUTH_MAIL_TEXTS[language].signInCode(code));
}

export function resetMail(to: string, name: string, link: string, language: StoreLanguage): MailMessage {
  return mail(to, 'password reset', language, name, AUTH_MAIL_TEXTS[language].reset(link), link);
}

/** To the new address of an e-mail change: the change happens only when this link is opened. */
export function emailChangeConfirmMail(to: string, name: string, link: string, language: StoreLanguage): MailMessage {
  return mail(to, 'email change confirm', language, name, AUTH_MAIL_TEXTS[language].emailChangeConfirm(link), link);
}

/** To the current address when a change is asked for: a stolen session cannot move an account silently. */
export function emailChangeRequestedMail(to: string, name: string, newEmail: string, notMeLink: string, language: StoreLanguage): MailMessage {
  return mail(to, 'email change requested', language, name, AUTH_MAIL_TEXTS[language].emailChangeRequested(newEmail, notMeLink), notMeLink);
}
