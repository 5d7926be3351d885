import type { SeedText } from './seed-types';

/**
 * The words of a piece's attributes and specifications (its metal, stones, weight, clasp, style,
 * occasions...) in Hindi, Tamil and Telugu, as a jeweller in Chennai or Hyderabad writes them on a
 * tag. The catalogue files write these in English; the English is the key here, and a word
 * without its translation stops the seed (catalogue-data.test.ts builds every piece).
 * Measures keep their figures (0.50 ct, 24.8 g) with the unit in the language; grades and
 * codes (VS, G-H, BIS, HUID, IGI, CZ) keep their usual form.
 */
type Translations = [hi: string, ta: string, te: string];

const inFour = (en: string, [hi, ta, te]: Translations): SeedText => ({ en, hi, ta, te });

function lookUp(table: Record<string, Translations>, en: string, what: string): SeedText {
  const words = table[en];
  if (!words) throw new Error(`The seed has no Hindi, Tamil and Telugu for the ${what} "${en}" (piece-details.ts)`);
  return inFour(en, words);
}

/** The same words in each language, joined as the language lists them. */
const joined = (parts: SeedText[], separator = ', '): SeedText => ({
  en: parts.map((part) => part.en).join(separator),
  hi: parts.map((part) => part.hi).join(separator),
  ta: parts.map((part) => part.ta).join(separator),
  te: parts.map((part) => part.te).join(separator),
});

/** The names of the attributes and the specification groups, as the storefront's own words for them. */
const LABELS: Record<string, Translations> = {
  Metal: ['धातु', 'உலோகம்', 'లోహం'],
  Purity: ['शुद्धता', 'தூய்மை', 'స్వచ్ఛత'],
  Stone: ['रत्न', 'கல்', 'రాయి'],
  Weight: ['वज़न', 'எடை', 'బరువు'],
  Length: ['लंबाई', 'நீளம்', 'పొడవు'],
  Clasp: ['हुक', 'கொக்கி', 'కొక్కెం'],
  Style: ['शैली', 'பாணி', 'శైలి'],
  'Gross Weight': ['कुल वज़न', 'மொத்த எடை', 'మొత్తం బరువు'],
  Certification: ['प्रमाणन', 'சான்றிதழ்', 'సర్టిఫికేషన్'],
  Occasion: ['मौक़ा', 'அணியும் தருணம்', 'సందర్భం'],
  Care: ['देखभाल', 'பராமரிப்பு', 'సంరక్షణ'],
};
export const labelWords = (name: string) => lookUp(LABELS, name, 'attribute or specification');

const METALS: Record<string, Translations> = {
  '22K Yellow Gold': ['22 कैरेट पीला सोना', '22 காரட் மஞ்சள் தங்கம்', '22 క్యారెట్ పసుపు బంగారం'],
  '18K Yellow Gold': ['18 कैरेट पीला सोना', '18 காரட் மஞ்சள் தங்கம்', '18 క్యారెట్ పసుపు బంగారం'],
  '18K White Gold': ['18 कैरेट व्हाइट गोल्ड', '18 காரட் வைட் கோல்டு', '18 క్యారెట్ వైట్ గోల్డ్'],
  '18K Rose Gold': ['18 कैरेट रोज़ गोल्ड', '18 காரட் ரோஸ் கோல்டு', '18 క్యారెట్ రోజ్ గోల్డ్'],
  '18K Gold': ['18 कैरेट सोना', '18 காரட் தங்கம்', '18 క్యారెట్ బంగారం'],
  '925 Sterling Silver': ['925 स्टर्लिंग चाँदी', '925 ஸ்டெர்லிங் வெள்ளி', '925 స్టెర్లింగ్ వెండి'],
  Platinum: ['प्लैटिनम', 'பிளாட்டினம்', 'ప్లాటినం'],
};
export const metalWords = (metal: string) => lookUp(METALS, metal, 'metal');

