import type { TeamSocials } from '../../schema/content';
import type { SeedText } from '../seed-types';
import { listsOf, type SeedList } from './seed-lists';

export interface SeedTestimonial {
  name: string;
  designation?: SeedText;
  city: string;
  text: SeedText;
}

/**
 * Customer words, as they wrote them to us, and in the store's other languages as such a customer
 * would say them (a Chennai bride in Chennai's Tamil, a Hyderabad engineer in Hyderabad's Telugu,
 * shop words as shoppers use them). Names and cities stay as written; a designation left empty
 * shows 'Customer'.
 */
export const SEED_TESTIMONIALS: SeedTestimonial[] = [
  {
    name: 'Meera Iyer',
    designation: { en: 'Bride, 2025', hi: 'दुल्हन, 2025', ta: 'மணப்பெண், 2025', te: 'పెళ్లికూతురు, 2025' },
    city: 'Chennai',
    text: {
      en: 'My temple necklace arrived two weeks before the wedding, exactly as drawn. The HUID numbers were on the invoice and I checked every one on the BIS app.',
      hi: 'मेरा टेम्पल नेकलेस शादी से दो हफ़्ते पहले आ गया, बिल्कुल वैसा ही जैसा ड्रॉइंग में था। बिल पर HUID नंबर थे और मैंने हर एक BIS ऐप पर जाँचा।',
      ta: 'கல்யாணத்துக்கு ரெண்டு வாரம் முன்னாடியே என் டெம்பிள் நெக்லஸ் வந்துடுச்சு, வரைஞ்சு காட்டின மாதிரியே அச்சு அசலா இருந்துச்சு. பில்லுல HUID நம்பர் இருந்துச்சு; ஒவ்வொண்ணையும் BIS ஆப்ல செக் பண்ணினேன்.',
      te: 'నా టెంపుల్ నెక్లెస్ పెళ్లికి రెండు వారాల ముందే వచ్చేసింది, డిజైన్‌లో గీసినట్టే ఉంది. ఇన్వాయిస్‌లో HUID నంబర్లు ఉన్నాయి, ప్రతి ఒక్కటీ BIS యాప్‌లో చెక్ చేశాను.',
    },
  },
  {
    name: 'Arjun Malhotra',
    city: 'New Delhi',
    text: {
      en: 'Bought a solitaire for our engagement. The gemologist spent an hour on a video call explaining the certificate. No pressure, just honest advice.',
      hi: 'सगाई के लिए सॉलिटेयर लिया। जेमोलॉजिस्ट ने वीडियो कॉल पर पूरा एक घंटा लगाकर सर्टिफ़िकेट समझाया। कोई दबाव नहीं, बस ईमानदार सलाह।',
      ta: 'எங்க நிச்சயதார்த்தத்துக்கு ஒரு சாலிடேர் மோதிரம் வாங்கினேன். ஜெமாலஜிஸ்ட் வீடியோ கால்ல ஒரு மணி நேரம் சர்டிபிகேட்டை விளக்கிச் சொன்னாங்க. எந்த அழுத்தமும் இல்ல, நேர்மையான ஆலோசனை மட்டும்.',
      te: 'మా ఎంగేజ్‌మెంట్ కోసం ఒక సాలిటేర్ ఉంగరం కొన్నాను. జెమాలజిస్ట్ వీడియో కాల్‌లో గంటసేపు సర్టిఫికెట్ గురించి వివరించారు. ఎలాంటి ఒత్తిడి లేదు, నిజాయితీగా సలహా ఇచ్చారు.',
    },
  },
  {
    name: 'Fatima Sheikh',
    designation: { en: 'Architect', hi: 'आर्किटेक्ट', ta: 'ஆர்க்கிடெக்ட்', te: 'ఆర్కిటెక్ట్' },
    city: 'Mumbai',
    text: {
      en: 'I wear my diamond studs every day to site visits. Light, secure and they still sparkle after a year. The free cleaning is a lovely touch.',
      hi: 'साइट विज़िट पर मैं रोज़ अपने डायमंड टॉप्स पहनती हूँ। हल्के हैं, अच्छे से टिके रहते हैं और साल भर बाद भी वैसे ही चमकते हैं। मुफ़्त सफ़ाई तो और भी अच्छी बात है।',
      ta: 'சைட் விசிட்டுக்கு தினமும் என் வைரத் தோடுகளைப் போட்டுக்கிட்டுப் போறேன். லேசா இருக்கு, கழண்டு விழாது, ஒரு வருஷம் ஆகியும் இன்னும் மின்னுது. இலவசமா சுத்தம் பண்ணித் தர்றது ரொம்ப நல்ல விஷயம்.',
      te: 'సైట్ విజిట్‌లకు రోజూ నా డైమండ్ కమ్మలు పెట్టుకుంటాను. తేలికగా ఉంటాయి, గట్టిగా నిలుస్తాయి, ఏడాది తర్వాత కూడా మెరుస్తూనే ఉన్నాయి. ఉచితంగా శుభ్రం చేసి ఇవ్వడం చాలా బాగుంది.',
    },
  },
  {
    name: 'Harpreet Kaur',
    city: 'Ludhiana',
    text: {
      en: 'Exchanged my mother\'s old bangles for a new kundan set. They tested the gold in front of me and the value was fair to the rupee.',
      hi: 'माँ की पुरानी चूड़ियाँ देकर नया कुंदन सेट लिया। सोना मेरे सामने जाँचा गया और दाम पाई-पाई सही मिला।',
      ta: 'அம்மாவோட பழைய வளையல்களைக் கொடுத்து புது குந்தன் செட் வாங்கினேன். என் கண் முன்னாடியே தங்கத்தை டெஸ்ட் பண்ணாங்க, ஒரு ரூபாய் கூட குறையாம நியாயமான மதிப்பு கிடைச்சது.',
      te: 'అమ్మ పాత గాజులు ఇచ్చి కొత్త కుందన్ సెట్ తీసుకున్నాను. నా ముందే బంగారాన్ని పరీక్షించారు, ఒక్క రూపాయి కూడా తగ్గకుండా న్యాయమైన విలువ ఇచ్చారు.',
    },
  },
  {
    name: 'Sneha Reddy',
    designation: { en: 'Software engineer', hi: 'सॉफ़्टवेयर इंजीनियर', ta: 'சாஃப்ட்வேர் இன்ஜினியர்', te: 'సాఫ్ట్‌వేర్ ఇంజనీర్' },
    city: 'Hyderabad',
    text: {
      en: 'The price breakup made it easy to compare. Making charges were lower than two showrooms I visited, and delivery was insured and quick.',
      hi: 'प्राइस ब्रेकअप से तुलना करना आसान हो गया। मेकिंग चार्ज उन दो शोरूम से कम थे जहाँ मैं गई थी, और डिलीवरी बीमे के साथ जल्दी आई।',
      ta: 'விலை விவரம் தனித்தனியா போட்டிருந்ததால ஒப்பிட்டுப் பார்க்க ஈஸியா இருந்தது. நான் போய்ப் பார்த்த ரெண்டு ஷோரூமை விட செய்கூலி கம்மி, டெலிவரியும் இன்ஷூரன்ஸோட சீக்கிரமா வந்துச்சு.',
      te: 'ప్రైస్ బ్రేకప్ చూపించడం వల్ల పోల్చి చూడటం ఈజీ అయింది. నేను వెళ్లిన రెండు షోరూమ్‌ల కంటే మేకింగ్ చార్జీలు తక్కువ, డెలివరీ కూడా ఇన్సూరెన్స్‌తో తొందరగా వచ్చింది.',
    },
  },
  {
    name: 'Rohan Deshmukh',
    city: 'Pune',
    text: {
      en: 'The ring was half a size small. They resized it free and returned it in five days. Great service.',
      hi: 'अंगूठी आधा साइज़ छोटी थी। उन्होंने मुफ़्त में साइज़ ठीक किया और पाँच दिन में लौटा दी। बढ़िया सर्विस।',
      ta: 'மோதிரம் அரை சைஸ் சின்னதா இருந்தது. இலவசமா சைஸ் மாத்தி அஞ்சு நாள்ல திருப்பி அனுப்பிட்டாங்க. அருமையான சர்வீஸ்.',
      te: 'ఉంగరం అర సైజు చిన్నదైంది. ఉచితంగా సైజు మార్చి ఐదు రోజుల్లో తిరిగి పంపించారు. మంచి సర్వీస్.',
    },
  },
  {
    name: 'Ananya Bose',
    designation: { en: 'Teacher', hi: 'शिक्षिका', ta: 'ஆசிரியை', te: 'టీచర్' },
    city: 'Kolkata',
    text: {
      en: 'The silver jhumkas are my favourite purchase this year. Beautifully oxidised, and the packaging made it feel like a gift to myself.',
      hi: 'चाँदी के झुमके इस साल की मेरी सबसे पसंदीदा ख़रीद हैं। बहुत सुंदर ऑक्सीडाइज़्ड, और पैकिंग ऐसी कि लगा जैसे ख़ुद को तोहफ़ा दिया हो।',
      ta: 'இந்த வருஷம் நான் வாங்கினதுலயே எனக்கு ரொம்பப் பிடிச்சது இந்த வெள்ளி ஜிமிக்கிதான். அழகா ஆக்சிடைஸ் பண்ணியிருக்காங்க, பேக்கிங்கைப் பார்த்தா எனக்கு நானே கிஃப்ட் கொடுத்துக்கிட்ட மாதிரி இருந்தது.',
      te: 'ఈ ఏడాది నేను కొన్నవాటిలో వెండి జుమ్కాలే నాకు బాగా ఇష్టం. అందంగా ఆక్సిడైజ్ చేశారు, ప్యాకింగ్ చూస్తే నాకు నేనే గిఫ్ట్ ఇచ్చుకున్నట్టు అనిపించింది.',
    },
  },
  {
    name: 'Kavya Nair',
    city: 'Kochi',
    text: {
      en: 'Ordered a mangalsutra for my sister. Cash on delivery was easy, and they called to confirm the order before dispatch.',
      hi: 'बहन के लिए मंगलसूत्र मँगवाया। कैश ऑन डिलीवरी आसान रहा, और भेजने से पहले उन्होंने फ़ोन करके ऑर्डर पक्का किया।',
      ta: 'என் தங்கைக்கு ஒரு மங்கள்சூத்ரா ஆர்டர் பண்ணினேன். கேஷ் ஆன் டெலிவரி ஈஸியா இருந்தது, அனுப்புறதுக்கு முன்னாடி போன் பண்ணி ஆர்டரை உறுதி செஞ்சாங்க.',
      te: 'మా చెల్లెలి కోసం మంగళసూత్రం ఆర్డర్ చేశాను. క్యాష్ ఆన్ డెలివరీ సులువుగా అయిపోయింది, పంపే ముందు ఫోన్ చేసి ఆర్డర్ కన్ఫర్మ్ చేశారు.',
    },
  },
  {
    name: 'Vivek Agarwal',
    designation: { en: 'Chartered accountant', hi: 'चार्टर्ड अकाउंटेंट', ta: 'பட்டயக் கணக்காளர்', te: 'చార్టర్డ్ అకౌంటెంట్' },
    city: 'Jaipur',
    text: {
      en: 'We have bought from the Johari Bazaar showroom for twenty years. The online store has the same honesty and the same people behind it.',
      hi: 'हम बीस साल से जौहरी बाज़ार वाले शोरूम से ख़रीदते आ रहे हैं। ऑनलाइन स्टोर में भी वही ईमानदारी है और पीछे वही लोग हैं।',
      ta: 'இருபது வருஷமா ஜோஹரி பஜார் ஷோரூம்ல தான் வாங்கிட்டு இருக்கோம். ஆன்லைன் ஸ்டோர்லயும் அதே நேர்மை, பின்னாடி அதே ஆட்கள்.',
      te: 'ఇరవై ఏళ్లుగా జోహరీ బజార్ షోరూమ్‌లోనే కొంటున్నాం. ఆన్‌లైన్ స్టోర్‌లోనూ అదే నిజాయితీ, వెనక అదే మనుషులు.',
    },
  },
  {
    name: 'Pooja Sharma',
    city: 'Lucknow',
    text: {
      en: 'The custom engraving on our anniversary bands was perfect. They sent a proof before engraving, which I appreciated.',
      hi: 'हमारे एनिवर्सरी बैंड पर करवाई गई एनग्रेविंग बिल्कुल सही बनी। एनग्रेव करने से पहले उन्होंने प्रूफ़ भेजकर दिखाया, यह बात मुझे बहुत अच्छी लगी।',
      ta: 'எங்க ஆனிவர்சரி மோதிரங்கள்ல செஞ்ச பெயர் பொறிப்பு கச்சிதமா வந்தது. பொறிக்கறதுக்கு முன்னாடியே ஒரு மாதிரி அனுப்பிக் காட்டினாங்க, அது எனக்கு ரொம்பப் பிடிச்சிருந்தது.',
      te: 'మా యానివర్సరీ ఉంగరాలపై చేసిన ఎన్‌గ్రేవింగ్ చక్కగా వచ్చింది. చెక్కే ముందు ప్రూఫ్ పంపి చూపించారు, అది నాకు బాగా నచ్చింది.',
    },
  },
  {
    name: 'Lakshmi Venkatesh',
    designation: { en: 'Doctor', hi: 'डॉक्टर', ta: 'மருத்துவர்', te: 'డాక్టర్' },
    city: 'Bengaluru',
    text: {
      en: 'A polki choker that I can actually wear for hours. Comfortable, beautifully finished, and the certificate came with it.',
      hi: 'पोल्की चोकर जिसे मैं सच में घंटों पहन सकती हूँ। आरामदायक, बढ़िया फ़िनिशिंग, और साथ में सर्टिफ़िकेट भी आया।',
      ta: 'மணிக்கணக்கா போட்டுக்கிட்டு இருக்க முடியற ஒரு போல்கி சோக்கர். உறுத்தாது, ஃபினிஷிங் அழகா இருக்கு, சர்டிபிகேட்டும் கூடவே வந்தது.',
      te: 'గంటల తరబడి హాయిగా పెట్టుకోగలిగే పోల్కీ చోకర్. సౌకర్యంగా ఉంది, ఫినిషింగ్ అందంగా ఉంది, సర్టిఫికెట్ కూడా దానితో పాటే వచ్చింది.',
    },
  },
  {
    name: 'Imran Khan',
    city: 'Ahmedabad',
    text: {
      en: 'Bought a gold bracelet for my wife\'s birthday. Customer care helped me pick the size over the phone and it fit perfectly.',
      hi: 'बीवी के जन्मदिन के लिए सोने का ब्रेसलेट लिया। कस्टमर केयर ने फ़ोन पर ही साइज़ चुनने में मदद की और वह एकदम फ़िट आया।',
      ta: 'என் மனைவியோட பிறந்தநாளுக்கு ஒரு தங்க பிரேஸ்லெட் வாங்கினேன். கஸ்டமர் கேர்ல போன்லயே சைஸ் தேர்ந்தெடுக்க உதவி பண்ணாங்க, கச்சிதமா பொருந்துச்சு.',
      te: 'మా ఆవిడ పుట్టినరోజుకి బంగారు బ్రేస్‌లెట్ కొన్నాను. కస్టమర్ కేర్ వాళ్లు ఫోన్‌లోనే సైజు ఎంచుకోవడంలో సాయం చేశారు, సరిగ్గా సరిపోయింది.',
    },
  },
];

