import { buildProduct, type ProductInput } from './product-builder';
import type { SeedProduct } from './seed-types';
import { metalColours } from './variant-options';

const anklets: ProductInput[] = [
  {
    slug: 'silver-ghungroo-payal',
    name: ['Silver Ghungroo Payal (Pair)', 'चाँदी की घुँघरू पायल (जोड़ी)'],
    brand: 'chandni-silver-works', metal: 'silver', gem: 'none',
    short: ['Classic silver payals with a row of tinkling ghungroo.', 'छनकते घुँघरुओं की कतार वाली पारंपरिक चाँदी की पायल।'],
    long: [
      'Each payal carries twenty-four hand-soldered ghungroo bells on a flexible box chain of 925 silver. The soft chime is a part of every Indian home’s sound.',
      'हर पायल में 925 चाँदी की लचीली बॉक्स चेन पर हाथ से जोड़े चौबीस घुँघरू हैं। इसकी हल्की छनक हर भारतीय घर की आवाज़ का हिस्सा है।',
    ],
    rupees: 5999, off: 15, metalLabel: '925 Sterling Silver', purity: '925', weight: '42.0 g (pair)',
    style: 'Traditional', length: '10.5 in', clasp: 'S-hook with adjuster', occasion: 'Everyday, wedding',
    stock: 40, tags: ['featured', 'bestseller', 'bridal'], features: ['BIS Hallmarked silver', 'Sold as a pair'], days: 100,
  },
  {
    slug: 'silver-pearl-payal',
    name: ['Silver Pearl Payal (Pair)', 'चाँदी मोती पायल (जोड़ी)'],
    brand: 'moti-mahal-pearls', metal: 'silver', gem: 'pearl',
    short: ['Light silver anklets with pearls and tiny bells.', 'मोतियों और छोटे घुँघरुओं वाली हल्की चाँदी की पायल।'],
    long: [
      'Small freshwater pearls alternate with silver bells, light enough to forget you are wearing them. A gentle gift for a new daughter-in-law.',
      'छोटे मीठे पानी के मोती चाँदी के घुँघरुओं के साथ बारी-बारी से हैं, इतनी हल्की कि पहनकर भूल जाएँ। नई बहू के लिए प्यारा तोहफ़ा।',
    ],
    rupees: 4299, off: 20, metalLabel: '925 Sterling Silver', purity: '925', weight: '28.0 g (pair)',
    stone: 'Freshwater pearls 4 mm', style: 'Contemporary', length: '10 in', clasp: 'Lobster', occasion: 'Everyday, gifting',
    stock: 22, tags: ['daily-wear', 'gifting'], features: ['Sold as a pair', 'Nickel free'], days: 52,
  },
  {
    slug: 'gold-ghungroo-anklet',
    name: ['Gold Ghungroo Anklet', 'सोने की घुँघरू पायल'],
    brand: 'swarna-kala', metal: 'gold', gem: 'none',
    short: ['A fine 18K gold anklet with small ghungroo bells.', 'छोटे घुँघरुओं वाली बारीक 18 कैरेट सोने की पायल।'],
    long: [
      'A single gold anklet with twelve small bells, made for brides in families where gold is worn on the feet.',
      'बारह छोटे घुँघरुओं वाली एक सोने की पायल, उन परिवारों की दुल्हनों के लिए जहाँ पैरों में सोना पहना जाता है।',
    ],
    rupees: 79999, metalLabel: '18K Yellow Gold', purity: '750', weight: '9.6 g',
    style: 'Traditional', length: '10.5 in', clasp: 'Lobster', occasion: 'Wedding',
    stock: 3, tags: ['bridal'], features: ['BIS Hallmarked', 'Free lifetime polishing'], days: 210,
  },
  {
    slug: 'kundan-silver-bridal-payal',
    netWeight: 60, stoneValue: 2500,
    name: ['Kundan Silver Bridal Payal (Pair)', 'कुंदन चाँदी दुल्हन पायल (जोड़ी)'],
    brand: 'kundan-kothi', metal: 'silver', gem: 'kundan',
    short: ['Broad bridal payals of silver with kundan and bells.', 'कुंदन और घुँघरुओं वाली चौड़ी चाँदी की दुल्हन पायल।'],
    long: [
      'Wide panels of 925 silver are set with red and green kundan and edged with a double row of ghungroo. Heavy, bright and made for the wedding day.',
      '925 चाँदी की चौड़ी पट्टियों पर लाल-हरे कुंदन जड़े हैं और किनारे पर घुँघरुओं की दोहरी कतार है। भारी, चमकदार और शादी के दिन के लिए बनी।',
    ],
    rupees: 12999, off: 10, metalLabel: '925 Sterling Silver', purity: '925', weight: '64.0 g (pair)',
    stone: 'Kundan, red and green glass', style: 'Kundan', length: '10.5 in', clasp: 'Screw hook', occasion: 'Wedding',
    stock: 8, tags: ['bridal'], features: ['BIS Hallmarked silver', 'Sold as a pair'], days: 33,
  },
  {
    slug: 'ruby-red-silver-anklet',
    stoneValue: 100,
    name: ['Ruby Red Silver Anklet', 'रूबी लाल चाँदी पायल'],
    brand: 'chandni-silver-works', metal: 'silver', gem: 'ruby',
    short: ['A single silver anklet with ruby-red stones and bells.', 'रूबी-लाल नगों और घुँघरुओं वाली एक चाँदी की पायल।'],
    long: [
      'Ruby-red zircons are set between small bells on a fine silver chain, worn as a single anklet. A favourite for Navratri evenings.',
      'बारीक चाँदी की चेन पर छोटे घुँघरुओं के बीच रूबी-लाल ज़र्कन जड़े हैं, एक पैर में पहनने के लिए। नवरात्रि की शामों की पसंदीदा।',
    ],
    rupees: 3299, off: 18, metalLabel: '925 Sterling Silver', purity: '925', weight: '24.0 g',
    stone: 'Ruby-red cubic zirconia', style: 'Festive', length: '10 in', clasp: 'Lobster', occasion: 'Festive',
    stock: 0, tags: ['gifting'], features: ['BIS Hallmarked silver', 'Anti-tarnish finish'], days: 140,
  },
  {
    slug: 'rose-gold-diamond-anklet',
    name: ['Rose Gold Diamond Anklet', 'रोज़ गोल्ड हीरा पायल'],
    brand: 'gulabi-studio', metal: 'rose-gold', gem: 'diamond',
    short: ['A fine chain anklet with diamond stations in rose gold.', 'रोज़ गोल्ड में हीरे के स्टेशनों वाली बारीक चेन पायल।'],
    long: [
      'Seven bezel-set diamonds sit along a fine cable chain with two little bells near the clasp. Understated enough for the beach, fine enough for a sangeet.',
      'बारीक केबल चेन पर सात बेज़ेल में जड़े हीरे हैं और क्लैस्प के पास दो छोटे घुँघरू। समुद्र तट के लिए सादी, संगीत के लिए उतनी ही सुंदर।',
    ],
    rupees: 0, off: 10, metalLabel: '18K Gold', purity: '750', weight: '4.2 g',
    stone: 'Diamonds 0.14 ct', style: 'Minimal', length: '10 in', clasp: 'Lobster', occasion: 'Everyday, gifting',
    stock: 0, tags: ['gifting'], features: ['IGI Certified', 'BIS Hallmarked'], days: 45,
    variants: metalColours([['Rose Gold', 44999, 6], ['Yellow Gold', 44999, 4]]),
  },
  {
    slug: 'emerald-bead-silver-anklet',
    stoneValue: 150,
    name: ['Emerald Bead Silver Anklet', 'पन्ना मनका चाँदी पायल'],
    brand: 'chandni-silver-works', metal: 'silver', gem: 'emerald',
    short: ['Green stone beads and silver links for everyday wear.', 'रोज़ पहनने के लिए हरे मनके और चाँदी की कड़ियाँ।'],
    long: [
      'Green onyx beads are linked with 925 silver and finished with tiny bells. Light and quiet enough for office days.',
      'हरे ओनिक्स के मनके 925 चाँदी से जुड़े हैं और छोटे घुँघरुओं से सजे हैं। ऑफ़िस के दिनों के लिए हल्की और कम आवाज़ वाली।',
    ],
    rupees: 2799, metalLabel: '925 Sterling Silver', purity: '925', weight: '20.0 g',
    stone: 'Green onyx beads', style: 'Beaded', length: '10 in', clasp: 'Lobster', occasion: 'Everyday',
    stock: 30, tags: ['daily-wear', 'bestseller'], features: ['BIS Hallmarked silver', 'Nickel free'], days: 330,
  },
  {
    slug: 'blue-stone-silver-anklet',
    stoneValue: 100,
    name: ['Blue Stone Silver Anklet', 'नीले नग वाली चाँदी पायल'],
    brand: 'chandni-silver-works', metal: 'silver', gem: 'sapphire',
    short: ['A dainty silver anklet with sapphire-blue stones.', 'नीलम-नीले नगों वाली नाज़ुक चाँदी की पायल।'],
    long: [
      'Sapphire-blue zircons alternate with polished silver beads on a fine chain, with an extender to fit any ankle. A bright touch for summer.',
      'बारीक चेन पर नीलम-नीले ज़र्कन पॉलिश किए चाँदी के मनकों के साथ बारी-बारी से हैं, हर टखने के लिए बढ़ाने वाली कड़ी के साथ। गर्मियों के लिए चटक स्पर्श।',
    ],
    rupees: 2499, off: 12, metalLabel: '925 Sterling Silver', purity: '925', weight: '18.0 g',
    stone: 'Blue cubic zirconia', style: 'Contemporary', length: '9.5 in + 1 in extender', clasp: 'Lobster', occasion: 'Everyday',
    stock: 17, tags: ['daily-wear'], features: ['BIS Hallmarked silver', 'Adjustable size'], days: 2,
  },
];

export const ankletProducts: SeedProduct[] = anklets.map((p) => buildProduct('anklets', p));
