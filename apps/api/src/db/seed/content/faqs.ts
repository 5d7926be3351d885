import type { SeedFaq } from './content-seed-types';

/**
 * The questions asked most at our counter and on the phone, with answers as HTML, in English,
 * Hindi, Tamil and Telugu as our staff say them (செய்கூலி, తయారీ ఛార్జీలు, सोने का भाव). The
 * storefront's own names are kept (कीमत का ब्योरा, எனது ஆர்டர்கள், నా ఆర్డర్లు); the BIS CARE
 * app's menu item stays as the app shows it.
 */
export const SEED_FAQS: SeedFaq[] = [
  {
    topic: 'hallmark',
    icon: 'shield',
    question: {
      en: 'Is all your gold jewellery BIS hallmarked?',
      hi: 'क्या आपकी सारी सोने की ज्वेलरी पर BIS हॉलमार्क होता है?',
      ta: 'உங்கள் தங்க நகைகள் அனைத்தும் BIS ஹால்மார்க் செய்யப்பட்டவையா?',
      te: 'మీ బంగారు నగలన్నింటికీ BIS హాల్‌మార్క్ ఉంటుందా?',
    },
    subtitle: { en: 'Hallmarking and HUID', hi: 'हॉलमार्किंग और HUID', ta: 'ஹால்மார்க் மற்றும் HUID', te: 'హాల్‌మార్కింగ్ మరియు HUID' },
    answer: {
      en: '<p>Yes. Every gold piece we sell is hallmarked by a BIS-recognised centre and carries three marks: the <strong>BIS logo</strong>, the <strong>purity</strong> (for example 22K916) and a six-character <strong>HUID</strong>. The HUID of each piece is printed on your invoice.</p>',
      hi: '<p>जी हाँ। हमारी हर सोने की ज्वेलरी BIS से मान्यता प्राप्त केंद्र में हॉलमार्क होती है और उस पर तीन निशान होते हैं: <strong>BIS का लोगो</strong>, <strong>शुद्धता</strong> (जैसे 22K916) और छह अक्षरों का <strong>HUID</strong>। हर पीस का HUID आपके बिल पर छपा होता है।</p>',
      ta: '<p>ஆம். நாங்கள் விற்கும் ஒவ்வொரு தங்க நகையும் BIS அங்கீகாரம் பெற்ற மையத்தில் ஹால்மார்க் செய்யப்பட்டு, மூன்று முத்திரைகளுடன் வருகிறது: <strong>BIS சின்னம்</strong>, <strong>தூய்மை</strong> (எ.கா. 22K916), ஆறு எழுத்து <strong>HUID</strong>. ஒவ்வொரு நகையின் HUID எண்ணும் உங்கள் பில்லில் அச்சிடப்பட்டிருக்கும்.</p>',
      te: '<p>అవును. మేము అమ్మే ప్రతి బంగారు నగ BIS గుర్తింపు పొందిన కేంద్రంలో హాల్‌మార్క్ అవుతుంది, దానిపై మూడు ముద్రలు ఉంటాయి: <strong>BIS లోగో</strong>, <strong>స్వచ్ఛత</strong> (ఉదాహరణకు 22K916), ఆరు అక్షరాల <strong>HUID</strong>. ప్రతి నగ HUID మీ బిల్లు మీద ముద్రించి ఉంటుంది.</p>',
    },
  },
  {
    topic: 'hallmark',
    icon: 'search',
    question: {
      en: 'How do I verify the HUID of my jewellery?',
      hi: 'अपनी ज्वेलरी का HUID कैसे जाँचें?',
      ta: 'என் நகையின் HUID-ஐ எப்படிச் சரிபார்ப்பது?',
      te: 'నా నగ HUID ఎలా సరిచూసుకోవాలి?',
    },
    answer: {
      en: '<ol><li>Install the BIS CARE app on your phone.</li><li>Choose <em>Verify HUID</em>.</li><li>Type the six-character code from your invoice or the piece.</li></ol><p>The app shows the purity, the article type and the hallmarking centre. Read more in our <a href="/blog/understanding-bis-hallmark-and-huid">hallmark guide</a>.</p>',
      hi: '<ol><li>अपने फ़ोन में BIS CARE ऐप इंस्टॉल करें।</li><li><em>Verify HUID</em> चुनें।</li><li>बिल पर या ज्वेलरी पर लिखा छह अक्षरों का कोड डालें।</li></ol><p>ऐप में शुद्धता, गहने का प्रकार और हॉलमार्किंग केंद्र दिख जाता है। ज़्यादा जानकारी हमारी <a href="/blog/understanding-bis-hallmark-and-huid">हॉलमार्क गाइड</a> में पढ़ें।</p>',
      ta: '<ol><li>உங்கள் போனில் BIS CARE செயலியை நிறுவுங்கள்.</li><li><em>Verify HUID</em> என்பதைத் தேர்ந்தெடுங்கள்.</li><li>பில்லில் அல்லது நகையில் உள்ள ஆறு எழுத்துக் குறியீட்டை டைப் செய்யுங்கள்.</li></ol><p>நகையின் தூய்மை, அதன் வகை, ஹால்மார்க் செய்த மையம் ஆகியவற்றைச் செயலி காட்டும். மேலும் அறிய எங்கள் <a href="/blog/understanding-bis-hallmark-and-huid">ஹால்மார்க் வழிகாட்டியைப்</a> படியுங்கள்.</p>',
      te: '<ol><li>మీ ఫోన్‌లో BIS CARE యాప్ ఇన్‌స్టాల్ చేసుకోండి.</li><li><em>Verify HUID</em> ఎంచుకోండి.</li><li>మీ బిల్లు మీద లేదా నగ మీద ఉన్న ఆరు అక్షరాల కోడ్ టైప్ చేయండి.</li></ol><p>ఆ నగ స్వచ్ఛత, నగ రకం, హాల్‌మార్కింగ్ కేంద్రం యాప్‌లో కనిపిస్తాయి. మరిన్ని వివరాలకు మా <a href="/blog/understanding-bis-hallmark-and-huid">హాల్‌మార్క్ గైడ్</a> చదవండి.</p>',
    },
  },
  {
    topic: 'pricing',
    icon: 'receipt',
    question: {
      en: 'What are making charges and how are they calculated?',
      hi: 'मेकिंग चार्ज क्या होता है और उसका हिसाब कैसे लगता है?',
      ta: 'செய்கூலி என்றால் என்ன, அது எப்படிக் கணக்கிடப்படுகிறது?',
      te: 'తయారీ ఛార్జీలు అంటే ఏమిటి, వాటిని ఎలా లెక్కిస్తారు?',
    },
    subtitle: { en: 'Making charges', hi: 'मेकिंग चार्ज', ta: 'செய்கூலி', te: 'తయారీ ఛార్జీలు' },
    answer: {
      en: '<p>Making charges pay for the craft: design, casting, setting and polishing. We show them as a percentage of the metal value, and they range from about 8 % on machine-made chains to 25 % on hand-set kundan. Every product page has a <strong>Price breakup</strong> with metal value, making charges, stones and GST.</p>',
      hi: '<p>मेकिंग चार्ज कारीगरी का दाम है: डिज़ाइन, ढलाई, नग जड़ाई और पॉलिश। हम इसे धातु की कीमत के प्रतिशत में दिखाते हैं: मशीन से बनी चेन पर लगभग 8 % से लेकर हाथ से जड़े कुंदन पर 25 % तक। हर प्रोडक्ट पेज पर <strong>कीमत का ब्योरा</strong> है, जिसमें धातु की कीमत, मेकिंग चार्ज, नग और GST अलग-अलग लिखे हैं।</p>',
      ta: '<p>செய்கூலி என்பது கைவேலைக்கான கட்டணம்: டிசைன், வார்ப்பு, கல் பதித்தல், பாலிஷ். இதை உலோக மதிப்பின் சதவீதமாகக் காட்டுகிறோம்; மெஷினில் செய்த செயின்களுக்குச் சுமார் 8 % முதல் கையால் பதித்த குந்தன் நகைகளுக்கு 25 % வரை. ஒவ்வொரு நகையின் பக்கத்திலும் <strong>விலை விவரம்</strong> உள்ளது: உலோக மதிப்பு, செய்கூலி, கற்கள், GST எல்லாம் தனித்தனியாக.</p>',
      te: '<p>తయారీ ఛార్జీలు అంటే పనితనానికి చెల్లించేది: డిజైన్, పోత, రాళ్లు పొదగడం, పాలిష్. వీటిని లోహం విలువలో శాతంగా చూపిస్తాం; మెషిన్‌తో చేసిన చైన్లకు సుమారు 8 % నుంచి చేత్తో పొదిగిన కుందన్‌కు 25 % వరకు ఉంటాయి. ప్రతి ప్రొడక్ట్ పేజీలో <strong>ధర వివరాలు</strong> ఉంటాయి: లోహం విలువ, తయారీ ఛార్జీలు, రాళ్లు, GST విడివిడిగా.</p>',
    },
  },
  {
    topic: 'pricing',
    icon: 'trending',
    question: {
      en: 'Which gold rate do you use?',
      hi: 'आप सोने का कौन-सा भाव लगाते हैं?',
      ta: 'எந்தத் தங்க விலையை வைத்துக் கணக்கிடுகிறீர்கள்?',
      te: 'మీరు బంగారానికి ఏ ధర తీసుకుంటారు?',
    },
    subtitle: { en: 'Gold rate', hi: 'सोने का भाव', ta: 'தங்க விலை', te: 'బంగారం ధర' },
    answer: {
      en: '<p>We use the day\'s rate for the purity of the piece (24K, 22K, 18K or 14K), set each morning. The rate and its date are shown in the price breakup. The price you see at checkout is the price you pay, even if the rate changes before delivery.</p>',
      hi: '<p>हम ज्वेलरी की शुद्धता (24K, 22K, 18K या 14K) के हिसाब से उस दिन का भाव लगाते हैं, जो हर सुबह तय होता है। भाव और उसकी तारीख कीमत के ब्योरे में दिखती है। चेकआउट पर जो कीमत दिखे, आप वही चुकाते हैं, भले ही डिलीवरी से पहले भाव बदल जाए।</p>',
      ta: '<p>நகையின் தூய்மைக்கு (24K, 22K, 18K அல்லது 14K) அன்றைய தங்க விலையைப் பயன்படுத்துகிறோம்; அது ஒவ்வொரு காலையும் நிர்ணயிக்கப்படுகிறது. அந்த விலையும் அதன் தேதியும் விலை விவரத்தில் இருக்கும். டெலிவரிக்கு முன் விலை மாறினாலும், செக்அவுட்டில் நீங்கள் பார்க்கும் விலையைத்தான் செலுத்துவீர்கள்.</p>',
      te: '<p>నగ స్వచ్ఛతకు (24K, 22K, 18K లేదా 14K) ఆ రోజు ధర తీసుకుంటాం; అది ప్రతి ఉదయం నిర్ణయమవుతుంది. ఆ ధర, దాని తేదీ ధర వివరాల్లో కనిపిస్తాయి. డెలివరీకి ముందు ధర మారినా, చెకౌట్‌లో మీరు చూసిన ధరే చెల్లిస్తారు.</p>',
    },
  },
  {
    topic: 'pricing',
    icon: 'percent',
    question: {
      en: 'Is GST included in your prices?',
      hi: 'क्या आपकी कीमतों में GST शामिल है?',
      ta: 'உங்கள் விலையில் GST சேர்ந்திருக்கிறதா?',
      te: 'మీ ధరల్లో GST కలిసే ఉంటుందా?',
    },
    answer: {
      en: '<p>Yes. Our prices include GST at 3 %, the rate for jewellery in India. Your tax invoice shows the GST contained in the price, split into CGST and SGST or shown as IGST depending on the delivery state.</p>',
      hi: '<p>जी हाँ। हमारी कीमतों में 3 % GST शामिल है, जो भारत में ज्वेलरी पर लगने वाली दर है। आपके टैक्स इनवॉइस में कीमत में शामिल GST दिखता है: डिलीवरी वाले राज्य के हिसाब से CGST और SGST में बँटा हुआ, या IGST के रूप में।</p>',
      ta: '<p>ஆம். எங்கள் விலைகளில் 3 % GST சேர்ந்தே உள்ளது; இந்தியாவில் நகைகளுக்கான வரி விகிதம் இதுதான். விலையில் அடங்கிய GST உங்கள் வரி பில்லில் காட்டப்படும்: டெலிவரி செய்யப்படும் மாநிலத்தைப் பொறுத்து CGST, SGST எனப் பிரித்தோ, IGST ஆகவோ.</p>',
      te: '<p>అవును. మా ధరల్లో 3 % GST కలిసే ఉంటుంది; భారతదేశంలో నగలకు ఉన్న రేటు అదే. ధరలో కలిసి ఉన్న GST మీ ట్యాక్స్ ఇన్వాయిస్‌లో కనిపిస్తుంది: డెలివరీ అయ్యే రాష్ట్రాన్ని బట్టి CGST, SGSTగా విడదీసి, లేదా IGSTగా.</p>',
    },
  },
  {
    topic: 'returns',
    icon: 'return',
    question: {
      en: 'What is your return policy?',
      hi: 'आपकी रिटर्न पॉलिसी क्या है?',
      ta: 'நகையைத் திருப்பி அனுப்புவதற்கான உங்கள் விதிமுறைகள் என்ன?',
      te: 'మీ రిటర్న్ పాలసీ ఏమిటి?',
    },
    subtitle: { en: 'Returns', hi: 'रिटर्न', ta: 'திருப்பி அனுப்புதல்', te: 'రిటర్న్‌లు' },
    answer: {
      en: '<p>You can ask for a return within <strong>7 days of delivery</strong> from My Orders. The piece must be unworn, with its tags, certificate and invoice. Made-to-order, engraved and resized pieces cannot be returned. Refunds reach the original payment method within 5 to 7 working days after the piece passes our quality check.</p>',
      hi: '<p><strong>डिलीवरी के 7 दिनों के भीतर</strong> आप "मेरे ऑर्डर" से रिटर्न माँग सकते हैं। ज्वेलरी बिना पहनी हुई हो, और साथ में उसके टैग, सर्टिफ़िकेट और बिल हों। ऑर्डर पर बनवाई गई, नाम खुदवाई गई या साइज़ बदलवाई गई ज्वेलरी वापस नहीं होती। हमारी क्वालिटी जाँच में पास होने के बाद 5 से 7 कामकाजी दिनों में रिफ़ंड उसी तरीके में लौट आता है जिससे आपने भुगतान किया था।</p>',
      ta: '<p><strong>டெலிவரி ஆன 7 நாட்களுக்குள்</strong> "எனது ஆர்டர்கள்" பக்கத்திலிருந்து ரிட்டர்ன் கேட்கலாம். நகை அணியப்படாமல், அதன் டேக், சான்றிதழ், பில் ஆகியவற்றுடன் இருக்க வேண்டும். ஆர்டரின் பேரில் செய்த, பெயர் பொறித்த, அளவு மாற்றிய நகைகளைத் திருப்பித் தர முடியாது. எங்கள் தரச் சோதனையில் நகை தேறிய பின் 5 முதல் 7 வேலை நாட்களுக்குள், நீங்கள் பணம் செலுத்திய அதே முறைக்கே பணம் திரும்ப வரும்.</p>',
      te: '<p><strong>డెలివరీ అయిన 7 రోజుల్లోపు</strong> "నా ఆర్డర్లు" నుంచి రిటర్న్ అడగవచ్చు. నగ వేసుకోకుండా, దాని ట్యాగ్‌లు, సర్టిఫికెట్, బిల్లుతో ఉండాలి. ఆర్డర్ మీద చేయించినవి, పేరు చెక్కించినవి, సైజు మార్చినవి తిరిగి తీసుకోము. మా క్వాలిటీ చెక్ పూర్తయ్యాక 5 నుంచి 7 పని దినాల్లో, మీరు చెల్లించిన పద్ధతికే డబ్బు తిరిగి వస్తుంది.</p>',
    },
  },
  {
    topic: 'returns',
    icon: 'exchange',
    question: {
      en: 'Can I exchange old gold for new jewellery?',
      hi: 'क्या पुराना सोना देकर नई ज्वेलरी ले सकते हैं?',
      ta: 'பழைய தங்கத்தைக் கொடுத்துப் புதிய நகை வாங்க முடியுமா?',
      te: 'పాత బంగారం ఇచ్చి కొత్త నగలు తీసుకోవచ్చా?',
    },
    answer: {
      en: '<p>Yes, at our showrooms. We test your old gold in front of you, value it at the day\'s rate for its purity, and adjust that value against new jewellery. Bring a photo ID for exchanges above ₹50,000.</p>',
      hi: '<p>जी हाँ, हमारे शोरूम में। हम आपके सामने ही पुराने सोने की जाँच करते हैं, उसकी शुद्धता के हिसाब से उस दिन के भाव पर उसकी कीमत लगाते हैं, और वह रकम नई ज्वेलरी में एडजस्ट कर देते हैं। ₹50,000 से ऊपर के एक्सचेंज के लिए फ़ोटो वाला पहचान पत्र साथ लाएँ।</p>',
      ta: '<p>ஆம், எங்கள் ஷோரூம்களில். உங்கள் பழைய தங்கத்தை உங்கள் கண் முன்னே சோதித்து, அதன் தூய்மைக்கு அன்றைய விலையில் மதிப்பிட்டு, அந்தத் தொகையைப் புதிய நகையின் விலையில் கழித்துக் கொள்கிறோம். ₹50,000-க்கு மேலான மாற்றுக்குப் புகைப்பட அடையாள அட்டை கொண்டு வாருங்கள்.</p>',
      te: '<p>అవును, మా షోరూమ్‌లలో. మీ పాత బంగారాన్ని మీ ముందే పరీక్షించి, దాని స్వచ్ఛతకు ఆ రోజు ధర ప్రకారం విలువ కట్టి, ఆ మొత్తాన్ని కొత్త నగల ధరలో తగ్గిస్తాం. ₹50,000 పైబడిన ఎక్స్ఛేంజ్‌కు ఫోటో ఉన్న గుర్తింపు కార్డు తీసుకురండి.</p>',
    },
  },
  {
    topic: 'payment',
    icon: 'cash',
    question: {
      en: 'Do you offer cash on delivery?',
      hi: 'क्या कैश ऑन डिलीवरी की सुविधा है?',
      ta: 'கேஷ் ஆன் டெலிவரி வசதி உண்டா?',
      te: 'క్యాష్ ఆన్ డెలివరీ సౌకర్యం ఉందా?',
    },
    subtitle: { en: 'Cash on delivery', hi: 'कैश ऑन डिलीवरी', ta: 'கேஷ் ஆன் டெலிவரி', te: 'క్యాష్ ఆన్ డెలివరీ' },
    answer: {
      en: '<p>Yes, when every piece in your order allows it and the total is within our COD limit (shown at checkout). Above that limit please pay online: UPI, cards, net banking and wallets are accepted. Cash on delivery orders are confirmed by phone before dispatch.</p>',
      hi: '<p>जी हाँ, जब आपके ऑर्डर की हर ज्वेलरी पर यह सुविधा हो और कुल रकम हमारी COD सीमा के भीतर हो (सीमा चेकआउट पर दिखती है)। उससे ऊपर की रकम ऑनलाइन चुकाएँ: UPI, कार्ड, नेट बैंकिंग और वॉलेट, सब चलते हैं। कैश ऑन डिलीवरी वाले ऑर्डर भेजने से पहले हम फ़ोन करके पक्का करते हैं।</p>',
      ta: '<p>ஆம், உங்கள் ஆர்டரில் உள்ள ஒவ்வொரு நகைக்கும் இந்த வசதி இருந்து, மொத்தத் தொகை எங்கள் COD வரம்புக்குள் (செக்அவுட்டில் காட்டப்படும்) இருந்தால். அதற்கு மேல் என்றால் ஆன்லைனில் செலுத்துங்கள்: UPI, கார்டுகள், நெட் பேங்கிங், வாலெட்டுகள் எல்லாம் ஏற்கப்படும். கேஷ் ஆன் டெலிவரி ஆர்டர்களை அனுப்பும் முன் போனில் உறுதி செய்கிறோம்.</p>',
      te: '<p>అవును, మీ ఆర్డర్‌లోని ప్రతి నగకు ఆ సౌకర్యం ఉండి, మొత్తం మా COD పరిమితిలోపు (చెకౌట్‌లో చూపిస్తాం) ఉంటే. అంతకు మించితే ఆన్‌లైన్‌లో చెల్లించండి: UPI, కార్డులు, నెట్ బ్యాంకింగ్, వాలెట్లు అన్నీ తీసుకుంటాం. క్యాష్ ఆన్ డెలివరీ ఆర్డర్లను పంపే ముందు ఫోన్ చేసి ఖరారు చేసుకుంటాం.</p>',
    },
  },
  {
    topic: 'payment',
    icon: 'card',
    question: {
      en: 'Which payment methods do you accept?',
      hi: 'आप किन तरीकों से भुगतान लेते हैं?',
      ta: 'எந்தெந்த முறைகளில் பணம் செலுத்தலாம்?',
      te: 'ఏయే పద్ధతుల్లో డబ్బు చెల్లించవచ్చు?',
    },
    answer: {
      en: '<ul><li>UPI (Google Pay, PhonePe, Paytm and others)</li><li>Credit and debit cards (Visa, Mastercard, RuPay)</li><li>Net banking</li><li>Wallets</li><li>Cash on delivery within the COD limit</li></ul>',
      hi: '<ul><li>UPI (Google Pay, PhonePe, Paytm वगैरह)</li><li>क्रेडिट और डेबिट कार्ड (Visa, Mastercard, RuPay)</li><li>नेट बैंकिंग</li><li>वॉलेट</li><li>COD सीमा के भीतर कैश ऑन डिलीवरी</li></ul>',
      ta: '<ul><li>UPI (Google Pay, PhonePe, Paytm போன்றவை)</li><li>கிரெடிட், டெபிட் கார்டுகள் (Visa, Mastercard, RuPay)</li><li>நெட் பேங்கிங்</li><li>வாலெட்டுகள்</li><li>COD வரம்புக்குள் கேஷ் ஆன் டெலிவரி</li></ul>',
      te: '<ul><li>UPI (Google Pay, PhonePe, Paytm మొదలైనవి)</li><li>క్రెడిట్, డెబిట్ కార్డులు (Visa, Mastercard, RuPay)</li><li>నెట్ బ్యాంకింగ్</li><li>వాలెట్లు</li><li>COD పరిమితిలోపు క్యాష్ ఆన్ డెలివరీ</li></ul>',
    },
  },
  {
    topic: 'shipping',
    icon: 'truck',
    question: {
      en: 'How is my jewellery shipped and is it insured?',
      hi: 'मेरी ज्वेलरी कैसे भेजी जाती है, और क्या उसका बीमा होता है?',
      ta: 'என் நகை எப்படி அனுப்பப்படுகிறது? அதற்குக் காப்பீடு உண்டா?',
      te: 'నా నగలు ఎలా పంపిస్తారు? వాటికి బీమా ఉంటుందా?',
    },
    answer: {
      en: '<p>Every order travels fully insured, in tamper-evident packaging, with a signature on delivery. Standard delivery takes 5 to 7 days, Express 2 to 3 days, and Overnight reaches most metro PIN codes the next day. Check your PIN code on any product page.</p>',
      hi: '<p>हर ऑर्डर पूरे बीमे के साथ, ऐसी पैकिंग में जाता है जिससे छेड़छाड़ हो तो पता चल जाए, और डिलीवरी पर हस्ताक्षर लिए जाते हैं। स्टैंडर्ड डिलीवरी में 5 से 7 दिन लगते हैं, एक्सप्रेस में 2 से 3 दिन, और ओवरनाइट ज़्यादातर मेट्रो पिन कोड पर अगले दिन पहुँच जाती है। किसी भी प्रोडक्ट पेज पर अपना पिन कोड जाँच लें।</p>',
      ta: '<p>ஒவ்வொரு ஆர்டரும் முழுக் காப்பீட்டுடன், பிரித்தால் தெரிந்துவிடும் பேக்கிங்கில் அனுப்பப்படுகிறது; டெலிவரியின் போது கையொப்பம் பெறப்படும். சாதாரண டெலிவரிக்கு 5 முதல் 7 நாட்கள், எக்ஸ்பிரஸுக்கு 2 முதல் 3 நாட்கள் ஆகும்; ஓவர்நைட் பெரும்பாலான மெட்ரோ பின் கோடுகளுக்கு மறுநாளே வந்து சேரும். எந்த நகையின் பக்கத்திலும் உங்கள் பின் கோடைச் சரிபாருங்கள்.</p>',
      te: '<p>ప్రతి ఆర్డర్ పూర్తి బీమాతో, తెరిస్తే తెలిసిపోయే ప్యాకింగ్‌లో వెళ్తుంది; డెలివరీ సమయంలో సంతకం తీసుకుంటారు. స్టాండర్డ్ డెలివరీకి 5 నుంచి 7 రోజులు, ఎక్స్‌ప్రెస్‌కు 2 నుంచి 3 రోజులు పడుతుంది; ఓవర్‌నైట్ చాలా మెట్రో పిన్ కోడ్‌లకు మరుసటి రోజే చేరుతుంది. ఏ ప్రొడక్ట్ పేజీలోనైనా మీ పిన్ కోడ్ చెక్ చేసుకోండి.</p>',
    },
  },
  {
    topic: 'sizing',
    icon: 'ruler',
    question: {
      en: 'How do I find my ring size?',
      hi: 'अपनी अंगूठी का साइज़ कैसे पता करें?',
      ta: 'என் மோதிர அளவை எப்படிக் கண்டுபிடிப்பது?',
      te: 'నా ఉంగరం సైజు ఎలా తెలుసుకోవాలి?',
    },
    subtitle: { en: 'Sizing', hi: 'साइज़', ta: 'அளவுகள்', te: 'సైజులు' },
    answer: {
      en: '<p>Wrap a thread around the base of your finger, mark where it meets, and measure the length in millimetres. Find the nearest size in our <a href="/ring-size-guide">ring size guide</a>, which lists Indian and US sizes with diameter and circumference.</p>',
      hi: '<p>उँगली के निचले हिस्से पर एक धागा लपेटें, जहाँ दोनों सिरे मिलें वहाँ निशान लगाएँ, और लंबाई मिलीमीटर में नापें। हमारी <a href="/ring-size-guide">अंगूठी साइज़ गाइड</a> में सबसे नज़दीकी साइज़ देखें; उसमें भारतीय और US साइज़ व्यास और घेरे के साथ दिए हैं।</p>',
      ta: '<p>விரலின் அடிப்பகுதியில் ஒரு நூலைச் சுற்றி, இரு முனைகளும் சேரும் இடத்தில் குறியிட்டு, அதன் நீளத்தை மில்லிமீட்டரில் அளவிடுங்கள். எங்கள் <a href="/ring-size-guide">மோதிர அளவு வழிகாட்டியில்</a> அதற்கு மிக நெருக்கமான அளவைப் பாருங்கள்; அதில் இந்திய, US அளவுகள் விட்டம், சுற்றளவுடன் உள்ளன.</p>',
      te: '<p>వేలి మొదట్లో ఒక దారం చుట్టి, రెండు చివరలు కలిసే చోట గుర్తు పెట్టి, ఆ పొడవును మిల్లీమీటర్లలో కొలవండి. మా <a href="/ring-size-guide">ఉంగరం సైజు గైడ్</a>లో దగ్గరి సైజు చూడండి; అందులో భారతీయ, US సైజులు వ్యాసం, చుట్టుకొలతతో ఉంటాయి.</p>',
    },
  },
  {
    topic: 'sizing',
    icon: 'resize',
    question: {
      en: 'Can I get a ring or bangle resized?',
      hi: 'क्या अंगूठी या चूड़ी का साइज़ छोटा-बड़ा करवा सकते हैं?',
      ta: 'மோதிரம் அல்லது வளையலின் அளவை மாற்ற முடியுமா?',
      te: 'ఉంగరం లేదా గాజుల సైజు మార్చించుకోవచ్చా?',
    },
    answer: {
      en: '<p>Most plain and stone-set rings can be resized by up to two sizes; eternity bands usually cannot. The first resizing within 30 days of purchase is free. Bangles can be adjusted within limits; please <a href="/contact">contact us</a> with the size you need.</p>',
      hi: '<p>ज़्यादातर सादी और नग जड़ी अंगूठियों का साइज़ दो साइज़ तक बदला जा सकता है; इटर्निटी बैंड का आम तौर पर नहीं। ख़रीद के 30 दिनों के भीतर पहली बार साइज़ बदलवाना मुफ़्त है। चूड़ियों में थोड़ी-बहुत गुंजाइश रहती है; जो साइज़ चाहिए वह बताकर हमसे <a href="/contact">संपर्क करें</a>।</p>',
      ta: '<p>பெரும்பாலான சாதா மோதிரங்களையும் கல் பதித்த மோதிரங்களையும் இரண்டு அளவுகள் வரை மாற்றலாம்; எட்டர்னிட்டி பேண்டுகளைப் பொதுவாக மாற்ற முடியாது. வாங்கிய 30 நாட்களுக்குள் முதல் முறை அளவு மாற்றுவது இலவசம். வளையல்களை ஓரளவுக்கு மாற்றலாம்; உங்களுக்குத் தேவையான அளவுடன் <a href="/contact">எங்களைத் தொடர்பு கொள்ளுங்கள்</a>.</p>',
      te: '<p>చాలా సాదా ఉంగరాలు, రాళ్లు పొదిగిన ఉంగరాల సైజు రెండు సైజుల వరకు మార్చవచ్చు; ఎటర్నిటీ బ్యాండ్లకు సాధారణంగా కుదరదు. కొన్న 30 రోజుల్లోపు మొదటిసారి సైజు మార్చడం ఉచితం. గాజులను కొంత వరకు సర్దవచ్చు; మీకు కావాల్సిన సైజుతో <a href="/contact">మమ్మల్ని సంప్రదించండి</a>.</p>',
    },
  },
  {
    topic: 'care',
    icon: 'sparkle',
    question: {
      en: 'How should I clean and store my jewellery?',
      hi: 'अपनी ज्वेलरी को कैसे साफ़ करें और कैसे रखें?',
      ta: 'என் நகைகளை எப்படிச் சுத்தம் செய்து பத்திரமாக வைப்பது?',
      te: 'నా నగలను ఎలా శుభ్రం చేసి, ఎలా దాచుకోవాలి?',
    },
    subtitle: { en: 'Care', hi: 'देखभाल', ta: 'பராமரிப்பு', te: 'సంరక్షణ' },
    answer: {
      en: '<p>Store each piece separately in a soft pouch. Plain gold can be washed in lukewarm soapy water and dried with a soft cloth; silver is best cleaned with a polishing cloth. <strong>Never</strong> wash kundan, polki or pearls. Our <a href="/blog/how-to-store-gold-jewellery">care guide</a> has the details.</p>',
      hi: '<p>हर ज्वेलरी को अलग मुलायम थैली में रखें। सादा सोना गुनगुने साबुन वाले पानी में धोकर मुलायम कपड़े से सुखा सकते हैं; चाँदी को पॉलिशिंग कपड़े से साफ़ करना सबसे अच्छा है। कुंदन, पोल्की या मोतियों को <strong>कभी</strong> न धोएँ। पूरी जानकारी हमारी <a href="/blog/how-to-store-gold-jewellery">देखभाल गाइड</a> में है।</p>',
      ta: '<p>ஒவ்வொரு நகையையும் தனித்தனியாக மென்மையான பையில் வையுங்கள். சாதா தங்க நகைகளை வெதுவெதுப்பான சோப்புத் தண்ணீரில் கழுவி, மென்மையான துணியால் துடைக்கலாம்; வெள்ளியைப் பாலிஷ் துணியால் சுத்தம் செய்வதே நல்லது. குந்தன், போல்கி, முத்து நகைகளை <strong>ஒருபோதும்</strong> கழுவாதீர்கள். விவரங்கள் எங்கள் <a href="/blog/how-to-store-gold-jewellery">பராமரிப்பு வழிகாட்டியில்</a> உள்ளன.</p>',
      te: '<p>ప్రతి నగను విడిగా మెత్తని సంచిలో దాచండి. సాదా బంగారాన్ని గోరువెచ్చని సబ్బు నీళ్లలో కడిగి, మెత్తని గుడ్డతో తుడవచ్చు; వెండిని పాలిష్ గుడ్డతో శుభ్రం చేయడం మంచిది. కుందన్, పోల్కీ, ముత్యాలను <strong>ఎప్పుడూ</strong> కడగకండి. పూర్తి వివరాలు మా <a href="/blog/how-to-store-gold-jewellery">సంరక్షణ గైడ్</a>లో ఉన్నాయి.</p>',
    },
  },
  {
    topic: 'care',
    icon: 'tools',
    question: {
      en: 'Do you offer free cleaning and maintenance?',
      hi: 'क्या आप ज्वेलरी की सफ़ाई और देखरेख मुफ़्त करते हैं?',
      ta: 'நகைகளை இலவசமாகச் சுத்தம் செய்து சரிபார்த்துத் தருவீர்களா?',
      te: 'నగలను ఉచితంగా శుభ్రం చేసి, సర్వీస్ చేసి ఇస్తారా?',
    },
    answer: {
      en: '<p>Yes. Bring any Aabhushan piece to a showroom for free cleaning and a check of clasps, claws and settings, for life. Re-setting a loose stone is free for the labour; a replacement stone is charged.</p>',
      hi: '<p>जी हाँ। Aabhushan की कोई भी ज्वेलरी शोरूम में लाएँ: सफ़ाई और हुक, पंजों व जड़ाई की जाँच मुफ़्त, ज़िंदगी भर। ढीला नग दोबारा जड़ने की मज़दूरी नहीं लगती; नया नग लगे तो उसका दाम लगता है।</p>',
      ta: '<p>ஆம். எந்த Aabhushan நகையையும் ஷோரூமுக்குக் கொண்டு வாருங்கள்: இலவசமாகச் சுத்தம் செய்து, கொக்கி, கல்லைப் பிடிக்கும் நகங்கள், பதிப்புகள் எல்லாம் சரிபார்த்துத் தருவோம், வாழ்நாள் முழுவதும். தளர்ந்த கல்லை மீண்டும் பதிக்கக் கூலி இல்லை; புதிய கல் போட்டால் அதற்குக் கட்டணம் உண்டு.</p>',
      te: '<p>అవును. ఏ Aabhushan నగనైనా షోరూమ్‌కు తీసుకురండి: ఉచితంగా శుభ్రం చేసి, హుక్కులు, రాళ్లను పట్టి ఉంచే గోళ్లు, పొదుగులు సరిచూస్తాం, జీవితాంతం. వదులైన రాయిని మళ్లీ పొదగడానికి కూలీ లేదు; కొత్త రాయి వేస్తే దానికి ధర ఉంటుంది.</p>',
    },
  },
  {
    topic: 'diamonds',
    icon: 'diamond',
    question: {
      en: 'Are your diamonds certified?',
      hi: 'क्या आपके हीरे सर्टिफ़ाइड हैं?',
      ta: 'உங்கள் வைரங்களுக்குச் சான்றிதழ் உண்டா?',
      te: 'మీ వజ్రాలకు సర్టిఫికెట్ ఉంటుందా?',
    },
    answer: {
      en: '<p>Every diamond above 0.30 carat comes with a grading report from IGI or SGL. Smaller stones are graded in-house by our gemologist, and their total weight, colour and clarity are printed on your invoice.</p>',
      hi: '<p>0.30 कैरेट से बड़े हर हीरे के साथ IGI या SGL की ग्रेडिंग रिपोर्ट आती है। छोटे हीरों की ग्रेडिंग हमारे जेमोलॉजिस्ट ख़ुद करते हैं, और उनका कुल वज़न, रंग और क्लैरिटी आपके बिल पर छपी होती है।</p>',
      ta: '<p>0.30 கேரட்டுக்கு மேலான ஒவ்வொரு வைரத்துக்கும் IGI அல்லது SGL தரச் சான்றிதழ் உண்டு. சிறிய கற்களை எங்கள் ரத்தினவியல் நிபுணரே தரம் பிரிக்கிறார்; அவற்றின் மொத்த எடை, நிறம், தெளிவு உங்கள் பில்லில் அச்சிடப்பட்டிருக்கும்.</p>',
      te: '<p>0.30 క్యారెట్ పైబడిన ప్రతి వజ్రానికి IGI లేదా SGL గ్రేడింగ్ రిపోర్ట్ ఉంటుంది. చిన్న రాళ్లను మా జెమాలజిస్ట్ స్వయంగా గ్రేడ్ చేస్తారు; వాటి మొత్తం బరువు, రంగు, క్లారిటీ మీ బిల్లు మీద ముద్రించి ఉంటాయి.</p>',
    },
  },
  {
    topic: 'custom',
    icon: 'pencil',
    question: {
      en: 'Can you make a custom design for me?',
      hi: 'क्या आप मेरी पसंद का डिज़ाइन बनाकर दे सकते हैं?',
      ta: 'நான் விரும்பும் டிசைனில் நகை செய்து தருவீர்களா?',
      te: 'నాకు నచ్చిన డిజైన్‌లో నగ చేసి ఇస్తారా?',
    },
    answer: {
      en: '<p>Yes. Share a sketch or a photo through the <a href="/contact">contact form</a> (choose <em>Custom design</em>). Our designer replies with a drawing and a quote within two working days; most custom pieces take 3 to 5 weeks.</p>',
      hi: '<p>जी हाँ। <a href="/contact">संपर्क फ़ॉर्म</a> से अपना स्केच या फ़ोटो भेजें (<em>कस्टम डिज़ाइन</em> चुनें)। हमारे डिज़ाइनर दो कामकाजी दिनों में ड्रॉइंग और कीमत के साथ जवाब देते हैं; ज़्यादातर कस्टम ज्वेलरी बनने में 3 से 5 हफ़्ते लगते हैं।</p>',
      ta: '<p>ஆம். <a href="/contact">தொடர்பு படிவம்</a> வழியாக உங்கள் ஸ்கெட்ச் அல்லது புகைப்படத்தை அனுப்புங்கள் (<em>தனிப்பயன் வடிவமைப்பு</em> என்பதைத் தேர்ந்தெடுங்கள்). எங்கள் டிசைனர் இரண்டு வேலை நாட்களுக்குள் வரைபடமும் விலை மதிப்பீடும் அனுப்புவார்; பெரும்பாலான தனிப்பயன் நகைகள் செய்ய 3 முதல் 5 வாரங்கள் ஆகும்.</p>',
      te: '<p>అవును. <a href="/contact">సంప్రదింపు ఫారం</a> ద్వారా మీ స్కెచ్ లేదా ఫోటో పంపండి (<em>కస్టమ్ డిజైన్</em> ఎంచుకోండి). మా డిజైనర్ రెండు పని దినాల్లో డ్రాయింగ్, కొటేషన్‌తో జవాబిస్తారు; చాలా కస్టమ్ నగలు తయారవడానికి 3 నుంచి 5 వారాలు పడుతుంది.</p>',
    },
  },
  {
    topic: 'orders',
    icon: 'package',
    question: {
      en: 'How can I track my order?',
      hi: 'मैं अपना ऑर्डर कैसे ट्रैक करूँ?',
      ta: 'என் ஆர்டரை எப்படி ட்ராக் செய்வது?',
      te: 'నా ఆర్డర్‌ను ఎలా ట్రాక్ చేయాలి?',
    },
    answer: {
      en: '<p>Open <a href="/orders">My Orders</a> when signed in, or use the tracking link in your shipping e-mail. Orders are dispatched within 2 working days, except made-to-order pieces.</p>',
      hi: '<p>साइन इन करके <a href="/orders">मेरे ऑर्डर</a> खोलें, या शिपिंग ई-मेल में दिए ट्रैकिंग लिंक का इस्तेमाल करें। ऑर्डर पर बनने वाली ज्वेलरी को छोड़कर, सभी ऑर्डर 2 कामकाजी दिनों में भेज दिए जाते हैं।</p>',
      ta: '<p>உள்நுழைந்து <a href="/orders">எனது ஆர்டர்கள்</a> பக்கத்தைத் திறங்கள், அல்லது ஷிப்பிங் மின்னஞ்சலில் உள்ள ட்ராக்கிங் லிங்கைப் பயன்படுத்துங்கள். ஆர்டரின் பேரில் செய்யப்படும் நகைகளைத் தவிர, எல்லா ஆர்டர்களும் 2 வேலை நாட்களுக்குள் அனுப்பப்படும்.</p>',
      te: '<p>సైన్ ఇన్ అయి <a href="/orders">నా ఆర్డర్లు</a> తెరవండి, లేదా షిప్పింగ్ ఈమెయిల్‌లోని ట్రాకింగ్ లింక్ వాడండి. ఆర్డర్ మీద తయారయ్యే నగలు తప్ప, అన్ని ఆర్డర్లు 2 పని దినాల్లో పంపిస్తాం.</p>',
    },
  },
];