/** A purity as the hallmark explains it, keyed by its stamp. */
const PURITIES: Record<string, SeedText> = {
  '916': inFour('22 Karat (91.6% gold)', ['22 कैरेट (91.6% सोना)', '22 காரட் (91.6% தங்கம்)', '22 క్యారెట్ (91.6% బంగారం)']),
  '750': inFour('18 Karat (75% gold)', ['18 कैरेट (75% सोना)', '18 காரட் (75% தங்கம்)', '18 క్యారెట్ (75% బంగారం)']),
  '585': inFour('14 Karat (58.5% gold)', ['14 कैरेट (58.5% सोना)', '14 காரட் (58.5% தங்கம்)', '14 క్యారెట్ (58.5% బంగారం)']),
  '925': inFour('92.5% Sterling Silver', ['92.5% स्टर्लिंग चाँदी', '92.5% ஸ்டெர்லிங் வெள்ளி', '92.5% స్టెర్లింగ్ వెండి']),
  '950': inFour('Platinum 950 (95% platinum)', ['प्लैटिनम 950 (95% प्लैटिनम)', 'பிளாட்டினம் 950 (95% பிளாட்டினம்)', 'ప్లాటినం 950 (95% ప్లాటినం)']),
};
export function purityWords(stamp: string): SeedText {
  const words = PURITIES[stamp];
  if (!words) throw new Error(`The seed has no words for the purity ${stamp} (piece-details.ts)`);
  return words;
}

const CERTIFICATIONS: Record<string, Translations> = {
  'BIS Hallmarked (HUID)': ['BIS हॉलमार्क (HUID)', 'BIS ஹால்மார்க் (HUID)', 'BIS హాల్‌మార్క్ (HUID)'],
  'BIS Hallmarked (HUID); IGI Certified diamonds': [
    'BIS हॉलमार्क (HUID); IGI प्रमाणित हीरे',
    'BIS ஹால்மார்க் (HUID); IGI சான்றளித்த வைரங்கள்',
    'BIS హాల్‌మార్క్ (HUID); IGI సర్టిఫైడ్ వజ్రాలు',
  ],
  'BIS Hallmarked 925 silver': ['BIS हॉलमार्क 925 चाँदी', 'BIS ஹால்மார்க் 925 வெள்ளி', 'BIS హాల్‌మార్క్ 925 వెండి'],
  'Pt 950 hallmarked; IGI Certified diamonds': [
    'Pt 950 हॉलमार्क; IGI प्रमाणित हीरे',
    'Pt 950 ஹால்மார்க்; IGI சான்றளித்த வைரங்கள்',
    'Pt 950 హాల్‌మార్క్; IGI సర్టిఫైడ్ వజ్రాలు',
  ],
};
export const certificationWords = (certification: string) => lookUp(CERTIFICATIONS, certification, 'certification');

const STYLES: Record<string, Translations> = {
  Temple: ['टेंपल', 'கோயில் நகை', 'టెంపుల్'],
  Kundan: ['कुंदन', 'குந்தன்', 'కుందన్'],
  Polki: ['पोल्की', 'போல்கி', 'పోల్కీ'],
  Nizami: ['निज़ामी', 'நிஜாமி', 'నిజామీ'],
  Jaali: ['जाली', 'ஜாலி', 'జాలీ'],
  Traditional: ['पारंपरिक', 'பாரம்பரிய பாணி', 'సంప్రదాయ శైలి'],
  Festive: ['त्योहारी', 'பண்டிகை', 'పండుగ'],
  Tribal: ['आदिवासी', 'பழங்குடி பாணி', 'గిరిజన శైలి'],
  Contemporary: ['आधुनिक', 'நவீன பாணி', 'ఆధునిక శైలి'],
  Classic: ['क्लासिक', 'கிளாசிக்', 'క్లాసిక్'],
  Minimal: ['सादा', 'எளிமையான வடிவம்', 'సింపుల్'],
  Floral: ['फूलदार', 'பூ வேலைப்பாடு', 'పూల డిజైన్'],
  Twisted: ['ट्विस्टेड', 'முறுக்கு', 'మెలి తిప్పిన'],
  Beaded: ['मनकों वाला', 'மணி கோர்த்தது', 'పూసల అల్లిక'],
  Chain: ['चेन', 'செயின்', 'చైన్'],
  Charm: ['चार्म', 'சார்ம்', 'చార్మ్'],
  Tennis: ['टेनिस', 'டென்னிஸ்', 'టెన్నిస్'],
  Line: ['लाइन', 'லைன்', 'లైన్'],
  Jhumka: ['झुमका', 'ஜிமிக்கி', 'జుమ్కా'],
  Chandbali: ['चांदबाली', 'சாந்த்பாலி', 'చాంద్‌బాలీ'],
  Drop: ['लटकन', 'தொங்கல்', 'డ్రాప్'],
  'Huggie hoop': ['हग्गी हूप', 'ஹக்கி வளையம்', 'హగ్గీ హూప్'],
  'Halo stud': ['हेलो स्टड', 'ஹாலோ ஸ்டட்', 'హాలో స్టడ్'],
  'Flower stud': ['फूल स्टड', 'பூ ஸ்டட்', 'పువ్వు స్టడ్'],
  Nath: ['नथ', 'நத்', 'నత్'],
  Solitaire: ['सॉलिटेयर', 'சாலிடேர்', 'సాలిటైర్'],
  Halo: ['हेलो', 'ஹாலோ', 'హాలో'],
  Cocktail: ['कॉकटेल', 'காக்டெய்ல்', 'కాక్‌టెయిల్'],
  Eternity: ['इटरनिटी', 'எட்டர்னிட்டி', 'ఎటర్నిటీ'],
  'Eternity band': ['इटरनिटी बैंड', 'எட்டர்னிட்டி பேண்ட்', 'ఎటర్నిటీ బ్యాండ్'],
};
export const styleWords = (style: string) => lookUp(STYLES, style, 'style');

