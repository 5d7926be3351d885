import { OPENING_STORE_SETTINGS } from '../../../modules/settings/store-settings';
import type { OpeningHoursRow } from '../../schema/content';
import type { SeedText } from '../seed-types';
import { listsOf, type SeedList } from './seed-lists';

export interface SeedService {
  slug: string;
  parentSlug?: string;
  title: SeedText;
  description: SeedText;
  icon: string;
  /** Lowest price in paise; null when quoted after inspection. */
  priceFromPaise: number | null;
  turnaround: SeedText;
}

const SAME_DAY: SeedText = { en: 'Same day', hi: 'उसी दिन', ta: 'அதே நாளில்', te: 'అదే రోజు' };
/** "3-5 days" in the four languages. */
const days = (span: string): SeedText => ({ en: `${span} days`, hi: `${span} दिन`, ta: `${span} நாட்கள்`, te: `${span} రోజులు` });

/** The workshop's services; the first five are the top level. */
export const SEED_SERVICES: SeedService[] = [
  {
    slug: 'resizing',
    title: { en: 'Ring and Bangle Resizing', hi: 'अंगूठी और चूड़ी का साइज़ बदलना', ta: 'மோதிரம், வளையல் அளவு மாற்றம்', te: 'ఉంగరం, గాజుల సైజు మార్పు' },
    description: {
      en: 'Up to two sizes larger or smaller; the first resizing within 30 days is free.',
      hi: 'दो साइज़ तक छोटा या बड़ा; 30 दिनों में पहली बार मुफ़्त।',
      ta: 'இரண்டு அளவு வரை பெரிதாகவோ சிறிதாகவோ மாற்றலாம்; 30 நாட்களுக்குள் முதல் அளவு மாற்றம் இலவசம்.',
      te: 'రెండు సైజుల వరకు పెద్దగా లేదా చిన్నగా మార్చవచ్చు; 30 రోజుల్లోపు మొదటిసారి సైజు మార్పు ఉచితం.',
    },
    icon: 'resize',
    priceFromPaise: 50_000,
    turnaround: days('3-5'),
  },
  {
    slug: 'polishing',
    title: { en: 'Cleaning and Polishing', hi: 'सफ़ाई और पॉलिश', ta: 'சுத்தம் செய்தல், பாலிஷ்', te: 'శుభ్రపరచడం, పాలిష్' },
    description: {
      en: 'Ultrasonic cleaning and a mirror polish that brings back the original shine.',
      hi: 'अल्ट्रासोनिक सफ़ाई और पॉलिश जो असली चमक लौटाए।',
      ta: 'அல்ட்ராசோனிக் சுத்தம், நகைக்கு முதல் நாள் பொலிவைத் திரும்பத் தரும் கண்ணாடி போன்ற பாலிஷ்.',
      te: 'అల్ట్రాసోనిక్ క్లీనింగ్, నగకు కొత్తదనపు మెరుపును తిరిగి తెచ్చే అద్దంలాంటి పాలిష్.',
    },
    icon: 'sparkle',
    priceFromPaise: 0,
    turnaround: SAME_DAY,
  },
  {
    slug: 'engraving',
    title: { en: 'Engraving', hi: 'नक्काशी (एनग्रेविंग)', ta: 'பெயர் பொறித்தல் (என்கிரேவிங்)', te: 'పేర్లు చెక్కడం (ఎన్‌గ్రేవింగ్)' },
    description: {
      en: 'Names, dates or a short message inside a band or on a pendant, with a proof before we engrave.',
      hi: 'अंगूठी या पेंडेंट पर नाम, तारीख़ या छोटा संदेश, पहले नमूना दिखाकर।',
      ta: 'மோதிரத்தின் உட்புறத்திலோ டாலரிலோ பெயர், தேதி அல்லது சிறு வாசகம்; பொறிப்பதற்கு முன் மாதிரி காட்டுவோம்.',
      te: 'ఉంగరం లోపల లేదా లాకెట్‌పై పేర్లు, తేదీలు లేదా చిన్న సందేశం; చెక్కే ముందు నమూనా చూపిస్తాం.',
    },
    icon: 'pencil',
    priceFromPaise: 75_000,
    turnaround: days('2-4'),
  },
  {
    slug: 'repairs',
    title: { en: 'Repairs and Stone Re-setting', hi: 'मरम्मत और नग दोबारा जड़ना', ta: 'நகை ரிப்பேர், கல் மீண்டும் பதித்தல்', te: 'మరమ్మతులు, రాళ్లు తిరిగి పొదగడం' },
    description: {
      en: 'Broken chains, worn claws, loose kundan and polki: repaired by our karigars.',
      hi: 'टूटी चेन, घिसे क्लॉ, ढीले कुंदन और पोल्की: हमारे कारीगरों द्वारा मरम्मत।',
      ta: 'அறுந்த சங்கிலி, தேய்ந்த பிடிப்புகள், ஆடும் குந்தன், போல்கி கற்கள்: எங்கள் கைவினைஞர்கள் சரி செய்து தருவார்கள்.',
      te: 'తెగిన గొలుసులు, అరిగిన పట్టులు, వదులైన కుందన్, పోల్కీ రాళ్లు: మా కళాకారులు బాగు చేసి ఇస్తారు.',
    },
    icon: 'tools',
    priceFromPaise: null,
    turnaround: days('5-10'),
  },
  {
    slug: 'valuation',
    title: { en: 'Valuation and Purity Testing', hi: 'मूल्यांकन और शुद्धता जाँच', ta: 'நகை மதிப்பீடு, மாற்று சோதனை', te: 'విలువ అంచనా, స్వచ్ఛత పరీక్ష' },
    description: {
      en: 'Gold purity tested in front of you and a written valuation at the day\'s rate.',
      hi: 'आपके सामने सोने की शुद्धता जाँच और आज के भाव पर लिखित मूल्यांकन।',
      ta: 'உங்கள் கண் முன்னே தங்கத்தின் மாற்று சோதனை, அன்றைய விலையில் எழுத்துப்பூர்வ மதிப்பீடு.',
      te: 'మీ కళ్ల ముందే బంగారం స్వచ్ఛత పరీక్ష, ఆ రోజు ధర ప్రకారం రాతపూర్వక విలువ అంచనా.',
    },
    icon: 'scale',
    priceFromPaise: 30_000,
    turnaround: SAME_DAY,
  },
  {
    slug: 'chain-repair',
    parentSlug: 'repairs',
    title: { en: 'Chain Soldering', hi: 'चेन जोड़ना', ta: 'சங்கிலி பற்றவைப்பு', te: 'గొలుసు అతికించడం' },
    description: {
      en: 'Invisible laser soldering of broken links.',
      hi: 'टूटी कड़ियों की लेज़र से जुड़ाई।',
      ta: 'அறுந்த கண்ணிகளைக் கண்ணுக்குத் தெரியாமல் லேசரில் இணைத்தல்.',
      te: 'తెగిన లింకులను కనిపించకుండా లేజర్‌తో అతికించడం.',
    },
    icon: 'link',
    priceFromPaise: 40_000,
    turnaround: days('2-3'),
  },
  {
    slug: 'kundan-resetting',
    parentSlug: 'repairs',
    title: { en: 'Kundan and Polki Re-setting', hi: 'कुंदन और पोल्की दोबारा जड़ना', ta: 'குந்தன், போல்கி கல் மீண்டும் பதித்தல்', te: 'కుందన్, పోల్కీ రాళ్లు తిరిగి పొదగడం' },
    description: {
      en: 'Loose stones re-set in fresh gold foil; free labour for Aabhushan pieces.',
      hi: 'ढीले नग नई सोने की पन्नी में; आभूषण के गहनों पर मज़दूरी मुफ़्त।',
      ta: 'ஆடும் கற்கள் புதிய தங்கத் தகட்டில் மீண்டும் பதிக்கப்படும்; ஆபூஷன் நகைகளுக்குக் கூலி இலவசம்.',
      te: 'వదులైన రాళ్లను కొత్త బంగారు రేకులో తిరిగి పొదుగుతాం; ఆభూషణ్ నగలకు మజూరీ ఉచితం.',
    },
    icon: 'gem',
    priceFromPaise: null,
    turnaround: days('7-10'),
  },
];