export interface SeedTeamMember {
  name: string;
  role: SeedText;
  bio: SeedText;
  skills: SeedList;
  socials: TeamSocials;
}

/** The people behind the store; their names stay as they write them, the rest in the four languages. */
export const SEED_TEAM: SeedTeamMember[] = [
  {
    name: 'Rajendra Soni',
    role: { en: 'Founder and Master Jeweller', hi: 'संस्थापक और मास्टर जौहरी', ta: 'நிறுவனர், தலைமை நகைக் கலைஞர்', te: 'వ్యవస్థాపకులు, సీనియర్ స్వర్ణకారులు' },
    bio: {
      en: 'Opened a single counter in Johari Bazaar in 1985 and still inspects every bridal set before it leaves the workshop.',
      hi: '1985 में जौहरी बाज़ार में एक छोटे से काउंटर से शुरुआत की; आज भी दुल्हन का हर सेट वर्कशॉप से निकलने से पहले ख़ुद जाँचते हैं।',
      ta: '1985-ல் ஜோஹரி பஜாரில் ஒரே ஒரு கவுண்டருடன் கடையைத் தொடங்கினார்; இன்றும் ஒவ்வொரு மணப்பெண் நகை செட்டும் பட்டறையை விட்டுப் போகும் முன் அவரே சரிபார்க்கிறார்.',
      te: '1985లో జోహరి బజార్‌లో ఒక్క కౌంటర్‌తో మొదలుపెట్టారు; ఈరోజుకీ ప్రతి పెళ్లి నగల సెట్‌ను వర్క్‌షాప్ నుంచి బయటకు వెళ్లే ముందు స్వయంగా పరిశీలిస్తారు.',
    },
    skills: listsOf([
      { en: 'Gold assaying', hi: 'सोने की परख', ta: 'தங்க மாற்று பார்த்தல்', te: 'బంగారం మేలిమి నిర్ధారణ' },
      { en: 'Bridal design', hi: 'दुल्हन के गहनों का डिज़ाइन', ta: 'மணப்பெண் நகை வடிவமைப்பு', te: 'పెళ్లి నగల డిజైన్' },
      { en: 'Kundan', hi: 'कुंदन', ta: 'குந்தன்', te: 'కుందన్' },
    ]),
    socials: { linkedin: 'https://www.linkedin.com/company/aabhushan' },
  },
  {
    name: 'Ananya Soni',
    role: { en: 'Creative Director', hi: 'क्रिएटिव डायरेक्टर', ta: 'வடிவமைப்பு இயக்குநர்', te: 'క్రియేటివ్ డైరెక్టర్' },
    bio: {
      en: 'Trained at NIFT Delhi; brings light, wearable design to traditional forms, from convertible polki to everyday diamonds.',
      hi: 'NIFT दिल्ली से पढ़ीं; पारंपरिक गहनों को हल्का और रोज़ पहनने लायक़ रूप देती हैं, कन्वर्टिबल पोल्की से लेकर रोज़ के हीरों तक।',
      ta: 'டெல்லி NIFT-ல் பயின்றவர்; பாரம்பரிய நகைகளுக்கு லேசான, தினமும் அணியக்கூடிய வடிவம் தருகிறார், மாற்றி அணியும் போல்கி முதல் அன்றாட வைரம் வரை.',
      te: 'ఢిల్లీ NIFTలో చదువుకున్నారు; సంప్రదాయ నగలకు తేలికైన, రోజూ వేసుకోగలిగే డిజైన్ ఇస్తారు, మార్చుకోగలిగే పోల్కీ నుంచి రోజువారీ వజ్రాల వరకు.',
    },
    skills: listsOf([
      { en: 'Jewellery design', hi: 'ज्वेलरी डिज़ाइन', ta: 'நகை வடிவமைப்பு', te: 'నగల డిజైన్' },
      { en: 'CAD', hi: 'कैड डिज़ाइन', ta: 'கேட் வடிவமைப்பு', te: 'క్యాడ్ డిజైన్' },
      { en: 'Trend research', hi: 'ट्रेंड रिसर्च', ta: 'ஃபேஷன் போக்கு ஆய்வு', te: 'ట్రెండ్ పరిశోధన' },
    ]),
    socials: { instagram: 'https://www.instagram.com/aabhushan.jewels', linkedin: 'https://www.linkedin.com/company/aabhushan' },
  },
  {
    name: 'Farhan Qureshi',
    role: { en: 'Head Karigar, Kundan and Polki', hi: 'मुख्य कारीगर, कुंदन और पोल्की', ta: 'தலைமைக் கைவினைஞர், குந்தன் மற்றும் போல்கி', te: 'ప్రధాన నగల కళాకారులు, కుందన్ మరియు పోల్కీ' },
    bio: {
      en: 'A fourth-generation kundansaz who leads our twelve-person workshop and trains its apprentices.',
      hi: 'चौथी पीढ़ी के कुंदनसाज़; बारह कारीगरों वाली हमारी वर्कशॉप चलाते हैं और नए शागिर्दों को काम सिखाते हैं।',
      ta: 'நான்காம் தலைமுறை குந்தன் கலைஞர்; பன்னிரண்டு பேர் கொண்ட எங்கள் பட்டறையை வழிநடத்தி, புதிதாகக் கற்பவர்களுக்குப் பயிற்சி தருகிறார்.',
      te: 'నాలుగో తరం కుందన్ కళాకారులు; పన్నెండు మంది ఉన్న మా వర్క్‌షాప్‌ను నడిపిస్తూ, కొత్తగా నేర్చుకునేవారికి శిక్షణ ఇస్తారు.',
    },
    skills: listsOf([
      { en: 'Kundan setting', hi: 'कुंदन जड़ाई', ta: 'குந்தன் பதித்தல்', te: 'కుందన్ పొదగడం' },
      { en: 'Meenakari', hi: 'मीनाकारी', ta: 'மீனாகாரி', te: 'మీనాకారి' },
      { en: 'Stone setting', hi: 'नग जड़ाई', ta: 'கல் பதித்தல்', te: 'రాళ్లు పొదగడం' },
    ]),
    socials: { instagram: 'https://www.instagram.com/aabhushan.jewels' },
  },
  {
    name: 'Dr. Kavitha Raman',
    role: { en: 'Chief Gemologist', hi: 'मुख्य रत्न विशेषज्ञ', ta: 'தலைமை ரத்தினவியல் நிபுணர்', te: 'ప్రధాన రత్న నిపుణులు' },
    bio: {
      en: 'GIA Graduate Gemologist with a doctorate in mineralogy; grades every diamond and coloured stone we buy.',
      hi: 'GIA से ग्रेजुएट जेमोलॉजिस्ट और खनिज विज्ञान में डॉक्टरेट; हमारे ख़रीदे हर हीरे और रंगीन रत्न की ग्रेडिंग वही करती हैं।',
      ta: 'GIA பட்டம் பெற்ற ரத்தினவியலாளர், கனிமவியலில் முனைவர் பட்டம்; நாங்கள் வாங்கும் ஒவ்வொரு வைரத்தையும் வண்ணக் கல்லையும் தரம் பிரிப்பவர் இவரே.',
      te: 'GIA గ్రాడ్యుయేట్ జెమాలజిస్ట్, ఖనిజ శాస్త్రంలో డాక్టరేట్; మేం కొనే ప్రతి వజ్రం, రంగు రాయి నాణ్యతను ఆమే నిర్ణయిస్తారు.',
    },
    skills: listsOf([
      { en: 'Diamond grading', hi: 'हीरे की ग्रेडिंग', ta: 'வைரத் தரம் பிரித்தல்', te: 'వజ్రాల గ్రేడింగ్' },
      { en: 'Coloured stones', hi: 'रंगीन रत्न', ta: 'வண்ணக் கற்கள்', te: 'రంగు రాళ్లు' },
      { en: 'Pearls', hi: 'मोती', ta: 'முத்துக்கள்', te: 'ముత్యాలు' },
    ]),
    socials: { linkedin: 'https://www.linkedin.com/company/aabhushan', twitter: 'https://x.com/aabhushan' },
  },
  {
    name: 'Vikram Shekhawat',
    role: { en: 'Quality and Hallmarking Lead', hi: 'गुणवत्ता और हॉलमार्किंग प्रमुख', ta: 'தரம் மற்றும் ஹால்மார்க் பொறுப்பாளர்', te: 'నాణ్యత, హాల్‌మార్కింగ్ విభాగం అధిపతి' },
    bio: {
      en: "Makes sure every piece is hallmarked, weighed and checked twice before dispatch, and answers our customers' purity questions.",
      hi: 'हर गहना भेजने से पहले उसकी हॉलमार्किंग, तौल और दो बार जाँच पक्की करते हैं, और शुद्धता पर ग्राहकों के सवालों का जवाब देते हैं।',
      ta: 'ஒவ்வொரு நகையும் அனுப்பும் முன் ஹால்மார்க் செய்து, எடை போட்டு, இரண்டு முறை சரிபார்க்கப்படுவதை உறுதி செய்கிறார்; தங்கத்தின் தூய்மை பற்றிய வாடிக்கையாளர் கேள்விகளுக்கும் பதில் சொல்கிறார்.',
      te: 'ప్రతి నగ పంపే ముందు హాల్‌మార్క్, తూకం, రెండుసార్లు తనిఖీ జరిగేలా చూస్తారు; బంగారం స్వచ్ఛత గురించి కస్టమర్ల సందేహాలకు సమాధానం ఇస్తారు.',
    },
    skills: listsOf([
      { en: 'BIS hallmarking', hi: 'BIS हॉलमार्किंग', ta: 'BIS ஹால்மார்க்', te: 'BIS హాల్‌మార్కింగ్' },
      { en: 'Quality control', hi: 'गुणवत्ता जाँच', ta: 'தரக் கட்டுப்பாடு', te: 'నాణ్యత నియంత్రణ' },
      { en: 'Gold testing', hi: 'सोने की जाँच', ta: 'தங்கச் சோதனை', te: 'బంగారం పరీక్ష' },
    ]),
    socials: { linkedin: 'https://www.linkedin.com/company/aabhushan' },
  },
  {
    name: 'Priya Menon',
    role: { en: 'Customer Experience Lead', hi: 'ग्राहक सेवा प्रमुख', ta: 'வாடிக்கையாளர் சேவைப் பொறுப்பாளர்', te: 'కస్టమర్ సేవల విభాగం అధిపతి' },
    bio: {
      en: 'Leads the team that answers calls, e-mails and enquiries in English, Hindi, Tamil, Telugu and Malayalam.',
      hi: 'वह टीम संभालती हैं जो अंग्रेज़ी, हिंदी, तमिल, तेलुगु और मलयालम में फ़ोन, ई-मेल और पूछताछ का जवाब देती है।',
      ta: 'ஆங்கிலம், இந்தி, தமிழ், தெலுங்கு, மலையாளத்தில் அழைப்புகள், மின்னஞ்சல்கள், விசாரணைகளுக்குப் பதில் சொல்லும் குழுவை வழிநடத்துகிறார்.',
      te: 'ఇంగ్లీష్, హిందీ, తమిళం, తెలుగు, మలయాళంలో ఫోన్లు, ఈమెయిళ్లు, విచారణలకు జవాబిచ్చే బృందానికి నాయకత్వం వహిస్తారు.',
    },
    skills: listsOf([
      { en: 'Customer care', hi: 'ग्राहक सेवा', ta: 'வாடிக்கையாளர் சேவை', te: 'కస్టమర్ సేవ' },
      { en: 'Sizing advice', hi: 'साइज़ की सलाह', ta: 'அளவு ஆலோசனை', te: 'సైజు సలహా' },
      { en: 'Gifting', hi: 'तोहफ़े चुनना', ta: 'பரிசு தேர்வு', te: 'బహుమతుల ఎంపిక' },
    ]),
    socials: { twitter: 'https://x.com/aabhushan', instagram: 'https://www.instagram.com/aabhushan.jewels' },
  },
];