const CLASPS: Record<string, Translations> = {
  Hook: ['हुक', 'கொக்கி', 'హుక్'],
  'S-hook': ['S-हुक', 'S-கொக்கி', 'S-హుక్'],
  'S-hook with adjuster': ['एडजस्टर के साथ S-हुक', 'அட்ஜஸ்டருடன் S-கொக்கி', 'అడ్జస్టర్‌తో S-హుక్'],
  'Fish hook': ['फ़िश हुक', 'மீன் கொக்கி', 'ఫిష్ హుక్'],
  'Screw hook': ['स्क्रू हुक', 'திருகு கொக்கி', 'స్క్రూ హుక్'],
  'Hook with ear chain': ['कान की चेन के साथ हुक', 'மாட்டலுடன் கொக்கி', 'చెవి చైన్‌తో హుక్'],
  'Hook with hair chain': ['बालों की चेन के साथ हुक', 'தலைமுடிச் சங்கிலியுடன் கொக்கி', 'జడ చైన్‌తో హుక్'],
  Lobster: ['लॉबस्टर क्लैस्प', 'லாப்ஸ்டர் கொக்கி', 'లాబ్‌స్టర్ క్లాస్ప్'],
  'Box clasp': ['बॉक्स क्लैस्प', 'பாக்ஸ் கொக்கி', 'బాక్స్ క్లాస్ప్'],
  'Box clasp with safety catch': ['सेफ़्टी कैच के साथ बॉक्स क्लैस्प', 'பாதுகாப்புப் பூட்டுடன் பாக்ஸ் கொக்கி', 'సేఫ్టీ క్యాచ్‌తో బాక్స్ క్లాస్ప్'],
  'Dori (adjustable cord)': ['डोरी (घटने-बढ़ने वाली)', 'டோரி (நீளம் மாற்றக்கூடிய கயிறு)', 'డోరీ (పొడవు సర్దుకునే తాడు)'],
  Slider: ['स्लाइडर', 'ஸ்லைடர்', 'స్లైడర్'],
  Screw: ['स्क्रू', 'திருகு', 'స్క్రూ'],
  'Screw back': ['स्क्रू बैक', 'திருகாணி', 'స్క్రూ బ్యాక్'],
  'Push-back screw': ['पुश-बैक स्क्रू', 'புஷ்-பேக் திருகாணி', 'పుష్-బ్యాక్ స్క్రూ'],
  'Push back': ['पुश बैक', 'புஷ் பேக்', 'పుష్ బ్యాక్'],
  'Screw opening': ['स्क्रू से खुलने वाला', 'திருகித் திறக்கும்', 'స్క్రూతో తెరుచుకునే'],
  'Hinged click': ['हिंज वाला क्लिक', 'கீல் கிளிக் பூட்டு', 'హింజ్ క్లిక్'],
  'Hinge with screw pin': ['स्क्रू पिन वाला हिंज', 'திருகு ஊசியுடன் கீல்', 'స్క్రూ పిన్‌తో హింజ్'],
  'Hidden hinge': ['छिपा हुआ हिंज', 'மறைவான கீல்', 'దాగిన హింజ్'],
  'L-pin': ['L-पिन', 'L-பின்', 'L-పిన్'],
  'Press clip (no piercing)': ['प्रेस क्लिप (छेद की ज़रूरत नहीं)', 'பிரஸ் கிளிப் (மூக்குக் குத்தத் தேவையில்லை)', 'ప్రెస్ క్లిప్ (ముక్కు కుట్టించనక్కర్లేదు)'],
};
export const claspWords = (clasp: string) => lookUp(CLASPS, clasp, 'clasp');