export interface SeedLocation {
  slug: string;
  name: SeedText;
  addressLines: SeedList;
  city: SeedText;
  phone: string;
  email: string;
  hours: OpeningHoursRow[];
  latitude: number;
  longitude: number;
  isFlagship: boolean;
}

const storeHours = () => OPENING_STORE_SETTINGS.hours.map((row) => ({ ...row }));
const [FLAGSHIP_STREET, FLAGSHIP_CITY] = OPENING_STORE_SETTINGS.contact.addressLines;

const JAIPUR: SeedText = { en: 'Jaipur', hi: 'जयपुर', ta: 'ஜெய்ப்பூர்', te: 'జైపూర్' };

/** Showrooms: the Jaipur flagship (the store settings' address and hours) and four more. */
export const SEED_LOCATIONS: SeedLocation[] = [
  {
    slug: 'jaipur-johari-bazaar',
    name: { en: 'Jaipur Flagship, Johari Bazaar', hi: 'जयपुर मुख्य शोरूम, जौहरी बाज़ार', ta: 'ஜெய்ப்பூர் முதன்மைக் கிளை, ஜோஹரி பஜார்', te: 'జైపూర్ ప్రధాన షోరూమ్, జోహరి బజార్' },
    addressLines: listsOf([
      { en: FLAGSHIP_STREET!, hi: '14, जौहरी बाज़ार', ta: '14, ஜோஹரி பஜார்', te: '14, జోహరి బజార్' },
      { en: FLAGSHIP_CITY!, hi: 'जयपुर, राजस्थान 302003', ta: 'ஜெய்ப்பூர், ராஜஸ்தான் 302003', te: 'జైపూర్, రాజస్థాన్ 302003' },
    ]),
    city: JAIPUR,
    phone: OPENING_STORE_SETTINGS.contact.phone,
    email: OPENING_STORE_SETTINGS.contact.email,
    hours: storeHours(),
    ...OPENING_STORE_SETTINGS.coordinates,
    isFlagship: true,
  },
  {
    slug: 'jaipur-c-scheme',
    name: { en: 'Jaipur, C-Scheme', hi: 'जयपुर, सी-स्कीम', ta: 'ஜெய்ப்பூர், சி-ஸ்கீம்', te: 'జైపూర్, సి-స్కీమ్' },
    addressLines: listsOf([
      { en: 'G-3, Ashok Marg, C-Scheme', hi: 'जी-3, अशोक मार्ग, सी-स्कीम', ta: 'ஜி-3, அசோக் மார்க், சி-ஸ்கீம்', te: 'జి-3, అశోక్ మార్గ్, సి-స్కీమ్' },
      { en: 'Jaipur, Rajasthan 302001', hi: 'जयपुर, राजस्थान 302001', ta: 'ஜெய்ப்பூர், ராஜஸ்தான் 302001', te: 'జైపూర్, రాజస్థాన్ 302001' },
    ]),
    city: JAIPUR,
    phone: '+91 98290 19851',
    email: 'cscheme@aabhushan.in',
    hours: storeHours(),
    latitude: 26.9074,
    longitude: 75.8056,
    isFlagship: false,
  },
  {
    slug: 'new-delhi-south-extension',
    name: { en: 'New Delhi, South Extension', hi: 'नई दिल्ली, साउथ एक्सटेंशन', ta: 'புது டெல்லி, சவுத் எக்ஸ்டென்ஷன்', te: 'న్యూ ఢిల్లీ, సౌత్ ఎక్స్‌టెన్షన్' },
    addressLines: listsOf([
      { en: 'E-12, South Extension Part II', hi: 'ई-12, साउथ एक्सटेंशन भाग 2', ta: 'இ-12, சவுத் எக்ஸ்டென்ஷன் பகுதி 2', te: 'ఇ-12, సౌత్ ఎక్స్‌టెన్షన్ పార్ట్ 2' },
      { en: 'New Delhi 110049', hi: 'नई दिल्ली 110049', ta: 'புது டெல்லி 110049', te: 'న్యూ ఢిల్లీ 110049' },
    ]),
    city: { en: 'New Delhi', hi: 'नई दिल्ली', ta: 'புது டெல்லி', te: 'న్యూ ఢిల్లీ' },
    phone: '+91 98100 19852',
    email: 'delhi@aabhushan.in',
    hours: storeHours(),
    latitude: 28.5672,
    longitude: 77.2204,
    isFlagship: false,
  },
  {
    slug: 'mumbai-zaveri-bazaar',
    name: { en: 'Mumbai, Zaveri Bazaar', hi: 'मुंबई, ज़वेरी बाज़ार', ta: 'மும்பை, ஜவேரி பஜார்', te: 'ముంబై, జవేరి బజార్' },
    addressLines: listsOf([
      { en: '112 Sheikh Memon Street, Zaveri Bazaar', hi: '112, शेख़ मेमन स्ट्रीट, ज़वेरी बाज़ार', ta: '112, ஷேக் மேமன் தெரு, ஜவேரி பஜார்', te: '112, షేక్ మేమన్ స్ట్రీట్, జవేరి బజార్' },
      { en: 'Mumbai, Maharashtra 400002', hi: 'मुंबई, महाराष्ट्र 400002', ta: 'மும்பை, மகாராஷ்டிரா 400002', te: 'ముంబై, మహారాష్ట్ర 400002' },
    ]),
    city: { en: 'Mumbai', hi: 'मुंबई', ta: 'மும்பை', te: 'ముంబై' },
    phone: '+91 98200 19853',
    email: 'mumbai@aabhushan.in',
    hours: storeHours(),
    latitude: 18.9488,
    longitude: 72.8323,
    isFlagship: false,
  },
  {
    slug: 'bengaluru-ub-city',
    name: { en: 'Bengaluru, UB City', hi: 'बेंगलुरु, यूबी सिटी', ta: 'பெங்களூரு, யுபி சிட்டி', te: 'బెంగళూరు, యూబీ సిటీ' },
    addressLines: listsOf([
      { en: 'G-14, UB City, 24 Vittal Mallya Road', hi: 'जी-14, यूबी सिटी, 24 विट्ठल माल्या रोड', ta: 'ஜி-14, யுபி சிட்டி, 24 விட்டல் மல்லையா சாலை', te: 'జి-14, యూబీ సిటీ, 24 విట్టల్ మాల్యా రోడ్' },
      { en: 'Bengaluru, Karnataka 560001', hi: 'बेंगलुरु, कर्नाटक 560001', ta: 'பெங்களூரு, கர்நாடகா 560001', te: 'బెంగళూరు, కర్ణాటక 560001' },
    ]),
    city: { en: 'Bengaluru', hi: 'बेंगलुरु', ta: 'பெங்களூரு', te: 'బెంగళూరు' },
    phone: '+91 98450 19854',
    email: 'bengaluru@aabhushan.in',
    hours: storeHours(),
    latitude: 12.9716,
    longitude: 77.5963,
    isFlagship: false,
  },
];

/** Where each seeded city's try-at-home visits reach, by PIN prefix (staff change them per showroom). */
export const SEED_HOME_VISIT_PREFIXES: Record<string, string[]> = {
  Jaipur: ['302', '303'],
  Bengaluru: ['560'],
  'New Delhi': ['110'],
  Mumbai: ['400'],
};
