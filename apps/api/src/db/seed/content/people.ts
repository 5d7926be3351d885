import type { TeamSocials } from '../../schema/content';
import type { SeedText } from '../seed-types';
import { listsOf, type SeedList } from './seed-lists';

export interface SeedTestimonial {
  name: string;
  designation?: string;
  city: string;
  text: string;
}

/** Customer words, as they wrote them to us (designation left empty shows 'Customer'). */
export const SEED_TESTIMONIALS: SeedTestimonial[] = [
  { name: 'Meera Iyer', designation: 'Bride, 2025', city: 'Chennai', text: 'My temple necklace arrived two weeks before the wedding, exactly as drawn. The HUID numbers were on the invoice and I checked every one on the BIS app.' },
  { name: 'Arjun Malhotra', city: 'New Delhi', text: 'Bought a solitaire for our engagement. The gemologist spent an hour on a video call explaining the certificate. No pressure, just honest advice.' },
  { name: 'Fatima Sheikh', designation: 'Architect', city: 'Mumbai', text: 'I wear my diamond studs every day to site visits. Light, secure and they still sparkle after a year. The free cleaning is a lovely touch.' },
  { name: 'Harpreet Kaur', city: 'Ludhiana', text: 'Exchanged my mother\'s old bangles for a new kundan set. They tested the gold in front of me and the value was fair to the rupee.' },
  { name: 'Sneha Reddy', designation: 'Software engineer', city: 'Hyderabad', text: 'The price breakup made it easy to compare. Making charges were lower than two showrooms I visited, and delivery was insured and quick.' },
  { name: 'Rohan Deshmukh', city: 'Pune', text: 'The ring was half a size small. They resized it free and returned it in five days. Great service.' },
  { name: 'Ananya Bose', designation: 'Teacher', city: 'Kolkata', text: 'The silver jhumkas are my favourite purchase this year. Beautifully oxidised, and the packaging made it feel like a gift to myself.' },
  { name: 'Kavya Nair', city: 'Kochi', text: 'Ordered a mangalsutra for my sister. Cash on delivery was easy, and they called to confirm the order before dispatch.' },
  { name: 'Vivek Agarwal', designation: 'Chartered accountant', city: 'Jaipur', text: 'We have bought from the Johari Bazaar showroom for twenty years. The online store has the same honesty and the same people behind it.' },
  { name: 'Pooja Sharma', city: 'Lucknow', text: 'The custom engraving on our anniversary bands was perfect. They sent a proof before engraving, which I appreciated.' },
  { name: 'Lakshmi Venkatesh', designation: 'Doctor', city: 'Bengaluru', text: 'A polki choker that I can actually wear for hours. Comfortable, beautifully finished, and the certificate came with it.' },
  { name: 'Imran Khan', city: 'Ahmedabad', text: 'Bought a gold bracelet for my wife\'s birthday. Customer care helped me pick the size over the phone and it fit perfectly.' },
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