/** Each occasion of a piece's list ("Festive, wedding guest"), by itself and in lower case. */
const OCCASIONS: Record<string, Translations> = {
  everyday: ['रोज़ाना', 'தினசரி', 'రోజువారీ'],
  office: ['दफ़्तर', 'அலுவலகம்', 'ఆఫీసు'],
  college: ['कॉलेज', 'கல்லூரி', 'కాలేజీ'],
  festive: ['त्योहार', 'பண்டிகை', 'పండుగ'],
  gifting: ['उपहार', 'பரிசளிக்க', 'బహుమతి'],
  party: ['पार्टी', 'பார்ட்டி', 'పార్టీ'],
  evening: ['शाम की महफ़िल', 'மாலை விருந்து', 'సాయంత్రం విందు'],
  engagement: ['सगाई', 'நிச்சயதார்த்தம்', 'నిశ్చితార్థం'],
  sangeet: ['संगीत', 'சங்கீத்', 'సంగీత్'],
  wedding: ['शादी', 'திருமணம்', 'పెళ్లి'],
  'wedding guest': ['शादी में मेहमान', 'திருமண விருந்தினர்', 'పెళ్లికి అతిథిగా'],
  reception: ['रिसेप्शन', 'வரவேற்பு', 'రిసెప్షన్'],
  anniversary: ['सालगिरह', 'திருமண நாள்', 'పెళ్లిరోజు'],
  'dance performance': ['नृत्य प्रस्तुति', 'நடன நிகழ்ச்சி', 'నృత్య ప్రదర్శన'],
};
export function occasionWords(occasions: string): SeedText {
  const words = joined(occasions.split(', ').map((occasion) => lookUp(OCCASIONS, occasion.toLowerCase(), 'occasion')));
  return { ...words, en: occasions };
}

