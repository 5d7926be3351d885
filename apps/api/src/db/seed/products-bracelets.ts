import { buildProduct, type ProductInput } from './product-builder';
import type { SeedProduct } from './seed-types';
import { metalColours } from './variant-options';

const bracelets: ProductInput[] = [
  {
    slug: 'diamond-tennis-bracelet',
    name: ['Diamond Tennis Bracelet', 'हीरा टेनिस ब्रेसलेट'],
    brand: 'nakshatra-diamonds', metal: 'platinum', gem: 'diamond',
    short: ['A continuous line of 2.1 ct of diamonds in white gold.', 'व्हाइट गोल्ड में 2.1 कैरेट हीरों की लगातार कतार।'],
    long: [
      'Forty-two matched diamonds sit in individual four-prong links that flex with the wrist. A box clasp with a safety catch keeps it secure.',
      'बयालीस मिलते-जुलते हीरे अलग-अलग चार पंजों वाली कड़ियों में जड़े हैं जो कलाई के साथ मुड़ती हैं। सेफ़्टी कैच वाला बॉक्स क्लैस्प इसे सुरक्षित रखता है।',
    ],
    rupees: 279999, metalLabel: '18K White Gold', purity: '750', weight: '9.8 g',
    stone: 'Diamonds 2.1 ct, VS-SI clarity, G-H colour', style: 'Tennis', length: '6.75 in', clasp: 'Box clasp with safety catch',
    occasion: 'Anniversary, evening', stock: 2, tags: ['featured', 'gifting'], features: ['IGI Certified', 'Insured shipping', 'Lifetime exchange'], days: 70,
  },
  {
    slug: 'rose-gold-sapphire-line-bracelet',
    name: ['Rose Gold Sapphire Line Bracelet', 'रोज़ गोल्ड नीलम लाइन ब्रेसलेट'],
    brand: 'gulabi-studio', metal: 'rose-gold', gem: 'sapphire',
    short: ['Blue sapphires alternating with diamonds on a slim line.', 'पतली कतार में हीरों के साथ बारी-बारी से नीले नीलम।'],
    long: [
      'Oval blue sapphires totalling 1.8 ct alternate with small diamonds in a flexible line. Blue against rose gold makes a fresh everyday colour pairing.',
      'कुल 1.8 कैरेट के अंडाकार नीले नीलम छोटे हीरों के साथ बारी-बारी से एक लचीली कतार में हैं। रोज़ गोल्ड पर नीला रंग रोज़ाना के लिए ताज़ा मेल है।',
    ],
    rupees: 0, off: 10, metalLabel: '18K Gold', purity: '750', weight: '6.4 g',
    stone: 'Blue sapphires 1.8 ct, diamonds 0.20 ct', style: 'Line', length: '6.5 in', clasp: 'Box clasp',
    occasion: 'Everyday, gifting', stock: 0, tags: ['gifting'], features: ['Gemstone report included', 'IGI Certified diamonds'], days: 20,
    variants: metalColours([['Rose Gold', 74999, 3], ['Yellow Gold', 74999, 2], ['White Gold', 76999, 2]]),
  },
  {
    slug: 'gold-bead-chain-bracelet',
    name: ['Gold Bead Chain Bracelet', 'सोने के मनकों की चेन ब्रेसलेट'],
    brand: 'swarna-kala', metal: 'gold', gem: 'none',
    short: ['Polished 22K gold beads on a fine chain for everyday wear.', 'रोज़ पहनने के लिए बारीक चेन पर पॉलिश किए 22 कैरेट सोने के मनके।'],
    long: [
      'Hollow gold beads keep it light while looking generous, with a lobster clasp and an extension loop. Wear it alone or stacked with bangles.',
      'खोखले सोने के मनके इसे हल्का रखते हैं पर भरा-भरा दिखाते हैं, साथ में लॉबस्टर क्लैस्प और बढ़ाने वाली कड़ी। अकेले या चूड़ियों के साथ पहनें।',
    ],
    rupees: 66999, metalLabel: '22K Yellow Gold', purity: '916', weight: '7.2 g',
    style: 'Beaded', length: '7 in', clasp: 'Lobster', occasion: 'Everyday',
    stock: 8, tags: ['daily-wear', 'bestseller'], features: ['BIS Hallmarked', 'Free lifetime polishing'], days: 140,
  },
  {
    slug: 'freshwater-pearl-silver-bracelet',
    name: ['Freshwater Pearl Silver Bracelet', 'मीठे पानी के मोती चाँदी ब्रेसलेट'],
    brand: 'moti-mahal-pearls', metal: 'silver', gem: 'pearl',
    short: ['Pearls and silver beads on a stretch-free silver chain.', 'चाँदी की चेन पर मोती और चाँदी के मनके।'],
    long: [
      'Button pearls alternate with 925 silver beads, each one linked rather than strung so it never stretches. A gentle gift for a sister or a teacher.',
      'बटन मोती 925 चाँदी के मनकों के साथ बारी-बारी से हैं, हर एक कड़ी से जुड़ा है, धागे में नहीं, इसलिए कभी ढीला नहीं होता। बहन या शिक्षिका के लिए प्यारा तोहफ़ा।',
    ],
    rupees: 3499, off: 22, metalLabel: '925 Sterling Silver', purity: '925', weight: '12.0 g',
    stone: 'Freshwater pearls 6 mm', style: 'Beaded', length: '7 in', clasp: 'Lobster',
    occasion: 'Everyday, gifting', stock: 30, tags: ['gifting', 'bestseller'], features: ['Gift box included', 'Nickel free'], days: 52,
  },
  {
    slug: 'ruby-line-gold-bracelet',
    name: ['Ruby Line Gold Bracelet', 'रूबी लाइन सोने का ब्रेसलेट'],
    brand: 'rajwada-jewels', metal: 'gold', gem: 'ruby',
    short: ['Rubies and diamonds set in a flexible gold line.', 'लचीली सोने की कतार में जड़े रूबी और हीरे।'],
    long: [
      'Twenty rubies alternate with diamonds in square gold settings that flex like a tennis bracelet. Festive on a silk saree, sleek with western wear.',
      'बीस रूबी हीरों के साथ बारी-बारी से चौकोर सोने की सेटिंग में हैं जो टेनिस ब्रेसलेट की तरह मुड़ती हैं। रेशमी साड़ी पर त्योहारी, वेस्टर्न कपड़ों पर सधा हुआ।',
    ],
    rupees: 0, off: 12, metalLabel: '18K Gold', purity: '750', weight: '8.1 g',
    stone: 'Rubies 2.2 ct, diamonds 0.40 ct', style: 'Line', length: '6.75 in', clasp: 'Box clasp with safety catch',
    occasion: 'Festive, party', stock: 0, tags: ['featured'], features: ['IGI Certified diamonds', 'BIS Hallmarked'], days: 210,
    variants: metalColours([['Yellow Gold', 98999, 3], ['Rose Gold', 98999, 2]]),
  },
  {
    slug: 'silver-zircon-tennis-bracelet',
    fixedPrice: true,
    name: ['Silver Zircon Tennis Bracelet', 'चाँदी ज़र्कन टेनिस ब्रेसलेट'],
    brand: 'chandni-silver-works', metal: 'silver', gem: 'diamond',
    short: ['A sparkling line of white zircons in rhodium-plated silver.', 'रोडियम चढ़ी चाँदी में सफ़ेद ज़र्कन की चमकदार कतार।'],
    long: [
      'Each 3 mm cubic zirconia is claw-set in 925 silver with a bright rhodium finish that resists tarnish. The tennis look at an everyday price.',
      'हर 3 मिमी का क्यूबिक ज़र्कोनिया 925 चाँदी में पंजों से जड़ा है और चमकदार रोडियम फ़िनिश कालेपन से बचाती है। रोज़ाना की क़ीमत में टेनिस ब्रेसलेट का अंदाज़।',
    ],
    rupees: 4499, off: 20, metalLabel: '925 Sterling Silver', purity: '925', weight: '14.0 g',
    stone: 'White cubic zirconia', style: 'Tennis', length: '7 in', clasp: 'Box clasp',
    occasion: 'Everyday, party', stock: 25, tags: ['bestseller', 'gifting', 'daily-wear'], features: ['BIS Hallmarked silver', 'Anti-tarnish finish'], days: 3,
  },
  {
    slug: 'emerald-charm-bracelet',
    name: ['Emerald Charm Bracelet', 'पन्ना चार्म ब्रेसलेट'],
    brand: 'gulabi-studio', metal: 'rose-gold', gem: 'emerald',
    short: ['A fine chain with small emerald charms at intervals.', 'बीच-बीच में छोटे पन्ना चार्म वाली बारीक चेन।'],
    long: [
      'Five bezel-set emeralds float along a delicate cable chain, with an adjustable slider for any wrist. A light piece for birthdays and Raksha Bandhan.',
      'पाँच बेज़ेल में जड़े पन्ने नाज़ुक केबल चेन पर टँके हैं, हर कलाई के लिए एडजस्टेबल स्लाइडर के साथ। जन्मदिन और रक्षाबंधन के लिए हल्का गहना।',
    ],
    rupees: 0, off: 8, metalLabel: '18K Gold', purity: '750', weight: '5.2 g',
    stone: 'Emeralds 0.9 ct', style: 'Charm', length: 'Adjustable 6-7.5 in', clasp: 'Slider',
    occasion: 'Everyday, gifting', stock: 0, tags: ['gifting'], features: ['Adjustable size', 'BIS Hallmarked'], days: 57,
    variants: metalColours([['Rose Gold', 52999, 4], ['White Gold', 54999, 3], ['Yellow Gold', 52999, 0]]),
  },
  {
    slug: 'kundan-cuff-bracelet',
    name: ['Kundan Cuff Bracelet', 'कुंदन कफ़ ब्रेसलेट'],
    brand: 'kundan-kothi', metal: 'gold', gem: 'kundan',
    short: ['A hinged gold cuff covered in red and green kundan.', 'लाल और हरे कुंदन से ढका कब्ज़ेदार सोने का कफ़।'],
    long: [
      'The cuff opens on a hinge and closes with a screw pin, its face set with kundan and its inside enamelled in meena. Worn on the wedding day and handed down after.',
      'कफ़ कब्ज़े पर खुलता है और स्क्रू पिन से बंद होता है, ऊपर कुंदन जड़ा है और अंदर मीनाकारी है। शादी के दिन पहना जाता है और फिर पीढ़ियों तक चलता है।',
    ],
    rupees: 174999, metalLabel: '22K Yellow Gold', purity: '916', weight: '18.0 g',
    stone: 'Kundan, red and green glass', style: 'Kundan', clasp: 'Hinge with screw pin',
    occasion: 'Wedding', stock: 1, tags: ['bridal'], features: ['BIS Hallmarked', 'Meenakari reverse', 'Insured shipping'], days: 380,
  },
];

export const braceletProducts: SeedProduct[] = bracelets.map((p) => buildProduct('bracelets', p));
