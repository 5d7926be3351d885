import { buildProduct, type ProductInput } from './product-builder';
import type { SeedProduct } from './seed-types';
import { metalColours } from './variant-options';

const nosePins: ProductInput[] = [
  {
    slug: 'diamond-nose-pin',
    name: ['Diamond Nose Pin', 'हीरे की नोज़ पिन'],
    brand: 'nakshatra-diamonds', metal: 'gold', gem: 'diamond',
    short: ['A flower of seven small diamonds on a screw-back pin.', 'स्क्रू वाली पिन पर सात छोटे हीरों का फूल।'],
    long: [
      'Seven diamonds are set as a tiny flower on an 18K gold screw pin that stays put all day. The most worn piece in our store.',
      'सात हीरे 18 कैरेट सोने की स्क्रू पिन पर छोटे फूल के रूप में जड़े हैं, जो पूरे दिन अपनी जगह टिकी रहती है। हमारी दुकान का सबसे ज़्यादा पहना जाने वाला गहना।',
    ],
    rupees: 0, off: 10, metalLabel: '18K Gold', purity: '750', weight: '0.9 g',
    stone: 'Diamonds 0.10 ct, SI clarity', style: 'Flower stud', clasp: 'Screw', occasion: 'Everyday',
    stock: 0, tags: ['featured', 'bestseller', 'daily-wear'], features: ['IGI Certified', 'Hypoallergenic'], days: 65,
    variants: metalColours([['Yellow Gold', 21999, 20], ['Rose Gold', 21999, 14], ['White Gold', 22499, 10]]),
  },
  {
    slug: 'silver-phool-nose-pins-set-of-3',
    fixedPrice: true,
    name: ['Silver Phool Nose Pins (Set of 3)', 'चाँदी फूल नोज़ पिन (3 का सेट)'],
    brand: 'chandni-silver-works', metal: 'silver', gem: 'none',
    short: ['Three small silver flower nose pins for everyday.', 'रोज़ के लिए चाँदी के तीन छोटे फूल वाली नोज़ पिन।'],
    long: [
      'Three flower designs in 925 silver with L-shaped pins, easy for first-time wearers. Change them with your outfit through the week.',
      '925 चाँदी में तीन फूल डिज़ाइन, L आकार की पिन के साथ, पहली बार पहनने वालों के लिए आसान। हफ़्ते भर कपड़ों के साथ बदलें।',
    ],
    rupees: 2199, metalLabel: '925 Sterling Silver', purity: '925', weight: '1.2 g (set)',
    style: 'Flower stud', clasp: 'L-pin', occasion: 'Everyday',
    stock: 38, tags: ['daily-wear', 'bestseller'], features: ['BIS Hallmarked silver', 'Hypoallergenic'], days: 180,
  },
  {
    slug: 'maharashtrian-pearl-nath',
    name: ['Maharashtrian Pearl Nath', 'महाराष्ट्रीय मोती नथ'],
    brand: 'moti-mahal-pearls', metal: 'gold', gem: 'pearl',
    short: ['The curved Marathi nath of pearls with a ruby-red centre.', 'रूबी-लाल बीच वाली मोतियों की घुमावदार मराठी नथ।'],
    long: [
      'Basra-style pearls are set along the paisley curve of 22K gold with a red stone and a white sapphire at the heart. Worn by brides and on Gudi Padwa.',
      'बसरा शैली के मोती 22 कैरेट सोने के कैरी आकार वाले घुमाव पर जड़े हैं और बीच में लाल नग व सफ़ेद नीलम है। दुल्हनें और गुड़ी पड़वा पर पहनी जाती है।',
    ],
    rupees: 38999, off: 8, metalLabel: '22K Yellow Gold', purity: '916', weight: '3.2 g',
    stone: 'Basra-style pearls, red stone', style: 'Nath', clasp: 'Press clip (no piercing)', occasion: 'Wedding, festive',
    stock: 6, tags: ['featured', 'bridal'], features: ['BIS Hallmarked', 'No piercing needed'], days: 13,
  },
  {
    slug: 'kundan-nath-with-chain',
    name: ['Kundan Nath with Chain', 'चेन वाली कुंदन नथ'],
    brand: 'kundan-kothi', metal: 'gold', gem: 'kundan',
    short: ['A bridal nath ring of kundan with a pearl chain to the ear.', 'कान तक मोती की चेन वाली कुंदन की दुल्हन नथ।'],
    long: [
      'A large gold ring carries a kundan flower and pearls, and a pearl chain hooks into the hair to carry its weight. The final touch of a North Indian bridal look.',
      'बड़े सोने के छल्ले पर कुंदन का फूल और मोती हैं, और मोती की चेन बालों में अटककर इसका वज़न सँभालती है। उत्तर भारतीय दुल्हन के रूप का अंतिम स्पर्श।',
    ],
    rupees: 52999, metalLabel: '22K Yellow Gold', purity: '916', weight: '4.6 g',
    stone: 'Kundan, pearls', style: 'Nath', clasp: 'Hook with hair chain', occasion: 'Wedding',
    stock: 3, tags: ['bridal'], features: ['BIS Hallmarked', 'Hair chain included'], days: 140,
  },
  {
    slug: 'rose-gold-diamond-flower-nose-pin',
    name: ['Rose Gold Diamond Flower Nose Pin', 'रोज़ गोल्ड हीरा फूल नोज़ पिन'],
    brand: 'gulabi-studio', metal: 'rose-gold', gem: 'diamond',
    short: ['A rose gold flower of diamonds on a comfortable screw pin.', 'आरामदायक स्क्रू पिन पर हीरों का रोज़ गोल्ड फूल।'],
    long: [
      'Six diamond petals circle a larger centre stone in warm rose gold, catching light with every turn of the head. A quiet sparkle for daily wear.',
      'गर्म रंग के रोज़ गोल्ड में छह हीरे की पंखुड़ियाँ बड़े बीच वाले नग को घेरती हैं, सिर के हर मोड़ पर चमकती हैं। रोज़ पहनने के लिए हल्की चमक।',
    ],
    rupees: 0, off: 12, metalLabel: '18K Gold', purity: '750', weight: '0.8 g',
    stone: 'Diamonds 0.12 ct', style: 'Flower stud', clasp: 'Screw', occasion: 'Everyday, gifting',
    stock: 0, tags: ['gifting'], features: ['IGI Certified', 'Hypoallergenic'], days: 41,
    variants: metalColours([['Rose Gold', 24999, 9], ['Yellow Gold', 24999, 7]]),
  },
  {
    slug: 'ruby-gold-nose-pin',
    name: ['Ruby Gold Nose Pin', 'रूबी सोने की नोज़ पिन'],
    brand: 'swarna-kala', metal: 'gold', gem: 'ruby',
    short: ['A single ruby with tiny diamonds on a gold screw pin.', 'सोने की स्क्रू पिन पर छोटे हीरों के साथ एक रूबी।'],
    long: [
      'A round ruby is set among six tiny diamonds in 18K gold, a touch of red that suits every skin tone. Screw back for a secure fit.',
      '18 कैरेट सोने में छह छोटे हीरों के बीच एक गोल रूबी जड़ा है, लाल रंग का स्पर्श जो हर रंगत पर जँचता है। सुरक्षित पकड़ के लिए स्क्रू बैक।',
    ],
    rupees: 20999, off: 6, metalLabel: '18K Yellow Gold', purity: '750', weight: '1.0 g',
    stone: 'Ruby 0.10 ct, diamonds 0.03 ct', style: 'Flower stud', clasp: 'Screw', occasion: 'Everyday',
    stock: 0, tags: ['daily-wear'], features: ['BIS Hallmarked', 'Hypoallergenic'], days: 230,
  },
  {
    slug: 'sapphire-silver-nose-pin',
    fixedPrice: true,
    name: ['Sapphire Silver Nose Pin', 'नीलम चाँदी नोज़ पिन'],
    brand: 'chandni-silver-works', metal: 'silver', gem: 'sapphire',
    short: ['A blue stone flower nose pin in 925 silver.', '925 चाँदी में नीले नग का फूल वाली नोज़ पिन।'],
    long: [
      'A sapphire-blue zircon sits at the heart of a small silver flower of white stones. Rhodium plating keeps it bright and gentle on the skin.',
      'सफ़ेद नगों के छोटे चाँदी के फूल के बीच में नीलम-नीला ज़र्कन जड़ा है। रोडियम परत इसे चमकदार और त्वचा के लिए कोमल रखती है।',
    ],
    rupees: 2099, metalLabel: '925 Sterling Silver', purity: '925', weight: '0.5 g',
    stone: 'Blue and white cubic zirconia', style: 'Flower stud', clasp: 'Screw', occasion: 'Everyday',
    stock: 25, tags: ['daily-wear'], features: ['BIS Hallmarked silver', 'Hypoallergenic'], days: 90,
  },
  {
    slug: 'polki-nose-pin',
    name: ['Polki Nose Pin', 'पोल्की नोज़ पिन'],
    brand: 'rajwada-jewels', metal: 'gold', gem: 'polki',
    short: ['An uncut polki flower nose pin in 22K gold.', '22 कैरेट सोने में बिना तराशे पोल्की का फूल वाली नोज़ पिन।'],
    long: [
      'Small uncut diamonds form a flower around a polki centre, foil-set the traditional way. Matches our polki bridal sets and bangles.',
      'छोटे बिना तराशे हीरे पोल्की बीच के चारों ओर फूल बनाते हैं, पारंपरिक तरीक़े से पन्नी पर जड़े हुए। हमारे पोल्की दुल्हन सेट और चूड़ियों से मेल खाती है।',
    ],
    rupees: 27999, off: 10, metalLabel: '22K Yellow Gold', purity: '916', weight: '1.6 g',
    stone: 'Polki diamonds 0.20 ct', style: 'Flower stud', clasp: 'Screw', occasion: 'Wedding, festive',
    stock: 5, tags: ['bridal'], features: ['BIS Hallmarked', 'Certificate of authenticity'], days: 16,
  },
];

export const nosePinProducts: SeedProduct[] = nosePins.map((p) => buildProduct('nose-pins', p));
