import type { Database } from '../client';
import { goldPlans } from '../schema/index';

/**
 * The store's monthly gold plan: 10 instalments of ₹1,000 to ₹50,000 a month, and a bonus of one
 * instalment's amount at maturity. Its terms say the rules of rules/gold-plan.ts in the words a
 * customer reads: due dates, late instalments, maturity, bonus, early closure, no cash refunds.
 */
export const SEED_GOLD_PLAN = {
  id: 'gold-plan-swarna-10',
  name: {
    en: 'Swarna Sanchay: 10-month gold plan',
    hi: 'स्वर्ण संचय: 10 महीने की स्वर्ण योजना',
    ta: 'ஸ்வர்ண சஞ்சய்: 10 மாதத் தங்கத் திட்டம்',
    te: 'స్వర్ణ సంచయ్: 10 నెలల బంగారు పథకం',
  },
  terms: {
    en: [
      'You pay the same amount each month for 10 months, from ₹1,000 to ₹50,000 in whole hundreds, on the date of the month you enrolled (on the last day of a shorter month).',
      'An instalment paid on or before the same date of the following month counts as on time. An instalment paid later than that moves its own and every later due date, and the maturity date, by one month for each month begun late, and earns no share of the bonus.',
      'One month after the last instalment falls due, the plan matures and we add a bonus of one full instalment, one tenth of it for each instalment paid on time. The amount paid and the bonus are redeemed against jewellery at Aabhushan.',
      'You may close the plan early: the amount paid is then redeemable against jewellery, without the bonus.',
      'Nothing paid into the plan is refunded in cash.',
    ].join('\n'),
    hi: [
      'आप 10 महीनों तक हर महीने एक ही राशि चुकाते हैं, ₹1,000 से ₹50,000 तक पूरे सैकड़ों में, उसी तारीख को जिस तारीख को आपने नामांकन किया था (छोटे महीने में उसके अंतिम दिन)।',
      'अगले महीने की उसी तारीख तक चुकाई गई किस्त समय पर मानी जाती है। उसके बाद चुकाई गई किस्त अपनी और आगे की हर किस्त की तारीख, और परिपक्वता की तारीख, देरी के हर शुरू हुए महीने के लिए एक महीना आगे कर देती है, और उसे बोनस का कोई हिस्सा नहीं मिलता।',
      'अंतिम किस्त की तारीख के एक महीने बाद योजना परिपक्व होती है और हम एक पूरी किस्त के बराबर बोनस जोड़ते हैं, समय पर चुकाई गई हर किस्त के लिए उसका दसवाँ हिस्सा। चुकाई गई राशि और बोनस आभूषण स्टोर पर गहनों के बदले भुनाए जाते हैं।',
      'आप योजना समय से पहले बंद कर सकते हैं: तब चुकाई गई राशि बोनस के बिना आभूषणों के बदले भुनाई जा सकती है।',
      'योजना में चुकाई गई कोई भी राशि नकद में वापस नहीं की जाती।',
    ].join('\n'),
    ta: [
      'நீங்கள் சேர்ந்த தேதியில் (குறைந்த நாட்கள் கொண்ட மாதத்தில் அதன் கடைசி நாளில்) 10 மாதங்களுக்கு ஒவ்வொரு மாதமும் ஒரே தொகையை, ₹1,000 முதல் ₹50,000 வரை முழு நூறுகளில் செலுத்துகிறீர்கள்.',
      'அடுத்த மாதத்தின் அதே தேதிக்குள் செலுத்தப்பட்ட தவணை சரியான நேரத்தில் செலுத்தியதாகக் கருதப்படும். அதற்குப் பிறகு செலுத்தப்படும் தவணை, தாமதமாகத் தொடங்கிய ஒவ்வொரு மாதத்திற்கும் அதன் தேதியையும் பின்வரும் ஒவ்வொரு தவணையின் தேதியையும் முதிர்வுத் தேதியையும் ஒரு மாதம் தள்ளிவைக்கும்; அதற்கு போனஸில் பங்கு கிடையாது.',
      'கடைசித் தவணைத் தேதிக்கு ஒரு மாதம் கழித்து திட்டம் முதிர்வடையும்; ஒரு முழுத் தவணைக்கு இணையான போனஸை நாங்கள் சேர்ப்போம், சரியான நேரத்தில் செலுத்திய ஒவ்வொரு தவணைக்கும் அதில் பத்தில் ஒரு பங்கு. செலுத்திய தொகையும் போனஸும் ஆபூஷனில் நகைகளுக்கு எதிராகப் பயன்படுத்தப்படும்.',
      'திட்டத்தை முன்கூட்டியே மூடலாம்: அப்போது செலுத்திய தொகையை போனஸ் இல்லாமல் நகைகளுக்கு எதிராகப் பயன்படுத்தலாம்.',
      'திட்டத்தில் செலுத்திய எந்தத் தொகையும் பணமாகத் திருப்பித் தரப்படாது.',
    ].join('\n'),
    te: [
      'మీరు చేరిన తేదీన (తక్కువ రోజులున్న నెలలో దాని చివరి రోజున) 10 నెలల పాటు ప్రతి నెలా ఒకే మొత్తాన్ని, ₹1,000 నుండి ₹50,000 వరకు పూర్తి వందలలో చెల్లిస్తారు.',
      'తర్వాతి నెల అదే తేదీలోగా చెల్లించిన వాయిదా సమయానికి చెల్లించినట్లే. ఆ తర్వాత చెల్లించిన వాయిదా, ఆలస్యంగా మొదలైన ప్రతి నెలకు, దాని తేదీనీ తర్వాతి ప్రతి వాయిదా తేదీనీ పరిపక్వ తేదీనీ ఒక నెల ముందుకు జరుపుతుంది; దానికి బోనస్‌లో వాటా ఉండదు.',
      'చివరి వాయిదా తేదీకి ఒక నెల తర్వాత పథకం పరిపక్వమవుతుంది; ఒక పూర్తి వాయిదాకు సమానమైన బోనస్‌ను మేము జోడిస్తాము, సమయానికి చెల్లించిన ప్రతి వాయిదాకు అందులో పదో వంతు. చెల్లించిన మొత్తం, బోనస్ ఆభూషణ్‌లో ఆభరణాల కోసం వినియోగించబడతాయి.',
      'మీరు పథకాన్ని ముందుగానే మూసివేయవచ్చు: అప్పుడు చెల్లించిన మొత్తాన్ని బోనస్ లేకుండా ఆభరణాల కోసం వినియోగించుకోవచ్చు.',
      'పథకంలో చెల్లించిన ఏ మొత్తమూ నగదుగా తిరిగి ఇవ్వబడదు.',
    ].join('\n'),
  },
  instalments: 10,
  minMonthlyPaise: 1_000_00,
  maxMonthlyPaise: 50_000_00,
  bonusPercent: 100,
} as const;

/** Adds the store's gold plan to a store that has none (staff may add, change or close plans later). */
export async function seedGoldPlans(db: Database, now: Date): Promise<boolean> {
  const existing = await db.select({ id: goldPlans.id }).from(goldPlans).limit(1);
  if (existing.length > 0) return false;
  await db.insert(goldPlans).values({ ...SEED_GOLD_PLAN, name: { ...SEED_GOLD_PLAN.name }, terms: { ...SEED_GOLD_PLAN.terms }, createdAt: now, updatedAt: now });
  return true;
}
