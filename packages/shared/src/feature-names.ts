import type { LocalizedText } from './schemas/common';

/**
 * The feature lines jewellers write on a piece (its `feature:` tags, in English) in Hindi, Tamil
 * and Telugu, as a counter in Delhi, Chennai or Hyderabad says them. A feature staff write that
 * is not here is shown as written (docs/languages.md).
 */
const FEATURE_NAMES: Record<string, Omit<LocalizedText, 'en'>> = {
  'Adjustable size': { hi: 'एडजस्टेबल साइज़', ta: 'அளவை மாற்றிக்கொள்ளலாம்', te: 'సైజు సర్దుబాటు చేసుకోవచ్చు' },
  'Anti-tarnish finish': { hi: 'कालापन-रोधी फ़िनिश', ta: 'கறுக்காத மெருகு', te: 'నల్లబడని మెరుగు' },
  'BIS Hallmarked silver': { hi: 'BIS हॉलमार्क चाँदी', ta: 'BIS ஹால்மார்க் வெள்ளி', te: 'BIS హాల్‌మార్క్ వెండి' },
  'BIS Hallmarked': { hi: 'BIS हॉलमार्क', ta: 'BIS ஹால்மார்க்', te: 'BIS హాల్‌మార్క్' },
  'Certificate of authenticity': { hi: 'प्रामाणिकता प्रमाणपत्र', ta: 'நம்பகத்தன்மைச் சான்றிதழ்', te: 'అసలైనదని ధ్రువపత్రం' },
  'Ear chain included': { hi: 'कान की चेन के साथ', ta: 'காது மாட்டலுடன் வரும்', te: 'చెవి మాటీలతో వస్తుంది' },
  'Free lifetime polishing': { hi: 'जीवनभर मुफ़्त पॉलिश', ta: 'வாழ்நாள் முழுவதும் இலவச பாலிஷ்', te: 'జీవితకాలం ఉచిత పాలిష్' },
  'Free resizing of chain': { hi: 'चेन की लंबाई मुफ़्त बदलवाएँ', ta: 'சங்கிலி நீளத்தை இலவசமாக மாற்றலாம்', te: 'గొలుసు పొడవు ఉచితంగా మార్చుకోవచ్చు' },
  'Free resizing within 60 days': { hi: '60 दिनों में मुफ़्त साइज़ बदलाव', ta: '60 நாட்களுக்குள் இலவச அளவு மாற்றம்', te: '60 రోజుల్లో ఉచితంగా సైజు మార్పు' },
  'Gemstone report included': { hi: 'रत्न रिपोर्ट के साथ', ta: 'ரத்தின அறிக்கையுடன் வரும்', te: 'రత్నాల నివేదికతో వస్తుంది' },
  'Gift box included': { hi: 'गिफ़्ट बॉक्स के साथ', ta: 'பரிசுப் பெட்டியுடன் வரும்', te: 'బహుమతి పెట్టెతో వస్తుంది' },
  'Hair chain included': { hi: 'बालों की चेन के साथ', ta: 'கூந்தல் சங்கிலியுடன் வரும்', te: 'జడ గొలుసుతో వస్తుంది' },
  'Hand-knotted': { hi: 'हाथ से गाँठ लगाई गई', ta: 'கையால் முடிச்சிட்டது', te: 'చేతితో ముడి వేసినది' },
  'Handcrafted temple work': { hi: 'हाथ से बना टेंपल वर्क', ta: 'கைவினைக் கோயில் வேலைப்பாடு', te: 'చేతితో చేసిన టెంపుల్ పనితనం' },
  Hypoallergenic: { hi: 'त्वचा पर एलर्जी नहीं करता', ta: 'ஒவ்வாமை ஏற்படுத்தாதது', te: 'అలర్జీ కలిగించదు' },
  'IGI Certified diamonds': { hi: 'IGI प्रमाणित हीरे', ta: 'IGI சான்றளித்த வைரங்கள்', te: 'IGI ధ్రువీకరించిన వజ్రాలు' },
  'IGI Certified': { hi: 'IGI प्रमाणित', ta: 'IGI சான்றளிக்கப்பட்டது', te: 'IGI ధ్రువీకరణ' },
  'Insured shipping': { hi: 'बीमित डिलीवरी', ta: 'காப்பீட்டுடன் அனுப்புதல்', te: 'బీమాతో రవాణా' },
  'Lifetime exchange on gold value': { hi: 'सोने के मूल्य पर जीवनभर एक्सचेंज', ta: 'தங்க மதிப்பில் வாழ்நாள் மாற்றல்', te: 'బంగారం విలువపై జీవితకాల మార్పిడి' },
  'Lifetime exchange': { hi: 'जीवनभर एक्सचेंज', ta: 'வாழ்நாள் மாற்றல்', te: 'జీవితకాల మార్పిడి' },
  'Maang tikka included': { hi: 'माँग टीका के साथ', ta: 'நெற்றிச்சுட்டியுடன் வரும்', te: 'పాపిడి బిళ్ళతో వస్తుంది' },
  'Meenakari reverse': { hi: 'पीछे की ओर मीनाकारी', ta: 'பின்புறம் மீனாகாரி வேலை', te: 'వెనుకవైపు మీనాకారి పని' },
  'Nickel free': { hi: 'निकल-मुक्त', ta: 'நிக்கல் இல்லாதது', te: 'నికెల్ లేనిది' },
  'No piercing needed': { hi: 'छेद की ज़रूरत नहीं', ta: 'துளையிடத் தேவையில்லை', te: 'కుట్టించుకోనక్కర్లేదు' },
  'Pt 950 hallmarked': { hi: 'Pt 950 हॉलमार्क', ta: 'Pt 950 ஹால்மார்க்', te: 'Pt 950 హాల్‌మార్క్' },
  'Set of four': { hi: 'चार का सेट', ta: 'நான்கு கொண்ட செட்', te: 'నాలుగింటి సెట్' },
  'Sold as a pair': { hi: 'जोड़ी में बिकता है', ta: 'ஜோடியாக விற்கப்படும்', te: 'జతగా అమ్ముతాం' },
};

/** A feature line in a language: its translation when the store has one, else as written. */
export function featureIn(feature: string, language: string): string {
  const code = language.split('-')[0] as keyof Omit<LocalizedText, 'en'>;
  return FEATURE_NAMES[feature]?.[code] ?? feature;
}

/** The feature lines the store has translations for (a test holds the demo store to them). */
export const TRANSLATED_FEATURES: readonly string[] = Object.keys(FEATURE_NAMES);
