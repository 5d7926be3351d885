/**
 * The fixed words of the pages' heads (titles and descriptions) in the store's four languages:
 * what a search engine shows for a page drawn in English, Hindi, Tamil or Telugu. The
 * storefront's own strings (apps/web/src/i18n/locales) are not the server's to import (the API
 * builds without the web app, and those are page text, not search snippets), so the heads keep
 * theirs here, worded as the storefront words its pages (its titles, category names). The store's
 * name stays "Aabhushan" in every language. The type asks for every text in every language.
 */
import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import type { PageIdOfHead } from '@aabhushan/shared/pages/page-manifest';
import type { LegalSlug } from '@aabhushan/shared/legal/legal-types';

export interface HeadText {
  title: string;
  description: string;
}

export interface HeadTexts {
  /** The home page's whole title (the store's name first). */
  home: HeadText;
  categories: HeadText;
  /** /products without a category. */
  allJewellery: HeadText;
  notFound: HeadText;
  /** The content pages without data of their own. */
  content: Record<PageIdOfHead<'content'>, HeadText>;
  /** A shopper's own pages: named, never indexed; their description is the home page's. */
  private: Record<PageIdOfHead<'private'>, string>;
  /** The policies written from the store settings, until staff publish their own. */
  policies: Record<LegalSlug, HeadText>;
}

const en: HeadTexts = {
  home: {
    title: 'Aabhushan | Handcrafted Gold, Diamond and Silver Jewellery',
    description: 'BIS hallmarked gold, certified diamonds and sterling silver, handcrafted in Jaipur since 1985 and delivered across India.',
  },
  categories: {
    title: 'Jewellery Categories',
    description: 'Browse every Aabhushan category: necklaces, earrings, rings, bracelets, bangles, sets, anklets, mangalsutra and nose pins.',
  },
  allJewellery: {
    title: 'All Jewellery',
    description: 'Shop necklaces, earrings, rings, bangles, bridal sets and more in hallmarked gold, diamonds and silver, with prices in rupees.',
  },
  notFound: { title: 'Page not found', description: 'This page is not in the Aabhushan store. Browse our collections instead.' },
  content: {
    about: { title: 'About Aabhushan', description: 'A Jaipur family of jewellers since 1985: hallmarked gold, certified diamonds and sterling silver, made by hand.' },
    blog: { title: 'Journal', description: 'Jewellery trends, care tips, buying guides and stories from the Aabhushan workshop in Jaipur.' },
    faq: { title: 'Frequently Asked Questions', description: 'Hallmarking and HUID, making charges, returns, cash on delivery, sizing, care and the gold rate, answered.' },
    contact: { title: 'Contact Us', description: 'Write to Aabhushan, call us or visit the Jaipur flagship showroom. We reply within 24 hours.' },
    testimonial: { title: 'What Our Customers Say', description: 'Brides, gift-givers and everyday wearers on their Aabhushan jewellery.' },
    'all-testimonial': { title: 'What Our Customers Say', description: 'Every customer testimonial for Aabhushan jewellery.' },
    team: { title: 'Our Team', description: 'The jewellers, karigars and gemologists behind every Aabhushan piece.' },
    'store-locator': { title: 'Store Locator', description: 'Aabhushan showrooms in Jaipur, New Delhi and Mumbai, with hours, phone numbers and directions.' },
    offer: { title: 'Offers and Collections', description: 'Jewellery on sale now at Aabhushan, with the real end date of every offer.' },
    offers: { title: 'Offers and Collections', description: 'Jewellery on sale now at Aabhushan, with the real end date of every offer.' },
    social: { title: 'Aabhushan on Social Media', description: 'Follow Aabhushan on Instagram, Facebook, Pinterest and YouTube.' },
    'ring-size-guide': { title: 'Ring Size Guide', description: 'Find your ring size with a thread: Indian and US sizes with diameter and circumference in millimetres.' },
    'old-gold': {
      title: 'Old Gold Exchange',
      description: "Estimate your old gold, silver or platinum at the day's rate, against new jewellery or for money, and book a valuation at a showroom.",
    },
    'gold-plan': {
      title: 'Gold Plan',
      description:
        'Save a fixed amount each month for ten months and buy jewellery at maturity with what you saved and a bonus from the store. Work out your plan and enrol online.',
    },
    'track-order': { title: 'Track Your Order', description: 'Follow an Aabhushan order with its number and the e-mail or phone number used for it.' },
    certificate: {
      title: 'Verify a Certificate',
      description: 'Type the number printed on a diamond, gemstone or hallmark certificate and see the certificate and the Aabhushan piece it belongs to.',
    },
  },
  private: {
    checkout: 'Checkout',
    'order-confirmation': 'Order Confirmation',
    orders: 'Your Order',
    order: 'Your Order',
    cart: 'Your Cart',
    profile: 'Your Profile',
    wishlist: 'Your Wishlist',
    // Someone's shared wishlist: not the reader's own, and only for those given the link.
    'shared-wishlist': 'A Shared Wishlist',
    appointments: 'Book an Appointment',
    'appointment-video': 'Your Video Call',
    // One certificate by its number: for the shopper holding the paper, not for search engines.
    'certificate-number': 'Certificate Verification',
  },
  policies: {
    'privacy-policy': { title: 'Privacy Policy', description: 'What personal data Aabhushan collects, why, how long it is kept and your rights under the DPDP Act, 2023.' },
    'terms-of-service': { title: 'Terms of Service', description: 'The terms of shopping at Aabhushan: prices, payment, delivery, returns, hallmarking and your account.' },
  },
};

