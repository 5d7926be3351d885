import { buildProduct, type ProductInput } from './product-builder';
import type { SeedProduct } from './seed-types';
import { chainLengths } from './variant-options';

const necklaces: ProductInput[] = [
  {
    slug: 'lakshmi-temple-gold-necklace',
    name: ['Lakshmi Temple Gold Necklace', 'लक्ष्मी टेंपल सोने का हार'],
    brand: 'aabhushan-heritage', metal: 'gold', gem: 'none',
    short: ['A 22K temple necklace of Lakshmi coins with a lotus pendant.', 'लक्ष्मी सिक्कों और कमल पेंडेंट वाला 22 कैरेट का टेंपल हार।'],
    long: [
      'Each Lakshmi coin is hand-embossed by temple artisans in Kumbakonam and linked with gold bead spacers. The weight sits evenly on the collarbone, made for weddings, Varalakshmi puja and Diwali.',
      'हर लक्ष्मी सिक्के को कुंभकोणम के मंदिर कारीगर हाथ से उभारते हैं और सोने के मनकों से जोड़ते हैं। इसका वज़न गले पर बराबर बैठता है, शादी, वरलक्ष्मी पूजा और दिवाली के लिए बना।',
    ],
    rupees: 234999, off: 8, metalLabel: '22K Yellow Gold', purity: '916', weight: '24.8 g',
    style: 'Temple', length: '17 in', clasp: 'S-hook', occasion: 'Wedding, festive', stock: 4,
    tags: ['featured', 'bridal'], features: ['BIS Hallmarked', 'Free lifetime polishing', 'Handcrafted temple work'], days: 120,
  },
  {
    slug: 'ruby-kundan-rani-haar',
    name: ['Ruby Kundan Rani Haar', 'रूबी कुंदन रानी हार'],
    brand: 'kundan-kothi', metal: 'gold', gem: 'kundan',
    short: ['A long bridal rani haar of ruby-red kundan with pearl drops.', 'मोती की लटकन वाला रूबी-लाल कुंदन का लंबा दुल्हन रानी हार।'],
    long: [
      'Foil-backed kundan glass is set into pure gold by the Jaipur method, with green meena work on the reverse. It is long enough to layer over a choker on the wedding day.',
      'जयपुरी विधि से पन्नी लगे कुंदन को शुद्ध सोने में जड़ा गया है और पीछे हरी मीनाकारी है। यह इतना लंबा है कि शादी के दिन चोकर के ऊपर पहना जा सके।',
    ],
    rupees: 289999, metalLabel: '22K Yellow Gold', purity: '916', weight: '31.2 g',
    stone: 'Kundan with ruby-red foil, freshwater pearl drops', style: 'Kundan', length: '24 in', clasp: 'Dori (adjustable cord)',
    occasion: 'Wedding', stock: 2, tags: ['bridal'], features: ['BIS Hallmarked', 'Meenakari reverse', 'Insured shipping'], days: 12,
  },
  {
    slug: 'solitaire-diamond-pendant-necklace',
    name: ['Solitaire Diamond Pendant Necklace', 'सॉलिटेयर हीरा पेंडेंट हार'],
    brand: 'nakshatra-diamonds', metal: 'platinum', gem: 'diamond',
    short: ['A single 0.30 ct diamond on a fine white gold chain.', 'पतली व्हाइट गोल्ड चेन पर 0.30 कैरेट का एक हीरा।'],
    long: [
      'The round brilliant diamond is held in a six-prong basket that lets light in from every side. Light enough for the office and fine enough for an anniversary dinner.',
      'गोल ब्रिलियंट हीरा छह पंजों वाली टोकरी में जड़ा है, जिससे हर ओर से रोशनी आती है। ऑफ़िस के लिए हल्का और सालगिरह की शाम के लिए उतना ही सुंदर।',
    ],
    rupees: 0, off: 10, metalLabel: '18K White Gold', purity: '750', weight: '3.6 g',
    stone: 'Diamond 0.30 ct, VS clarity, G-H colour', style: 'Solitaire', clasp: 'Lobster', occasion: 'Anniversary, everyday',
    stock: 0, tags: ['featured', 'bestseller', 'gifting'], features: ['IGI Certified', 'Free resizing of chain', '30-day returns'], days: 60,
    variants: chainLengths(64999, 1800, [6, 9, 3]),
  },
  {
    slug: 'emerald-teardrop-rose-gold-necklace',
    name: ['Emerald Teardrop Rose Gold Necklace', 'पन्ना टियरड्रॉप रोज़ गोल्ड हार'],
    brand: 'nakshatra-diamonds', metal: 'rose-gold', gem: 'emerald',
    short: ['A Zambian emerald teardrop framed in diamonds on rose gold.', 'रोज़ गोल्ड पर हीरों से घिरा ज़ाम्बियन पन्ने का टियरड्रॉप।'],
    long: [
      'A 1.1 ct emerald sits inside a halo of 0.18 ct diamonds, set in warm 18K rose gold. Wear it with a saree blouse or a plain black dress alike.',
      '1.1 कैरेट का पन्ना 0.18 कैरेट हीरों के घेरे में, गर्म रंग के 18 कैरेट रोज़ गोल्ड में जड़ा है। साड़ी के ब्लाउज़ या सादी काली ड्रेस, दोनों के साथ जँचता है।',
    ],
    rupees: 0, off: 12, metalLabel: '18K Rose Gold', purity: '750', weight: '5.4 g',
    stone: 'Natural emerald 1.1 ct, diamonds 0.18 ct', style: 'Contemporary', clasp: 'Lobster', occasion: 'Party, gifting',
    stock: 0, tags: ['gifting'], features: ['IGI Certified diamonds', 'BIS Hallmarked'], days: 35,
    variants: chainLengths(78999, 2200, [4, 5, 0]),
  },
  {
    slug: 'freshwater-pearl-silver-necklace',
    name: ['Freshwater Pearl Silver Necklace', 'मीठे पानी के मोतियों का चाँदी हार'],
    brand: 'moti-mahal-pearls', metal: 'silver', gem: 'pearl',
    short: ['Hand-knotted 6-7 mm freshwater pearls on a 925 silver clasp.', '925 चाँदी के क्लैस्प पर हाथ से गूँथे 6-7 मिमी के मोती।'],
    long: [
      'Every pearl is knotted by hand in Hyderabad so a broken thread never loses more than one. The soft lustre suits both office wear and a festive kurta.',
      'हर मोती को हैदराबाद में हाथ से गाँठ लगाकर पिरोया गया है, ताकि धागा टूटे तो एक से ज़्यादा मोती न गिरे। इसकी हल्की चमक ऑफ़िस और त्योहार के कुर्ते, दोनों पर खिलती है।',
    ],
    rupees: 0, off: 20, metalLabel: '925 Sterling Silver', purity: '925', weight: '18.5 g',
    stone: 'Freshwater pearls 6-7 mm', style: 'Classic', clasp: 'Box clasp', occasion: 'Everyday, office',
    stock: 0, tags: ['bestseller', 'gifting', 'daily-wear'], features: ['Hand-knotted', 'Gift box included'], days: 45,
    variants: chainLengths(5499, 400, [15, 22, 10]),
  },
  {
    slug: 'polki-diamond-gold-choker',
    name: ['Polki Diamond Gold Choker', 'पोल्की हीरा सोने का चोकर'],
    brand: 'rajwada-jewels', metal: 'gold', gem: 'polki',
    short: ['A Rajasthani choker of uncut polki diamonds in 22K gold.', '22 कैरेट सोने में बिना तराशे पोल्की हीरों का राजस्थानी चोकर।'],
    long: [
      'Flat uncut diamonds totalling 4.2 ct are set in gold foil, the way Bikaner karigars have worked for generations. It sits high on the neck and is made for the pheras.',
      'कुल 4.2 कैरेट के चपटे बिना तराशे हीरे सोने की पन्नी पर जड़े हैं, जैसे बीकानेर के कारीगर पीढ़ियों से करते आए हैं। यह गले पर ऊँचा बैठता है और फेरों के लिए बना है।',
    ],
    rupees: 298999, metalLabel: '22K Yellow Gold', purity: '916', weight: '28.9 g',
    stone: 'Uncut polki diamonds 4.2 ct', style: 'Polki', clasp: 'Dori (adjustable cord)', occasion: 'Wedding',
    stock: 0, tags: ['bridal'], features: ['BIS Hallmarked', 'Certificate of authenticity', 'Insured shipping'], days: 210,
  },
  {
    slug: 'sapphire-halo-pendant-necklace',
    name: ['Sapphire Halo Pendant Necklace', 'नीलम हेलो पेंडेंट हार'],
    brand: 'nakshatra-diamonds', metal: 'platinum', gem: 'sapphire',
    short: ['A Ceylon blue sapphire ringed with diamonds on white gold.', 'व्हाइट गोल्ड पर हीरों से घिरा सीलोन का नीला नीलम।'],
    long: [
      'The 0.8 ct sapphire is unheated and chosen for its cornflower blue, with a halo of twelve diamonds. A quiet piece that works from day to evening.',
      '0.8 कैरेट का नीलम बिना हीट किया है और कॉर्नफ़्लावर नीले रंग के लिए चुना गया है, साथ में बारह हीरों का घेरा। दिन से शाम तक चलने वाला सादा-सा गहना।',
    ],
    rupees: 0, metalLabel: '18K White Gold', purity: '750', weight: '3.9 g',
    stone: 'Blue sapphire 0.8 ct, diamonds 0.12 ct', style: 'Halo', clasp: 'Lobster', occasion: 'Evening, gifting',
    stock: 0, tags: ['gifting'], features: ['IGI Certified diamonds', 'Gemstone report included'], days: 8,
    variants: chainLengths(56999, 1500, [3, 4, 2]),
  },
  {
    slug: 'rose-gold-diamond-heart-necklace',
    name: ['Rose Gold Diamond Heart Necklace', 'रोज़ गोल्ड हीरा दिल हार'],
    brand: 'gulabi-studio', metal: 'rose-gold', gem: 'diamond',
    short: ['A small pavé diamond heart on a rose gold chain.', 'रोज़ गोल्ड चेन पर जड़े हीरों वाला छोटा दिल।'],
    long: [
      'Twenty-two small diamonds are pavé-set across an open heart, light enough to wear every day. A favourite for birthdays and first anniversaries.',
      'खुले दिल पर बाईस छोटे हीरे पावे सेटिंग में जड़े हैं, इतना हल्का कि रोज़ पहना जा सके। जन्मदिन और पहली सालगिरह का पसंदीदा तोहफ़ा।',
    ],
    rupees: 0, off: 15, metalLabel: '18K Rose Gold', purity: '750', weight: '3.2 g',
    stone: 'Diamonds 0.10 ct, SI clarity, G-H colour', style: 'Minimal', clasp: 'Lobster', occasion: 'Everyday, gifting',
    stock: 0, tags: ['bestseller', 'gifting', 'daily-wear'], features: ['IGI Certified', 'Gift box included', '30-day returns'], days: 90,
    variants: chainLengths(32999, 1200, [10, 14, 6]),
  },
  {
    slug: 'ruby-red-silver-floral-necklace',
    name: ['Ruby Red Silver Floral Necklace', 'रूबी लाल चाँदी फूलों वाला हार'],
    brand: 'chandni-silver-works', metal: 'silver', gem: 'ruby',
    short: ['Silver flowers with ruby-red zircon centres on a fine chain.', 'पतली चेन पर रूबी-लाल ज़र्कन वाले चाँदी के फूल।'],
    long: [
      'Seven hand-finished 925 silver florets carry ruby-red cubic zirconia, with a rhodium wash against tarnish. Pairs easily with kurtas and Indo-western outfits.',
      'हाथ से तैयार किए सात 925 चाँदी के फूलों में रूबी-लाल क्यूबिक ज़र्कोनिया जड़े हैं, कालेपन से बचाव के लिए रोडियम परत के साथ। कुर्ते और इंडो-वेस्टर्न कपड़ों पर आसानी से जँचता है।',
    ],
    rupees: 4999, off: 25, metalLabel: '925 Sterling Silver', purity: '925', weight: '22.0 g',
    stone: 'Ruby-red cubic zirconia', style: 'Floral', length: '18 in', clasp: 'Lobster', occasion: 'Everyday, festive',
    stock: 28, tags: ['daily-wear', 'gifting'], features: ['BIS Hallmarked silver', 'Anti-tarnish finish'], days: 150,
  },
  {
    slug: 'rose-gold-rope-chain-necklace',
    name: ['Rose Gold Rope Chain Necklace', 'रोज़ गोल्ड रस्सी चेन हार'],
    brand: 'gulabi-studio', metal: 'rose-gold', gem: 'none',
    short: ['A twisted rope chain in 18K rose gold for everyday layering.', 'रोज़ की लेयरिंग के लिए 18 कैरेट रोज़ गोल्ड की बटी हुई रस्सी चेन।'],
    long: [
      'Machine-woven and hand-polished, the rope twist catches light from every angle without any stones. Wear it alone or under a pendant.',
      'मशीन से बुनी और हाथ से पॉलिश की गई यह चेन बिना किसी नग के हर कोण से चमकती है। अकेले पहनें या किसी पेंडेंट के साथ।',
    ],
    rupees: 0, metalLabel: '18K Rose Gold', purity: '750', weight: '6.1 g',
    style: 'Chain', clasp: 'Lobster', occasion: 'Everyday', stock: 0,
    tags: ['daily-wear'], features: ['BIS Hallmarked', 'Free lifetime polishing'], days: 300,
    variants: chainLengths(48499, 2400, [8, 12, 5]),
  },
];

export const necklaceProducts: SeedProduct[] = necklaces.map((p) => buildProduct('necklaces', p));