/** A stone's name without its measure ("Polki diamonds", "black beads"), in lower case. */
const STONES: Record<string, Translations> = {
  diamond: ['हीरा', 'வைரம்', 'వజ్రం'],
  diamonds: ['हीरे', 'வைரங்கள்', 'వజ్రాలు'],
  'polki diamonds': ['पोल्की हीरे', 'போல்கி வைரங்கள்', 'పోల్కీ వజ్రాలు'],
  'uncut polki diamonds': ['अनकट पोल्की हीरे', 'பட்டை தீட்டாத போல்கி வைரங்கள்', 'సాన పెట్టని పోల్కీ వజ్రాలు'],
  ruby: ['रूबी', 'மாணிக்கம்', 'కెంపు'],
  rubies: ['रूबी', 'மாணிக்கங்கள்', 'కెంపులు'],
  'ruby beads': ['रूबी के मनके', 'மாணிக்க மணிகள்', 'కెంపు పూసలు'],
  'ruby-red beads': ['रूबी-लाल मनके', 'மாணிக்கச் சிவப்பு மணிகள்', 'కెంపు రంగు పూసలు'],
  emeralds: ['पन्ने', 'மரகதங்கள்', 'పచ్చలు'],
  'natural emerald': ['प्राकृतिक पन्ना', 'இயற்கை மரகதம்', 'సహజ పచ్చ'],
  'colombian emerald': ['कोलंबियाई पन्ना', 'கொலம்பிய மரகதம்', 'కొలంబియా పచ్చ'],
  'emerald beads': ['पन्ने के मनके', 'மரகத மணிகள்', 'పచ్చ పూసలు'],
  'blue sapphire': ['नीलम', 'நீலக்கல்', 'నీలం'],
  'blue sapphires': ['नीलम', 'நீலக்கற்கள்', 'నీలాలు'],
  pearls: ['मोती', 'முத்துகள்', 'ముత్యాలు'],
  'freshwater pearl': ['मीठे पानी का मोती', 'நன்னீர் முத்து', 'మంచినీటి ముత్యం'],
  'freshwater pearls': ['मीठे पानी के मोती', 'நன்னீர் முத்துகள்', 'మంచినీటి ముత్యాలు'],
  'freshwater pearl drops': ['मीठे पानी के मोतियों की लटकन', 'நன்னீர் முத்துத் தொங்கல்கள்', 'మంచినీటి ముత్యాల లోలాకులు'],
  'seed pearls': ['बारीक मोती', 'சிறு முத்துகள்', 'చిన్న ముత్యాలు'],
  'basra-style pearls': ['बसरा जैसे मोती', 'பஸ்ரா பாணி முத்துகள்', 'బస్రా తరహా ముత్యాలు'],
  'black beads': ['काले मनके', 'கருகமணி', 'నల్లపూసలు'],
  'green onyx beads': ['हरे ओनिक्स के मनके', 'பச்சை ஓனிக்ஸ் மணிகள்', 'ఆకుపచ్చ ఒనిక్స్ పూసలు'],
  'white cubic zirconia': ['सफ़ेद CZ नग', 'வெள்ளை CZ கற்கள்', 'తెల్లని CZ రాళ్లు'],
  'blue cubic zirconia': ['नीले CZ नग', 'நீல CZ கற்கள்', 'నీలి CZ రాళ్లు'],
  'blue and white cubic zirconia': ['नीले और सफ़ेद CZ नग', 'நீல, வெள்ளை CZ கற்கள்', 'నీలి, తెల్లని CZ రాళ్లు'],
  'ruby-red cubic zirconia': ['रूबी-लाल CZ नग', 'மாணிக்கச் சிவப்பு CZ கற்கள்', 'కెంపు రంగు CZ రాళ్లు'],
  'emerald-green cubic zirconia': ['पन्ना-हरे CZ नग', 'மரகதப் பச்சை CZ கற்கள்', 'పచ్చ రంగు CZ రాళ్లు'],
  kundan: ['कुंदन', 'குந்தன்', 'కుందన్'],
  'kundan with ruby-red foil': ['रूबी-लाल पन्नी वाला कुंदन', 'மாணிக்கச் சிவப்பு ஃபாயில் வைத்த குந்தன்', 'కెంపు రంగు ఫాయిల్‌తో కుందన్'],
  'green glass': ['हरा काँच', 'பச்சைக் கண்ணாடி', 'ఆకుపచ్చ గాజు'],
  'red and green glass': ['लाल और हरा काँच', 'சிவப்பு, பச்சைக் கண்ணாடி', 'ఎరుపు, ఆకుపచ్చ గాజు'],
  'red stone': ['लाल नग', 'சிவப்புக் கல்', 'ఎరుపు రాయి'],
};

/** Units of measure as each language writes them after a figure. */
const UNITS: Record<'ct' | 'mm' | 'g', Translations> = {
  ct: ['कैरेट', 'காரட்', 'క్యారెట్'],
  mm: ['मि.मी.', 'மி.மீ.', 'మి.మీ.'],
  g: ['ग्राम', 'கிராம்', 'గ్రాములు'],
};
const measured = (words: SeedText, amount: string, unit: keyof typeof UNITS): SeedText => {
  const [hi, ta, te] = UNITS[unit];
  return { en: words.en, hi: `${words.hi} ${amount} ${hi}`, ta: `${words.ta} ${amount} ${ta}`, te: `${words.te} ${amount} ${te}` };
};

