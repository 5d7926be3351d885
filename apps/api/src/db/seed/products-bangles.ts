import { buildProduct, type ProductInput } from './product-builder';
import type { SeedProduct } from './seed-types';
import { bangleSizes } from './variant-options';

const bangles: ProductInput[] = [
  {
    slug: 'antique-gold-kada-pair',
    name: ['Antique Gold Kada Pair', 'एंटीक सोने के कड़े की जोड़ी'],
    brand: 'swarna-kala', metal: 'gold', gem: 'none',
    short: ['A pair of broad 22K kadas with an antique temple finish.', 'एंटीक टेंपल फ़िनिश वाले चौड़े 22 कैरेट कड़ों की जोड़ी।'],
    long: [
      'The kadas are hand-chased with peacocks and creepers, then given a soft antique tone that brings out the relief. A wedding heirloom made to be worn every festival after.',
      'कड़ों पर हाथ से मोर और बेलें उकेरी गई हैं, फिर उभार को निखारने के लिए हल्का एंटीक रंग दिया गया है। शादी की विरासत, जो हर त्योहार पर पहनी जाए।',
    ],
    rupees: 0, metalLabel: '22K Yellow Gold', purity: '916', weight: '28.0 g (pair)',
    style: 'Temple', clasp: 'Screw opening', occasion: 'Wedding, festive',
    stock: 0, tags: ['bridal'], features: ['BIS Hallmarked', 'Free lifetime polishing', 'Sold as a pair'], days: 200,
    variants: bangleSizes(264999, 6000, [1, 2, 1]),
  },
  {
    slug: 'kundan-meena-bangles-set-of-2',
    name: ['Kundan Meena Bangles (Set of 2)', 'कुंदन मीना चूड़ियाँ (2 का सेट)'],
    brand: 'kundan-kothi', metal: 'gold', gem: 'kundan',
    short: ['Two gold bangles set with kundan and enamelled inside.', 'कुंदन जड़ी और अंदर मीनाकारी वाली सोने की दो चूड़ियाँ।'],
    long: [
      'Red and green kundan run around the face of each bangle while the inside carries Jaipur meenakari in pink and green. The chooda companion for brides.',
      'हर चूड़ी के ऊपर लाल और हरे कुंदन हैं और अंदर गुलाबी-हरी जयपुरी मीनाकारी। दुल्हन के चूड़े की साथी।',
    ],
    rupees: 0, off: 6, metalLabel: '22K Yellow Gold', purity: '916', weight: '24.6 g (set)',
    stone: 'Kundan, red and green glass', style: 'Kundan', occasion: 'Wedding',
    stock: 0, tags: ['featured', 'bridal'], features: ['BIS Hallmarked', 'Meenakari reverse'], days: 11,
    variants: bangleSizes(239999, 5000, [2, 3, 1]),
  },
  {
    slug: 'diamond-eternity-bangle',
    name: ['Diamond Eternity Bangle', 'हीरा इटर्निटी चूड़ी'],
    brand: 'nakshatra-diamonds', metal: 'platinum', gem: 'diamond',
    short: ['A slim white gold bangle with diamonds along its front.', 'आगे की ओर हीरों वाली पतली व्हाइट गोल्ड चूड़ी।'],
    long: [
      'A row of 1.2 ct of diamonds is channel-set across the visible half, and the bangle opens on a hidden hinge. Elegant with a saree or a gown.',
      'दिखने वाले आधे हिस्से पर 1.2 कैरेट हीरों की कतार चैनल में जड़ी है और चूड़ी छिपे कब्ज़े पर खुलती है। साड़ी या गाउन, दोनों पर सुंदर।',
    ],
    rupees: 0, metalLabel: '18K White Gold', purity: '750', weight: '11.0 g',
    stone: 'Diamonds 1.2 ct, SI clarity, G-H colour', style: 'Eternity', clasp: 'Hidden hinge', occasion: 'Anniversary, evening',
    stock: 0, tags: ['gifting'], features: ['IGI Certified', 'Lifetime exchange'], days: 85,
    variants: bangleSizes(189999, 3000, [1, 2, 2]),
  },
  {
    slug: 'oxidised-silver-bangles-set-of-4',
    name: ['Oxidised Silver Bangles (Set of 4)', 'ऑक्सीडाइज़्ड चाँदी की चूड़ियाँ (4 का सेट)'],
    brand: 'chandni-silver-works', metal: 'silver', gem: 'none',
    short: ['Four textured silver bangles with an oxidised tribal finish.', 'ऑक्सीडाइज़्ड ट्राइबल फ़िनिश वाली चार बनावटी चाँदी की चूड़ियाँ।'],
    long: [
      'Two broad and two slim bangles in 925 silver carry hammered and rope textures inspired by Kutch silverwork. Stack them all or split them between wrists.',
      '925 चाँदी की दो चौड़ी और दो पतली चूड़ियों पर कच्छ की चाँदी कारीगरी से प्रेरित हथौड़ी और रस्सी की बनावट है। सब एक साथ पहनें या दोनों कलाइयों में बाँटें।',
    ],
    rupees: 0, off: 15, metalLabel: '925 Sterling Silver', purity: '925', weight: '48.0 g (set)',
    style: 'Tribal', occasion: 'Everyday, festive',
    stock: 0, tags: ['bestseller', 'daily-wear'], features: ['BIS Hallmarked silver', 'Set of four'], days: 160,
    variants: bangleSizes(6999, 300, [12, 18, 9]),
  },
  {
    slug: 'rose-gold-twisted-bangles-pair',
    name: ['Rose Gold Twisted Bangles (Pair)', 'रोज़ गोल्ड बटी हुई चूड़ियाँ (जोड़ी)'],
    brand: 'gulabi-studio', metal: 'rose-gold', gem: 'none',
    short: ['Two slim twisted bangles in warm 18K rose gold.', 'गर्म रंग के 18 कैरेट रोज़ गोल्ड में दो पतली बटी हुई चूड़ियाँ।'],
    long: [
      'Two strands of rose gold are twisted together and polished to a mirror shine. Made to be worn every day, on their own or beside a watch.',
      'रोज़ गोल्ड के दो तार एक साथ बटकर आईने जैसी चमक तक पॉलिश किए गए हैं। रोज़ पहनने के लिए बनी, अकेले या घड़ी के साथ।',
    ],
    rupees: 0, off: 10, metalLabel: '18K Rose Gold', purity: '750', weight: '14.2 g (pair)',
    style: 'Twisted', occasion: 'Everyday, office',
    stock: 0, tags: ['daily-wear'], features: ['BIS Hallmarked', 'Sold as a pair'], days: 4,
    variants: bangleSizes(114999, 2500, [4, 6, 3]),
  },
  {
    slug: 'ruby-polki-bridal-bangles-pair',
    name: ['Ruby Polki Bridal Bangles (Pair)', 'रूबी पोल्की दुल्हन चूड़ियाँ (जोड़ी)'],
    brand: 'rajwada-jewels', metal: 'gold', gem: 'polki',
    short: ['Broad bridal bangles of uncut polki with ruby accents.', 'रूबी के साथ बिना तराशे पोल्की की चौड़ी दुल्हन चूड़ियाँ।'],
    long: [
      'Polki diamonds in gold foil alternate with ruby beads around each bangle, with an openable screw for easy wear. Made to match the Polki Bridal Necklace Set.',
      'हर चूड़ी पर सोने की पन्नी में पोल्की हीरे रूबी मनकों के साथ बारी-बारी से हैं, आसानी से पहनने के लिए खुलने वाला स्क्रू है। पोल्की दुल्हन हार सेट से मेल के लिए बनी।',
    ],
    rupees: 294999, metalLabel: '22K Yellow Gold', purity: '916', weight: '30.0 g (pair)',
    stone: 'Polki diamonds 3.2 ct, ruby beads', style: 'Polki', clasp: 'Screw opening', occasion: 'Wedding',
    stock: 0, tags: ['bridal'], features: ['BIS Hallmarked', 'Insured shipping', 'Sold as a pair'], days: 300,
  },
  {
    slug: 'pearl-studded-gold-bangle',
    name: ['Pearl Studded Gold Bangle', 'मोती जड़ी सोने की चूड़ी'],
    brand: 'moti-mahal-pearls', metal: 'gold', gem: 'pearl',
    short: ['A single gold bangle with a row of small pearls.', 'छोटे मोतियों की कतार वाली एक सोने की चूड़ी।'],
    long: [
      'Seed pearls are set in tiny gold cups across the front of a 22K bangle, a Hyderabadi nizami touch. Pretty alone, or between plain gold bangles.',
      '22 कैरेट चूड़ी के आगे छोटे सोने के कटोरों में बीज मोती जड़े हैं, हैदराबादी निज़ामी अंदाज़ में। अकेले या सादी सोने की चूड़ियों के बीच सुंदर।',
    ],
    rupees: 119999, off: 8, metalLabel: '22K Yellow Gold', purity: '916', weight: '12.5 g',
    stone: 'Seed pearls', style: 'Nizami', clasp: 'Screw opening', occasion: 'Festive, gifting',
    stock: 5, tags: ['gifting'], features: ['BIS Hallmarked', 'Free lifetime polishing'], days: 65,
  },
  {
    slug: 'ruby-red-silver-bangles-set-of-2',
    stoneValue: 300,
    name: ['Ruby Red Silver Bangles (Set of 2)', 'रूबी लाल चाँदी की चूड़ियाँ (2 का सेट)'],
    brand: 'chandni-silver-works', metal: 'silver', gem: 'ruby',
    short: ['Two silver bangles with ruby-red stones for festive wear.', 'त्योहारों के लिए रूबी-लाल नगों वाली चाँदी की दो चूड़ियाँ।'],
    long: [
      'Ruby-red cubic zirconia sit in a row across each 925 silver bangle, with a gold-tone wash on request at the store. Light, bright and ready for Karva Chauth.',
      'हर 925 चाँदी की चूड़ी पर रूबी-लाल क्यूबिक ज़र्कोनिया की कतार है। हल्की, चमकदार और करवा चौथ के लिए तैयार।',
    ],
    rupees: 5499, off: 20, metalLabel: '925 Sterling Silver', purity: '925', weight: '34.0 g (set)',
    stone: 'Ruby-red cubic zirconia', style: 'Festive', occasion: 'Festive, gifting',
    stock: 26, tags: ['gifting', 'bestseller'], features: ['BIS Hallmarked silver', 'Anti-tarnish finish'], days: 44,
  },
  {
    slug: 'emerald-jaali-gold-bangle',
    name: ['Emerald Jaali Gold Bangle', 'पन्ना जाली सोने की चूड़ी'],
    brand: 'rajwada-jewels', metal: 'gold', gem: 'emerald',
    short: ['A pierced jaali gold bangle set with emeralds.', 'पन्नों से जड़ी जालीदार सोने की चूड़ी।'],
    long: [
      'The gold is pierced into a lattice like a Jaipur haveli window, with emeralds at each crossing. A heritage piece for festivals and family weddings.',
      'सोने को जयपुर की हवेली की खिड़की जैसी जाली में काटा गया है और हर जोड़ पर पन्ना जड़ा है। त्योहारों और पारिवारिक शादियों के लिए विरासती गहना।',
    ],
    rupees: 158999, metalLabel: '22K Yellow Gold', purity: '916', weight: '15.4 g',
    stone: 'Emeralds 1.6 ct', style: 'Jaali', clasp: 'Screw opening', occasion: 'Festive, wedding',
    stock: 3, tags: ['featured'], features: ['BIS Hallmarked', 'Gemstone report included'], days: 140,
  },
];

export const bangleProducts: SeedProduct[] = bangles.map((p) => buildProduct('bangles', p));