const hi: HeadTexts = {
  home: {
    title: 'Aabhushan | हाथ से बने सोने, हीरे और चाँदी के आभूषण',
    description: 'BIS हॉलमार्क वाला सोना, प्रमाणित हीरे और स्टर्लिंग चाँदी, 1985 से जयपुर में हाथ से बने और पूरे भारत में पहुँचाए जाते हैं।',
  },
  categories: {
    title: 'गहनों की श्रेणियाँ',
    description: 'Aabhushan की हर श्रेणी देखें: हार, झुमके, अंगूठियाँ, ब्रेसलेट, चूड़ियाँ, सेट, पायल, मंगलसूत्र और नथ।',
  },
  allJewellery: {
    title: 'सभी आभूषण',
    description: 'हॉलमार्क वाले सोने, हीरे और चाँदी में हार, झुमके, अंगूठियाँ, चूड़ियाँ, दुल्हन के सेट और बहुत कुछ खरीदें, दाम रुपयों में।',
  },
  notFound: { title: 'पेज नहीं मिला', description: 'यह पेज Aabhushan स्टोर में नहीं है। इसके बजाय हमारे संग्रह देखें।' },
  content: {
    about: { title: 'Aabhushan के बारे में', description: '1985 से जयपुर का जौहरी परिवार: हॉलमार्क वाला सोना, प्रमाणित हीरे और स्टर्लिंग चाँदी, हाथ से बने।' },
    blog: { title: 'जर्नल', description: 'आभूषणों के ट्रेंड, देखभाल के सुझाव, खरीदारी गाइड और जयपुर की Aabhushan कार्यशाला की कहानियाँ।' },
    faq: { title: 'अक्सर पूछे जाने वाले प्रश्न', description: 'हॉलमार्किंग और HUID, मेकिंग चार्ज, वापसी, कैश ऑन डिलीवरी, साइज़, देखभाल और सोने का भाव: सबके उत्तर।' },
    contact: { title: 'संपर्क करें', description: 'Aabhushan को लिखें, फ़ोन करें या जयपुर के मुख्य शोरूम में आएँ। हम 24 घंटे के भीतर उत्तर देते हैं।' },
    testimonial: { title: 'हमारे ग्राहक क्या कहते हैं', description: 'दुल्हनें, उपहार देने वाले और रोज़ पहनने वाले अपने Aabhushan आभूषणों के बारे में।' },
    'all-testimonial': { title: 'हमारे ग्राहक क्या कहते हैं', description: 'Aabhushan आभूषणों पर हर ग्राहक की राय।' },
    team: { title: 'हमारी टीम', description: 'हर Aabhushan आभूषण के पीछे के जौहरी, कारीगर और रत्न विशेषज्ञ।' },
    'store-locator': { title: 'स्टोर खोजें', description: 'जयपुर, नई दिल्ली और मुंबई में Aabhushan के शोरूम: खुलने का समय, फ़ोन नंबर और रास्ता।' },
    offer: { title: 'ऑफ़र और संग्रह', description: 'Aabhushan पर अभी सेल में आभूषण, हर ऑफ़र की असली अंतिम तारीख़ के साथ।' },
    offers: { title: 'ऑफ़र और संग्रह', description: 'Aabhushan पर अभी सेल में आभूषण, हर ऑफ़र की असली अंतिम तारीख़ के साथ।' },
    social: { title: 'सोशल मीडिया पर Aabhushan', description: 'Instagram, Facebook, Pinterest और YouTube पर Aabhushan को फ़ॉलो करें।' },
    'ring-size-guide': { title: 'अंगूठी साइज़ गाइड', description: 'धागे से अपनी अंगूठी का साइज़ जानें: भारतीय और अमेरिकी साइज़, मिलीमीटर में व्यास और परिधि के साथ।' },
    'old-gold': {
      title: 'पुराना सोना एक्सचेंज',
      description: 'आज के भाव पर अपने पुराने सोने, चाँदी या प्लैटिनम का अनुमान लगाएँ, नए आभूषण के बदले या पैसों के लिए, और शोरूम में मूल्यांकन बुक करें।',
    },
    'gold-plan': {
      title: 'स्वर्ण योजना',
      description: 'दस महीने तक हर महीने एक तय राशि बचाएँ और अवधि पूरी होने पर अपनी बचत और स्टोर के बोनस से आभूषण खरीदें। अपनी योजना बनाएँ और ऑनलाइन जुड़ें।',
    },
    'track-order': { title: 'अपना ऑर्डर ट्रैक करें', description: 'ऑर्डर नंबर और उसमें दिए ई-मेल या फ़ोन नंबर से अपने Aabhushan ऑर्डर की स्थिति देखें।' },
    certificate: {
      title: 'प्रमाणपत्र सत्यापित करें',
      description: 'हीरे, रत्न या हॉलमार्क प्रमाणपत्र पर छपा नंबर लिखें और प्रमाणपत्र तथा उससे जुड़ा Aabhushan आभूषण देखें।',
    },
  },
  private: {
    checkout: 'चेकआउट',
    'order-confirmation': 'ऑर्डर की पुष्टि',
    orders: 'आपका ऑर्डर',
    order: 'आपका ऑर्डर',
    cart: 'आपका कार्ट',
    profile: 'आपकी प्रोफ़ाइल',
    wishlist: 'आपकी विशलिस्ट',
    'shared-wishlist': 'साझा की गई विशलिस्ट',
    appointments: 'अपॉइंटमेंट बुक करें',
    'appointment-video': 'आपकी वीडियो कॉल',
    'certificate-number': 'प्रमाणपत्र सत्यापन',
  },
  policies: {
    'privacy-policy': {
      title: 'गोपनीयता नीति',
      description: 'Aabhushan कौन-सा व्यक्तिगत डेटा एकत्र करता है, क्यों, कितने समय तक रखता है और DPDP अधिनियम, 2023 के तहत आपके अधिकार।',
    },
    'terms-of-service': { title: 'उपयोग की शर्तें', description: 'Aabhushan पर खरीदारी की शर्तें: दाम, भुगतान, डिलीवरी, वापसी, हॉलमार्किंग और आपका खाता।' },
  },
};

