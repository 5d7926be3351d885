import { buildProduct, type ProductInput } from './product-builder';
import type { SeedProduct } from './seed-types';
import { chainLengths } from './variant-options';

const mangalsutras: ProductInput[] = [
  {
    slug: 'diamond-pendant-mangalsutra',
    name: ['Diamond Pendant Mangalsutra', 'हीरा पेंडेंट मंगलसूत्र'],
    brand: 'nakshatra-diamonds', metal: 'gold', gem: 'diamond',
    short: ['Two strands of black beads with a diamond flower pendant.', 'हीरे के फूल पेंडेंट के साथ काले मोतियों की दो लड़ियाँ।'],
    long: [
      'A round pendant of ten diamonds around a larger centre stone hangs from a double strand of black beads and gold. Modern enough for the office, traditional at heart.',
      'बड़े बीच वाले हीरे के चारों ओर दस हीरों का गोल पेंडेंट काले मोतियों और सोने की दोहरी लड़ी से लटकता है। ऑफ़िस के लिए आधुनिक, मन से पारंपरिक।',
    ],
    rupees: 0, off: 10, metalLabel: '18K Yellow Gold', purity: '750', weight: '7.8 g',
    stone: 'Diamonds 0.32 ct, black beads', style: 'Contemporary', clasp: 'Lobster', occasion: 'Wedding, everyday',
    stock: 0, tags: ['featured', 'bestseller', 'bridal'], features: ['IGI Certified', 'BIS Hallmarked', 'Free lifetime polishing'], days: 40,
    variants: chainLengths(68999, 2500, [4, 6, 3]),
  },
  {
    slug: 'traditional-vati-mangalsutra',
    name: ['Traditional Vati Mangalsutra', 'पारंपरिक वाटी मंगलसूत्र'],
    brand: 'swarna-kala', metal: 'gold', gem: 'none',
    short: ['The Maharashtrian twin-vati mangalsutra in 22K gold.', '22 कैरेट सोने में महाराष्ट्रीय दो वाटी वाला मंगलसूत्र।'],
    long: [
      'Two hollow gold vatis, symbols of Shiva and Shakti, hang from black beads strung with gold spacers. Made exactly as it has been worn for generations.',
      'शिव और शक्ति की प्रतीक दो खोखली सोने की वाटियाँ सोने के मनकों के साथ पिरोए काले मोतियों से लटकती हैं। वैसा ही बना है जैसा पीढ़ियों से पहना जाता रहा है।',
    ],
    rupees: 0, metalLabel: '22K Yellow Gold', purity: '916', weight: '10.2 g',
    stone: 'Black beads', style: 'Traditional', clasp: 'Hook', occasion: 'Wedding',
    stock: 0, tags: ['bestseller', 'bridal'], features: ['BIS Hallmarked', 'Free lifetime polishing'], days: 260,
    variants: chainLengths(96999, 4000, [5, 7, 4]),
  },
  {
    slug: 'rose-gold-solitaire-mangalsutra',
    name: ['Rose Gold Solitaire Mangalsutra', 'रोज़ गोल्ड सॉलिटेयर मंगलसूत्र'],
    brand: 'gulabi-studio', metal: 'rose-gold', gem: 'diamond',
    short: ['A single diamond on a short black-bead rose gold chain.', 'छोटी काले मोतियों वाली रोज़ गोल्ड चेन पर एक हीरा।'],
    long: [
      'A 0.15 ct solitaire sits in a rose gold halo on a short chain of black beads and rose gold links. Made for women who wear their mangalsutra every day.',
      '0.15 कैरेट का सॉलिटेयर काले मोतियों और रोज़ गोल्ड कड़ियों की छोटी चेन पर रोज़ गोल्ड घेरे में जड़ा है। उन महिलाओं के लिए जो रोज़ मंगलसूत्र पहनती हैं।',
    ],
    rupees: 0, off: 12, metalLabel: '18K Rose Gold', purity: '750', weight: '4.8 g',
    stone: 'Diamond 0.15 ct, black beads', style: 'Minimal', clasp: 'Lobster', occasion: 'Everyday',
    stock: 0, tags: ['featured', 'daily-wear'], features: ['IGI Certified', 'Lifetime exchange on gold value'], days: 10,
    variants: chainLengths(52999, 1800, [6, 8, 0]),
  },
  {
    slug: 'short-ruby-mangalsutra',
    name: ['Short Ruby Mangalsutra', 'छोटा रूबी मंगलसूत्र'],
    brand: 'rajwada-jewels', metal: 'gold', gem: 'ruby',
    short: ['A short mangalsutra with a ruby and diamond pendant.', 'रूबी और हीरे के पेंडेंट वाला छोटा मंगलसूत्र।'],
    long: [
      'A ruby centre in a ring of diamonds hangs from twin black-bead strands with gold spacers. The short length sits neatly above a blouse neckline.',
      'हीरों के घेरे में रूबी का पेंडेंट सोने के मनकों वाली काले मोतियों की दोहरी लड़ी से लटकता है। छोटी लंबाई ब्लाउज़ की गर्दन के ऊपर सुघड़ बैठती है।',
    ],
    rupees: 0, metalLabel: '22K Yellow Gold', purity: '916', weight: '8.8 g',
    stone: 'Ruby 0.6 ct, diamonds 0.10 ct, black beads', style: 'Contemporary', clasp: 'Lobster', occasion: 'Wedding, festive',
    stock: 0, tags: ['bridal'], features: ['BIS Hallmarked', 'IGI Certified diamonds'], days: 62,
    variants: chainLengths(84999, 3000, [2, 3, 2]),
  },
  {
    slug: 'kundan-pendant-mangalsutra',
    name: ['Kundan Pendant Mangalsutra', 'कुंदन पेंडेंट मंगलसूत्र'],
    brand: 'kundan-kothi', metal: 'gold', gem: 'kundan',
    short: ['Black beads with a kundan pendant for festive days.', 'त्योहारों के लिए कुंदन पेंडेंट वाले काले मोती।'],
    long: [
      'A round kundan pendant in red and green hangs from a long double strand of black beads and gold. Worn for Teej, Karva Chauth and family weddings.',
      'लाल-हरे कुंदन का गोल पेंडेंट काले मोतियों और सोने की लंबी दोहरी लड़ी से लटकता है। तीज, करवा चौथ और पारिवारिक शादियों में पहना जाता है।',
    ],
    rupees: 119999, off: 8, metalLabel: '22K Yellow Gold', purity: '916', weight: '12.0 g',
    stone: 'Kundan, black beads', style: 'Kundan', length: '24 in', clasp: 'Hook', occasion: 'Festive',
    stock: 4, tags: ['bridal'], features: ['BIS Hallmarked', 'Meenakari reverse'], days: 150,
  },
  {
    slug: 'platinum-sapphire-mangalsutra',
    name: ['Platinum Sapphire Mangalsutra', 'प्लैटिनम नीलम मंगलसूत्र'],
    brand: 'nakshatra-diamonds', metal: 'platinum', gem: 'sapphire',
    short: ['A platinum mangalsutra with a sapphire and diamond pendant.', 'नीलम और हीरे के पेंडेंट वाला प्लैटिनम मंगलसूत्र।'],
    long: [
      'A blue sapphire centre in a ring of diamonds hangs from black beads linked in platinum 950. Cool white metal for those who prefer it to yellow gold.',
      'हीरों के घेरे में नीलम का पेंडेंट प्लैटिनम 950 से जुड़े काले मोतियों से लटकता है। पीले सोने की जगह सफ़ेद धातु पसंद करने वालों के लिए।',
    ],
    rupees: 0, metalLabel: 'Platinum', purity: '950', weight: '6.4 g',
    stone: 'Blue sapphire 0.4 ct, diamonds 0.20 ct, black beads', style: 'Contemporary', clasp: 'Lobster', occasion: 'Wedding, anniversary',
    stock: 0, tags: ['gifting'], features: ['IGI Certified diamonds', 'Pt 950 hallmarked'], days: 75,
    variants: chainLengths(124999, 3500, [2, 3, 1]),
  },
  {
    slug: 'polki-mangalsutra',
    name: ['Polki Mangalsutra', 'पोल्की मंगलसूत्र'],
    brand: 'rajwada-jewels', metal: 'gold', gem: 'polki',
    short: ['Black beads with a flower pendant of uncut polki.', 'बिना तराशे पोल्की के फूल पेंडेंट वाले काले मोती।'],
    long: [
      'Uncut diamonds are set in a gold flower with a small pearl drop, strung on black beads and gold. A bridal mangalsutra with Rajasthani roots.',
      'बिना तराशे हीरे छोटे मोती की लटकन के साथ सोने के फूल में जड़े हैं, काले मोतियों और सोने पर पिरोए हुए। राजस्थानी जड़ों वाला दुल्हन का मंगलसूत्र।',
    ],
    rupees: 144999, metalLabel: '22K Yellow Gold', purity: '916', weight: '11.5 g',
    stone: 'Polki diamonds 0.9 ct, black beads', style: 'Polki', length: '20 in', clasp: 'Hook', occasion: 'Wedding',
    stock: 0, tags: ['bridal'], features: ['BIS Hallmarked', 'Certificate of authenticity'], days: 310,
  },
  {
    slug: 'pearl-drop-mangalsutra',
    name: ['Pearl Drop Mangalsutra', 'मोती लटकन मंगलसूत्र'],
    brand: 'moti-mahal-pearls', metal: 'gold', gem: 'pearl',
    short: ['A light mangalsutra with a gold and pearl pendant.', 'सोने और मोती के पेंडेंट वाला हल्का मंगलसूत्र।'],
    long: [
      'A pearl centre ringed with gold beads hangs from a single strand of black beads with 18K gold links. Light enough to wear under a shirt collar.',
      'सोने के मनकों से घिरा मोती काले मोतियों की एक लड़ी से 18 कैरेट सोने की कड़ियों के साथ लटकता है। इतना हल्का कि शर्ट के कॉलर के नीचे पहना जा सके।',
    ],
    rupees: 48999, off: 10, metalLabel: '18K Yellow Gold', purity: '750', weight: '6.0 g',
    stone: 'Freshwater pearl, black beads', style: 'Minimal', length: '18 in', clasp: 'Lobster', occasion: 'Everyday',
    stock: 9, tags: ['daily-wear', 'gifting'], features: ['BIS Hallmarked', 'Gift box included'], days: 21,
  },
];

export const mangalsutraProducts: SeedProduct[] = mangalsutras.map((p) => buildProduct('mangalsutra', p));