/** One part of a Stone attribute: a stone with its measure, or a grade ("VS clarity", "G-H colour"). */
function stonePart(part: string): SeedText {
  const clarity = /^(\S+) clarity$/.exec(part);
  if (clarity) return inFour(part, [`${clarity[1]} क्लैरिटी`, `${clarity[1]} தெளிவு`, `${clarity[1]} క్లారిటీ`]);
  const colour = /^(\S+) colour$/.exec(part);
  if (colour) return inFour(part, [`${colour[1]} रंग`, `${colour[1]} நிறம்`, `${colour[1]} రంగు`]);
  const measure = /^(.+?) ((?:\d+ x )?\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?) (ct|mm)$/.exec(part);
  const name = measure ? measure[1]! : part;
  const words = lookUp(STONES, name.toLowerCase(), 'stone');
  return { ...(measure ? measured(words, measure[2]!, measure[3] as 'ct' | 'mm') : words), en: part };
}

/** "Ruby 1.2 ct, diamonds 0.24 ct" as "மாணிக்கம் 1.2 காரட், வைரங்கள் 0.24 காரட்". */
export function stoneWords(stone: string): SeedText {
  return { ...joined(stone.split(', ').map(stonePart)), en: stone };
}

const PIECES: Record<'pair' | 'set', Translations> = { pair: ['जोड़ी', 'ஜோடி', 'జత'], set: ['सेट', 'செட்', 'సెట్'] };

/** "28.0 g (pair)" as "28.0 ग्राम (जोड़ी)": the figure kept, the unit and the count in the language. */
export function weightWords(weight: string): SeedText {
  const match = /^(\d+(?:\.\d+)?) g(?: \((pair|set)\))?$/.exec(weight);
  if (!match) throw new Error(`The seed cannot read the weight "${weight}" (piece-details.ts)`);
  const [, grams, count] = match;
  const [hi, ta, te] = UNITS.g.map((unit, index) => `${grams} ${unit}${count ? ` (${PIECES[count as 'pair' | 'set'][index]})` : ''}`) as Translations;
  return inFour(weight, [hi, ta, te]);
}

/** Inches after a figure: Telugu says one అంగుళం, more అంగుళాలు. */
const inchesIn = (figure: string): Translations => [`${figure} इंच`, `${figure} அங்குலம்`, `${figure} ${figure === '1' ? 'అంగుళం' : 'అంగుళాలు'}`];

/** "18 in", "Adjustable 6-7.5 in", "9.5 in + 1 in extender". */
export function lengthWords(length: string): SeedText {
  const plain = /^([\d.]+) in$/.exec(length);
  if (plain) return inFour(length, inchesIn(plain[1]!));
  const adjustable = /^Adjustable ([\d.]+-[\d.]+) in$/.exec(length);
  if (adjustable) {
    const [hi, ta, te] = inchesIn(adjustable[1]!);
    return inFour(length, [`घटने-बढ़ने वाली, ${hi}`, `நீளம் மாற்றலாம், ${ta}`, `సర్దుకునే పొడవు, ${te}`]);
  }
  const extender = /^([\d.]+) in \+ ([\d.]+) in extender$/.exec(length);
  if (extender) {
    const [hi, ta, te] = inchesIn(extender[1]!);
    const [hiMore, taMore, teMore] = inchesIn(extender[2]!);
    return inFour(length, [`${hi} + ${hiMore} एक्सटेंडर`, `${ta} + ${taMore} நீட்டிப்பு`, `${te} + ${teMore} ఎక్స్‌టెండర్`]);
  }
  throw new Error(`The seed cannot read the length "${length}" (piece-details.ts)`);
}

/** A variant's option as shoppers read it. */
export const sizeWords = (size: string): SeedText => inFour(`Size ${size}`, [`साइज़ ${size}`, `அளவு ${size}`, `సైజు ${size}`]);
export const chainLengthWords = (inches: string): SeedText => inFour(`${inches} in`, inchesIn(inches));
const METAL_COLOURS: Record<string, Translations> = {
  'Yellow Gold': ['पीला सोना', 'மஞ்சள் தங்கம்', 'పసుపు బంగారం'],
  'Rose Gold': ['रोज़ गोल्ड', 'ரோஸ் கோல்டு', 'రోజ్ గోల్డ్'],
  'White Gold': ['व्हाइट गोल्ड', 'வைட் கோல்டு', 'వైట్ గోల్డ్'],
};
export const metalColourWords = (colour: string) => lookUp(METAL_COLOURS, colour, 'metal colour');
