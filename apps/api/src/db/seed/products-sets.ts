import { buildProduct, type ProductInput } from './product-builder';
import type { SeedProduct } from './seed-types';

const sets: ProductInput[] = [
  {
    slug: 'kundan-bridal-choker-set',
    name: ['Kundan Bridal Choker Set', 'कुंदन दुल्हन चोकर सेट'],
    brand: 'kundan-kothi', metal: 'gold', gem: 'kundan',
    short: ['A kundan choker with matching jhumkas and maang tikka.', 'मैचिंग झुमकों और मांग टीके के साथ कुंदन चोकर।'],
    long: [
      'The choker, earrings and tikka are set with red and green kundan and fringed with pearls, all on 22K gold. Everything a bride needs for the pheras in one box.',
      'चोकर, झुमके और टीका लाल-हरे कुंदन से जड़े हैं और मोतियों की झालर है, सब 22 कैरेट सोने पर। फेरों के लिए दुल्हन को जो चाहिए, सब एक डिब्बे में।',
    ],
    rupees: 294999, metalLabel: '22K Yellow Gold', purity: '916', weight: '29.8 g',
    stone: 'Kundan, pearls, ruby-red beads', style: 'Kundan', clasp: 'Dori (adjustable cord)', occasion: 'Wedding',
    stock: 2, tags: ['featured', 'bridal'], features: ['BIS Hallmarked', 'Maang tikka included', 'Insured shipping'], days: 9,
  },
  {
    slug: 'temple-gold-necklace-set',
    name: ['Temple Gold Necklace Set', 'टेंपल सोने का हार सेट'],
    brand: 'swarna-kala', metal: 'gold', gem: 'none',
    short: ['A temple necklace of gold beads and coins with jhumkas.', 'सोने के मनकों और सिक्कों का टेंपल हार, झुमकों के साथ।'],
    long: [
      'Gold coins and beads hang from a lotus-link chain, with jhumkas in the same temple style. Loved for Bharatanatyam arangetrams and South Indian weddings.',
      'कमल कड़ियों वाली चेन से सोने के सिक्के और मनके लटकते हैं, उसी टेंपल शैली के झुमकों के साथ। भरतनाट्यम अरंगेत्रम और दक्षिण भारतीय शादियों में पसंदीदा।',
    ],
    rupees: 249999, off: 7, metalLabel: '22K Yellow Gold', purity: '916', weight: '26.2 g',
    style: 'Temple', clasp: 'S-hook', occasion: 'Wedding, dance performance',
    stock: 3, tags: ['bestseller', 'bridal'], features: ['BIS Hallmarked', 'Free lifetime polishing'], days: 180,
  },
  {
    slug: 'diamond-pendant-and-earrings-set',
    name: ['Diamond Pendant and Earrings Set', 'हीरा पेंडेंट और बालियों का सेट'],
    brand: 'nakshatra-diamonds', metal: 'platinum', gem: 'diamond',
    short: ['A diamond teardrop pendant with matching drop earrings.', 'मैचिंग लटकन बालियों के साथ हीरे का टियरड्रॉप पेंडेंट।'],
    long: [
      'Brilliant diamonds of 0.62 ct in all are set in teardrop halos on white gold, with an 18 inch chain. A complete look for receptions and anniversaries.',
      'कुल 0.62 कैरेट के ब्रिलियंट हीरे व्हाइट गोल्ड पर टियरड्रॉप घेरों में जड़े हैं, 18 इंच की चेन के साथ। रिसेप्शन और सालगिरह के लिए पूरा लुक।',
    ],
    rupees: 124999, off: 10, metalLabel: '18K White Gold', purity: '750', weight: '6.4 g',
    stone: 'Diamonds 0.62 ct, SI clarity, G-H colour', style: 'Contemporary', length: '18 in', clasp: 'Lobster',
    occasion: 'Reception, anniversary', stock: 4, tags: ['gifting', 'bestseller'], features: ['IGI Certified', 'Gift box included'], days: 50,
  },
  {
    slug: 'polki-bridal-necklace-set',
    name: ['Polki Bridal Necklace Set', 'पोल्की दुल्हन हार सेट'],
    brand: 'rajwada-jewels', metal: 'gold', gem: 'polki',
    short: ['An uncut polki necklace and earrings in Rajasthani style.', 'राजस्थानी शैली में बिना तराशे पोल्की का हार और बालियाँ।'],
    long: [
      'Polki diamonds are foil-set with pearl and emerald-bead drops, and the reverse is enamelled in red meena. Our most requested bridal set, made in small batches.',
      'पोल्की हीरे पन्नी पर जड़े हैं, मोती और पन्ना मनकों की लटकन के साथ, और पीछे लाल मीनाकारी है। हमारा सबसे ज़्यादा माँगा जाने वाला दुल्हन सेट, थोड़ी-थोड़ी संख्या में बनता है।',
    ],
    rupees: 299999, metalLabel: '22K Yellow Gold', purity: '916', weight: '31.0 g',
    stone: 'Polki diamonds 5.1 ct, pearls, emerald beads', style: 'Polki', clasp: 'Dori (adjustable cord)', occasion: 'Wedding',
    stock: 0, tags: ['bridal'], features: ['BIS Hallmarked', 'Certificate of authenticity', 'Insured shipping'], days: 280,
  },
  {
    slug: 'pearl-silver-necklace-set',
    name: ['Pearl Silver Necklace Set', 'मोती चाँदी हार सेट'],
    brand: 'moti-mahal-pearls', metal: 'silver', gem: 'pearl',
    short: ['A pearl necklace with pearl drop earrings on silver.', 'चाँदी पर मोती की लटकन बालियों के साथ मोती का हार।'],
    long: [
      'Freshwater pearls with a silver pendant of pearl clusters, plus matching drops. Graceful for a pooja, a college farewell or a first job.',
      'मीठे पानी के मोती और मोती गुच्छों वाला चाँदी का पेंडेंट, साथ में मैचिंग लटकन। पूजा, कॉलेज फ़ेयरवेल या पहली नौकरी के लिए सुरुचिपूर्ण।',
    ],
    rupees: 8999, off: 18, metalLabel: '925 Sterling Silver', purity: '925', weight: '38.0 g',
    stone: 'Freshwater pearls', style: 'Classic', length: '17 in', clasp: 'Lobster', occasion: 'Festive, gifting',
    stock: 20, tags: ['gifting', 'daily-wear'], features: ['Hand-knotted', 'Gift box included'], days: 15,
  },
  {
    slug: 'ruby-rose-gold-necklace-set',
    name: ['Ruby Rose Gold Necklace Set', 'रूबी रोज़ गोल्ड हार सेट'],
    brand: 'gulabi-studio', metal: 'rose-gold', gem: 'ruby',
    short: ['Rubies and diamonds on rose gold, with matching earrings.', 'रोज़ गोल्ड पर रूबी और हीरे, मैचिंग बालियों के साथ।'],
    long: [
      'A delicate necklace of ruby and diamond links ends in a ruby teardrop, echoed in the earrings. A modern choice for engagement and cocktail nights.',
      'रूबी और हीरे की कड़ियों का नाज़ुक हार रूबी टियरड्रॉप पर ख़त्म होता है, वही बालियों में भी है। सगाई और कॉकटेल रातों के लिए आधुनिक पसंद।',
    ],
    rupees: 138999, off: 12, metalLabel: '18K Rose Gold', purity: '750', weight: '12.8 g',
    stone: 'Rubies 2.6 ct, diamonds 0.45 ct', style: 'Contemporary', length: '16 in', clasp: 'Lobster', occasion: 'Engagement, party',
    stock: 5, tags: ['featured'], features: ['IGI Certified diamonds', 'BIS Hallmarked'], days: 7,
  },
  {
    slug: 'emerald-green-silver-necklace-set',
    fixedPrice: true,
    name: ['Emerald Green Silver Necklace Set', 'पन्ना हरा चाँदी हार सेट'],
    brand: 'chandni-silver-works', metal: 'silver', gem: 'emerald',
    short: ['Green stones and silver in a festive necklace and earrings.', 'त्योहारी हार और बालियों में हरे नग और चाँदी।'],
    long: [
      'Emerald-green cubic zirconia are set in 925 silver with a fine gold-tone edge, a look borrowed from heavier gold sets. Festive wear without the worry.',
      'पन्ना-हरे क्यूबिक ज़र्कोनिया 925 चाँदी में बारीक सुनहरी किनारी के साथ जड़े हैं, भारी सोने के सेटों से लिया गया अंदाज़। बिना चिंता के त्योहारी पहनावा।',
    ],
    rupees: 11999, off: 22, metalLabel: '925 Sterling Silver', purity: '925', weight: '42.0 g',
    stone: 'Emerald-green cubic zirconia', style: 'Festive', length: '16 in', clasp: 'Lobster', occasion: 'Festive, wedding guest',
    stock: 14, tags: ['bestseller'], features: ['BIS Hallmarked silver', 'Anti-tarnish finish'], days: 120,
  },
  {
    slug: 'sapphire-diamond-necklace-set',
    name: ['Sapphire Diamond Necklace Set', 'नीलम हीरा हार सेट'],
    brand: 'nakshatra-diamonds', metal: 'platinum', gem: 'sapphire',
    short: ['Blue sapphires in diamond halos, necklace and earrings.', 'हीरे के घेरों में नीले नीलम, हार और बालियाँ।'],
    long: [
      'Nine blue sapphires in diamond halos form the necklace, with a larger sapphire drop and matching earrings. Cool blue that flatters both silk and chiffon.',
      'हीरे के घेरों में नौ नीले नीलम हार बनाते हैं, एक बड़े नीलम की लटकन और मैचिंग बालियों के साथ। ठंडा नीला रंग जो रेशम और शिफ़ॉन, दोनों पर खिलता है।',
    ],
    rupees: 219999, metalLabel: '18K White Gold', purity: '750', weight: '11.4 g',
    stone: 'Blue sapphires 3.4 ct, diamonds 0.80 ct', style: 'Halo', length: '16 in', clasp: 'Box clasp', occasion: 'Reception, evening',
    stock: 1, tags: ['gifting'], features: ['IGI Certified diamonds', 'Gemstone report included', 'Insured shipping'], days: 240,
  },
];

export const setProducts: SeedProduct[] = sets.map((p) => buildProduct('sets', p));