const ta: HeadTexts = {
  home: {
    title: 'Aabhushan | கைவினைத் தங்கம், வைரம் மற்றும் வெள்ளி நகைகள்',
    description: 'BIS ஹால்மார்க் தங்கம், சான்றளிக்கப்பட்ட வைரங்கள், ஸ்டெர்லிங் வெள்ளி: 1985 முதல் ஜெய்ப்பூரில் கையால் செய்யப்பட்டு இந்தியா முழுவதும் டெலிவரி.',
  },
  categories: {
    title: 'நகை வகைகள்',
    description: 'Aabhushan-இன் ஒவ்வொரு வகையையும் பாருங்கள்: நெக்லஸ், கம்மல், மோதிரம், பிரேஸ்லெட், வளையல், நகை செட், கொலுசு, மங்கள்சூத்ரா மற்றும் மூக்குத்தி.',
  },
  allJewellery: {
    title: 'அனைத்து நகைகளும்',
    description: 'ஹால்மார்க் தங்கம், வைரம், வெள்ளியில் நெக்லஸ், கம்மல், மோதிரம், வளையல், மணப்பெண் செட் மற்றும் பல, ரூபாயில் விலைகளுடன் வாங்குங்கள்.',
  },
  notFound: { title: 'பக்கம் கிடைக்கவில்லை', description: 'இந்தப் பக்கம் Aabhushan கடையில் இல்லை. எங்கள் தொகுப்புகளைப் பாருங்கள்.' },
  content: {
    about: { title: 'Aabhushan பற்றி', description: '1985 முதல் ஜெய்ப்பூரின் நகைக் குடும்பம்: ஹால்மார்க் தங்கம், சான்றளிக்கப்பட்ட வைரங்கள், ஸ்டெர்லிங் வெள்ளி, கையால் செய்யப்பட்டவை.' },
    blog: { title: 'இதழ்', description: 'நகை டிரெண்டுகள், பராமரிப்புக் குறிப்புகள், வாங்கும் வழிகாட்டிகள் மற்றும் ஜெய்ப்பூர் Aabhushan பட்டறையின் கதைகள்.' },
    faq: {
      title: 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
      description: 'ஹால்மார்க் மற்றும் HUID, செய்கூலி, திருப்பி அனுப்புதல், கேஷ் ஆன் டெலிவரி, அளவுகள், பராமரிப்பு, தங்க விலை: அனைத்திற்கும் பதில்கள்.',
    },
    contact: {
      title: 'எங்களைத் தொடர்புகொள்ள',
      description: 'Aabhushan-க்கு எழுதுங்கள், அழையுங்கள் அல்லது ஜெய்ப்பூர் முதன்மை ஷோரூமுக்கு வாருங்கள். 24 மணி நேரத்தில் பதிலளிப்போம்.',
    },
    testimonial: { title: 'எங்கள் வாடிக்கையாளர்கள் சொல்வது', description: 'மணப்பெண்கள், பரிசளிப்பவர்கள், தினமும் அணிபவர்கள் தங்கள் Aabhushan நகைகள் பற்றி.' },
    'all-testimonial': { title: 'எங்கள் வாடிக்கையாளர்கள் சொல்வது', description: 'Aabhushan நகைகள் பற்றிய ஒவ்வொரு வாடிக்கையாளர் கருத்தும்.' },
    team: { title: 'எங்கள் குழு', description: 'ஒவ்வொரு Aabhushan நகைக்கும் பின்னால் இருக்கும் பொற்கொல்லர்கள், கைவினைஞர்கள் மற்றும் ரத்தின நிபுணர்கள்.' },
    'store-locator': { title: 'கடையைக் கண்டறிய', description: 'ஜெய்ப்பூர், புது தில்லி, மும்பையில் உள்ள Aabhushan ஷோரூம்கள்: நேரம், தொலைபேசி எண்கள் மற்றும் வழி.' },
    offer: { title: 'சலுகைகள் மற்றும் தொகுப்புகள்', description: 'Aabhushan-இல் இப்போது தள்ளுபடியில் உள்ள நகைகள், ஒவ்வொரு சலுகையின் உண்மையான கடைசி தேதியுடன்.' },
    offers: { title: 'சலுகைகள் மற்றும் தொகுப்புகள்', description: 'Aabhushan-இல் இப்போது தள்ளுபடியில் உள்ள நகைகள், ஒவ்வொரு சலுகையின் உண்மையான கடைசி தேதியுடன்.' },
    social: { title: 'சமூக ஊடகங்களில் Aabhushan', description: 'Instagram, Facebook, Pinterest, YouTube-இல் Aabhushan-ஐப் பின்தொடருங்கள்.' },
    'ring-size-guide': {
      title: 'மோதிர அளவு வழிகாட்டி',
      description: 'ஒரு நூலைக் கொண்டு உங்கள் மோதிர அளவைக் கண்டறியுங்கள்: இந்திய, அமெரிக்க அளவுகள், மில்லிமீட்டரில் விட்டம் மற்றும் சுற்றளவுடன்.',
    },
    'old-gold': {
      title: 'பழைய தங்கப் பரிமாற்றம்',
      description: 'இன்றைய விலையில் உங்கள் பழைய தங்கம், வெள்ளி அல்லது பிளாட்டினத்தின் மதிப்பைக் கணக்கிடுங்கள், புதிய நகைக்கோ பணத்துக்கோ; ஷோரூமில் மதிப்பீட்டை முன்பதிவு செய்யுங்கள்.',
    },
    'gold-plan': {
      title: 'தங்கத் திட்டம்',
      description: 'பத்து மாதங்கள் மாதந்தோறும் நிலையான தொகையைச் சேமித்து, முதிர்வில் சேமிப்பும் கடையின் போனஸும் கொண்டு நகை வாங்குங்கள். திட்டத்தைக் கணக்கிட்டு ஆன்லைனில் சேருங்கள்.',
    },
    'track-order': {
      title: 'உங்கள் ஆர்டரைக் கண்காணியுங்கள்',
      description: 'ஆர்டர் எண் மற்றும் அதற்குக் கொடுத்த மின்னஞ்சல் அல்லது தொலைபேசி எண் கொண்டு உங்கள் Aabhushan ஆர்டரைக் கண்காணியுங்கள்.',
    },
    certificate: {
      title: 'சான்றிதழைச் சரிபார்க்கவும்',
      description: 'வைரம், ரத்தினம் அல்லது ஹால்மார்க் சான்றிதழில் அச்சிடப்பட்ட எண்ணை உள்ளிட்டு, சான்றிதழையும் அதன் Aabhushan நகையையும் பாருங்கள்.',
    },
  },
  private: {
    checkout: 'செக்அவுட்',
    'order-confirmation': 'ஆர்டர் உறுதிப்படுத்தல்',
    orders: 'உங்கள் ஆர்டர்',
    order: 'உங்கள் ஆர்டர்',
    cart: 'உங்கள் கூடை',
    profile: 'உங்கள் சுயவிவரம்',
    wishlist: 'உங்கள் விருப்பப் பட்டியல்',
    'shared-wishlist': 'பகிரப்பட்ட விருப்பப் பட்டியல்',
    appointments: 'சந்திப்பை முன்பதிவு செய்ய',
    'appointment-video': 'உங்கள் வீடியோ அழைப்பு',
    'certificate-number': 'சான்றிதழ் சரிபார்ப்பு',
  },
  policies: {
    'privacy-policy': {
      title: 'தனியுரிமைக் கொள்கை',
      description: 'Aabhushan எந்தத் தனிப்பட்ட தரவைச் சேகரிக்கிறது, ஏன், எவ்வளவு காலம் வைத்திருக்கிறது, DPDP சட்டம், 2023-இன் கீழ் உங்கள் உரிமைகள்.',
    },
    'terms-of-service': {
      title: 'பயன்பாட்டு விதிமுறைகள்',
      description: 'Aabhushan-இல் வாங்குவதற்கான விதிமுறைகள்: விலைகள், கட்டணம், டெலிவரி, திருப்பி அனுப்புதல், ஹால்மார்க் மற்றும் உங்கள் கணக்கு.',
    },
  },
};

const te: HeadTexts = {
  home: {
    title: 'Aabhushan | చేతితో చేసిన బంగారు, వజ్రాల మరియు వెండి ఆభరణాలు',
    description: 'BIS హాల్‌మార్క్ బంగారం, ధృవీకరించిన వజ్రాలు, స్టెర్లింగ్ వెండి: 1985 నుండి జైపూర్‌లో చేతితో తయారై భారతదేశం అంతటా డెలివరీ.',
  },
  categories: {
    title: 'నగల వర్గాలు',
    description: 'Aabhushan లోని ప్రతి వర్గాన్ని చూడండి: హారాలు, కమ్మలు, ఉంగరాలు, బ్రేస్‌లెట్లు, గాజులు, నగల సెట్లు, పట్టీలు, మంగళసూత్రాలు మరియు ముక్కుపుడకలు.',
  },
  allJewellery: {
    title: 'అన్ని ఆభరణాలు',
    description: 'హాల్‌మార్క్ బంగారం, వజ్రాలు, వెండిలో హారాలు, కమ్మలు, ఉంగరాలు, గాజులు, పెళ్లి సెట్లు మరియు మరెన్నో కొనండి, ధరలు రూపాయల్లో.',
  },
  notFound: { title: 'పేజీ కనుగొనబడలేదు', description: 'ఈ పేజీ Aabhushan స్టోర్‌లో లేదు. బదులుగా మా కలెక్షన్లను చూడండి.' },
  content: {
    about: { title: 'Aabhushan గురించి', description: '1985 నుండి జైపూర్ నగల కుటుంబం: హాల్‌మార్క్ బంగారం, ధృవీకరించిన వజ్రాలు, స్టెర్లింగ్ వెండి, చేతితో చేసినవి.' },
    blog: { title: 'జర్నల్', description: 'ఆభరణాల ట్రెండ్‌లు, సంరక్షణ చిట్కాలు, కొనుగోలు గైడ్‌లు మరియు జైపూర్‌లోని Aabhushan వర్క్‌షాప్ కథలు.' },
    faq: {
      title: 'తరచుగా అడిగే ప్రశ్నలు',
      description: 'హాల్‌మార్కింగ్ మరియు HUID, తయారీ ఛార్జీలు, రిటర్న్‌లు, క్యాష్ ఆన్ డెలివరీ, సైజులు, సంరక్షణ, బంగారం ధర: అన్నింటికీ సమాధానాలు.',
    },
    contact: { title: 'మమ్మల్ని సంప్రదించండి', description: 'Aabhushan కు రాయండి, ఫోన్ చేయండి లేదా జైపూర్ ప్రధాన షోరూమ్‌కు రండి. 24 గంటల్లో సమాధానం ఇస్తాం.' },
    testimonial: { title: 'మా కస్టమర్లు ఏమంటున్నారు', description: 'పెళ్లికూతుళ్లు, బహుమతులు ఇచ్చేవారు, రోజూ ధరించేవారు తమ Aabhushan ఆభరణాల గురించి.' },
    'all-testimonial': { title: 'మా కస్టమర్లు ఏమంటున్నారు', description: 'Aabhushan ఆభరణాలపై ప్రతి కస్టమర్ అభిప్రాయం.' },
    team: { title: 'మా బృందం', description: 'ప్రతి Aabhushan ఆభరణం వెనుక ఉన్న స్వర్ణకారులు, కళాకారులు మరియు రత్న నిపుణులు.' },
    'store-locator': { title: 'స్టోర్ లొకేటర్', description: 'జైపూర్, న్యూఢిల్లీ, ముంబైలోని Aabhushan షోరూమ్‌లు: వేళలు, ఫోన్ నంబర్లు మరియు దారి.' },
    offer: { title: 'ఆఫర్లు మరియు కలెక్షన్లు', description: 'Aabhushan లో ఇప్పుడు సేల్‌లో ఉన్న ఆభరణాలు, ప్రతి ఆఫర్ అసలు ముగింపు తేదీతో.' },
    offers: { title: 'ఆఫర్లు మరియు కలెక్షన్లు', description: 'Aabhushan లో ఇప్పుడు సేల్‌లో ఉన్న ఆభరణాలు, ప్రతి ఆఫర్ అసలు ముగింపు తేదీతో.' },
    social: { title: 'సోషల్ మీడియాలో Aabhushan', description: 'Instagram, Facebook, Pinterest, YouTube లో Aabhushan ను ఫాలో అవ్వండి.' },
    'ring-size-guide': { title: 'ఉంగరం సైజు గైడ్', description: 'ఒక దారంతో మీ ఉంగరం సైజు తెలుసుకోండి: భారతీయ, US సైజులు, మిల్లీమీటర్లలో వ్యాసం మరియు చుట్టుకొలతతో.' },
    'old-gold': {
      title: 'పాత బంగారం మార్పిడి',
      description: 'ఈ రోజు ధరకు మీ పాత బంగారం, వెండి లేదా ప్లాటినం విలువను అంచనా వేయండి, కొత్త ఆభరణాలకు లేదా డబ్బుకు; షోరూమ్‌లో విలువ కట్టడానికి బుక్ చేయండి.',
    },
    'gold-plan': {
      title: 'బంగారు పథకం',
      description: 'పది నెలల పాటు ప్రతి నెలా ఒక స్థిర మొత్తం పొదుపు చేసి, గడువు తీరాక మీ పొదుపు, స్టోర్ బోనస్‌తో ఆభరణాలు కొనండి. మీ పథకాన్ని లెక్కించి ఆన్‌లైన్‌లో చేరండి.',
    },
    'track-order': { title: 'మీ ఆర్డర్‌ను ట్రాక్ చేయండి', description: 'ఆర్డర్ నంబర్, దానికి ఇచ్చిన ఈమెయిల్ లేదా ఫోన్ నంబర్‌తో మీ Aabhushan ఆర్డర్‌ను ట్రాక్ చేయండి.' },
    certificate: {
      title: 'సర్టిఫికెట్ ధృవీకరించండి',
      description: 'వజ్రం, రత్నం లేదా హాల్‌మార్క్ సర్టిఫికెట్‌పై ముద్రించిన నంబర్‌ను టైప్ చేసి, సర్టిఫికెట్‌ను, అది చెందిన Aabhushan ఆభరణాన్ని చూడండి.',
    },
  },
  private: {
    checkout: 'చెక్అవుట్',
    'order-confirmation': 'ఆర్డర్ నిర్ధారణ',
    orders: 'మీ ఆర్డర్',
    order: 'మీ ఆర్డర్',
    cart: 'మీ కార్ట్',
    profile: 'మీ ప్రొఫైల్',
    wishlist: 'మీ విష్‌లిస్ట్',
    'shared-wishlist': 'షేర్ చేసిన విష్‌లిస్ట్',
    appointments: 'అపాయింట్‌మెంట్ బుక్ చేయండి',
    'appointment-video': 'మీ వీడియో కాల్',
    'certificate-number': 'సర్టిఫికెట్ ధృవీకరణ',
  },
  policies: {
    'privacy-policy': {
      title: 'గోప్యతా విధానం',
      description: 'Aabhushan ఏ వ్యక్తిగత డేటాను సేకరిస్తుంది, ఎందుకు, ఎంత కాలం ఉంచుతుంది, DPDP చట్టం, 2023 కింద మీ హక్కులు.',
    },
    'terms-of-service': { title: 'వినియోగ నిబంధనలు', description: 'Aabhushan లో కొనుగోలు నిబంధనలు: ధరలు, చెల్లింపు, డెలివరీ, రిటర్న్‌లు, హాల్‌మార్కింగ్ మరియు మీ ఖాతా.' },
  },
};

/** Every fixed head text, by language. */
export const HEAD_TEXTS: Readonly<Record<StoreLanguage, HeadTexts>> = { en, hi, ta, te };
