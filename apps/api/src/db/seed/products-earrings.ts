import { buildProduct, type ProductInput } from './product-builder';
import type { SeedProduct } from './seed-types';
import { metalColours } from './variant-options';

const earrings: ProductInput[] = [
  {
    slug: 'ruby-jhumka-earrings',
    name: ['Ruby Jhumka Earrings', 'रूबी झुमके'],
    brand: 'aabhushan-heritage', metal: 'gold', gem: 'ruby',
    short: ['Domed 22K gold jhumkas with rubies and a fringe of pearls.', 'रूबी और मोतियों की झालर वाले 22 कैरेट सोने के गुंबदनुमा झुमके।'],
    long: [
      'The bell is raised from a single gold sheet and ribbed by hand, with rubies set around its waist. They sway softly and are light enough for a full day of celebrations.',
      'घंटी एक ही सोने की चादर से उभारी गई है और हाथ से धारियाँ डाली गई हैं, कमर पर रूबी जड़े हैं। ये धीरे से झूलते हैं और पूरे दिन के उत्सव के लिए हल्के हैं।',
    ],
    rupees: 108999, off: 10, metalLabel: '22K Yellow Gold', purity: '916', weight: '11.6 g',
    stone: 'Rubies 1.6 ct, freshwater pearls', style: 'Jhumka', clasp: 'Push-back screw', occasion: 'Wedding, festive',
    stock: 6, tags: ['featured', 'bestseller', 'bridal'], features: ['BIS Hallmarked', 'Free lifetime polishing'], days: 75,
  },
  {
    slug: 'solitaire-diamond-stud-earrings',
    name: ['Solitaire Diamond Stud Earrings', 'सॉलिटेयर हीरे के टॉप्स'],
    brand: 'nakshatra-diamonds', metal: 'platinum', gem: 'diamond',
    short: ['A matched pair of 0.25 ct diamond studs in four prongs.', 'चार पंजों में जड़े 0.25 कैरेट हीरों की मिलती-जुलती जोड़ी।'],
    long: [
      'Both diamonds are matched for size, colour and sparkle and come with IGI reports. Screw backs keep them secure through daily wear.',
      'दोनों हीरे आकार, रंग और चमक में मिलाए गए हैं और IGI रिपोर्ट के साथ आते हैं। स्क्रू बैक रोज़ पहनने में भी इन्हें सुरक्षित रखते हैं।',
    ],
    rupees: 0, metalLabel: '18K Gold', purity: '750', weight: '1.8 g',
    stone: 'Diamonds 2 x 0.25 ct, VS clarity, G-H colour', style: 'Solitaire', clasp: 'Screw back', occasion: 'Everyday, gifting',
    stock: 0, tags: ['bestseller', 'gifting'], features: ['IGI Certified', 'Lifetime exchange'], days: 180,
    variants: metalColours([['White Gold', 72999, 5], ['Yellow Gold', 72999, 4], ['Rose Gold', 72999, 3]]),
  },
  {
    slug: 'kundan-chandbali-earrings',
    name: ['Kundan Chandbali Earrings', 'कुंदन चांदबाली'],
    brand: 'kundan-kothi', metal: 'gold', gem: 'kundan',
    short: ['Crescent-moon chandbalis of kundan with emerald-green accents.', 'पन्ना-हरे नगों के साथ कुंदन की अर्धचंद्र चांदबाली।'],
    long: [
      'The crescent is filled with red and green kundan and edged with seed pearls, a design from the Mughal courts. A natural choice for sangeet and mehendi.',
      'अर्धचंद्र में लाल और हरे कुंदन भरे हैं और किनारे पर छोटे मोती हैं, यह डिज़ाइन मुग़ल दरबारों से आया है। संगीत और मेहंदी के लिए स्वाभाविक पसंद।',
    ],
    rupees: 136999, off: 5, metalLabel: '22K Yellow Gold', purity: '916', weight: '14.2 g',
    stone: 'Kundan, green glass, seed pearls', style: 'Chandbali', clasp: 'Hook with ear chain', occasion: 'Sangeet, wedding',
    stock: 3, tags: ['bridal'], features: ['BIS Hallmarked', 'Ear chain included'], days: 18,
  },
  {
    slug: 'oxidised-silver-jhumka',
    fixedPrice: true,
    name: ['Oxidised Silver Jhumka', 'ऑक्सीडाइज़्ड चाँदी के झुमके'],
    brand: 'chandni-silver-works', metal: 'silver', gem: 'none',
    short: ['Everyday 925 silver jhumkas with an antique oxidised finish.', 'पुरानी शैली की ऑक्सीडाइज़्ड फ़िनिश वाले रोज़ाना के 925 चाँदी के झुमके।'],
    long: [
      'Cast in sterling silver and darkened in the recesses to bring out the engraving. They go with cotton sarees, kurtis and jeans alike.',
      'स्टर्लिंग चाँदी में ढाले गए और नक्काशी उभारने के लिए गहराइयों में काले किए गए। सूती साड़ी, कुर्ती और जींस, सबके साथ जँचते हैं।',
    ],
    rupees: 2899, off: 18, metalLabel: '925 Sterling Silver', purity: '925', weight: '16.0 g',
    style: 'Jhumka', clasp: 'Fish hook', occasion: 'Everyday, college',
    stock: 40, tags: ['bestseller', 'daily-wear'], features: ['BIS Hallmarked silver', 'Nickel free'], days: 220,
  },
  {
    slug: 'pearl-drop-gold-earrings',
    name: ['Pearl Drop Gold Earrings', 'मोती लटकन सोने की बालियाँ'],
    brand: 'moti-mahal-pearls', metal: 'gold', gem: 'pearl',
    short: ['Lustrous 9 mm pearls hanging from small gold flowers.', 'छोटे सोने के फूलों से लटकते 9 मिमी के चमकदार मोती।'],
    long: [
      'Round freshwater pearls are hand-picked for lustre and hung from 22K gold florets. Elegant with a Kanjeevaram and just as easy with office wear.',
      'गोल मीठे पानी के मोती चमक के लिए हाथ से चुने गए हैं और 22 कैरेट सोने के फूलों से लटकाए गए हैं। कांजीवरम के साथ शानदार और ऑफ़िस के कपड़ों के साथ भी सहज।',
    ],
    rupees: 46999, metalLabel: '22K Yellow Gold', purity: '916', weight: '4.8 g',
    stone: 'Freshwater pearls 9 mm', style: 'Drop', clasp: 'Push back', occasion: 'Festive, office',
    stock: 9, tags: ['gifting'], features: ['BIS Hallmarked', 'Gift box included'], days: 130,
  },
  {
    slug: 'emerald-drop-earrings',
    name: ['Emerald Drop Earrings', 'पन्ना लटकन बालियाँ'],
    brand: 'rajwada-jewels', metal: 'gold', gem: 'emerald',
    short: ['Step-cut emeralds in teardrop frames edged with diamonds.', 'हीरों से सजे टियरड्रॉप फ़्रेम में स्टेप-कट पन्ने।'],
    long: [
      'Two step-cut emeralds of 1.2 ct each hang below diamond studs, framed by a row of brilliant-cut diamonds. Made for receptions and cocktail evenings.',
      '1.2-1.2 कैरेट के दो स्टेप-कट पन्ने हीरे के टॉप्स के नीचे लटकते हैं, ब्रिलियंट-कट हीरों की कतार से घिरे हुए। रिसेप्शन और कॉकटेल शाम के लिए बने।',
    ],
    rupees: 0, off: 8, metalLabel: '18K Gold', purity: '750', weight: '6.2 g',
    stone: 'Emeralds 2.4 ct, diamonds 0.30 ct', style: 'Drop', clasp: 'Screw back', occasion: 'Reception, party',
    stock: 0, tags: ['featured'], features: ['IGI Certified diamonds', 'Gemstone report included'], days: 5,
    variants: metalColours([['Yellow Gold', 94999, 2], ['White Gold', 96999, 2], ['Rose Gold', 94999, 0]]),
  },
  {
    slug: 'rose-gold-diamond-huggie-hoops',
    name: ['Rose Gold Diamond Huggie Hoops', 'रोज़ गोल्ड हीरा हगी बालियाँ'],
    brand: 'gulabi-studio', metal: 'rose-gold', gem: 'diamond',
    short: ['Small hoops that hug the lobe, set with a row of diamonds.', 'कान से सटी छोटी बालियाँ, हीरों की कतार के साथ।'],
    long: [
      'Fourteen diamonds run along the front of each hoop, with a hinged click closure that stays shut. Comfortable enough to sleep in.',
      'हर बाली के आगे चौदह हीरे जड़े हैं और क्लिक से बंद होने वाला कब्ज़ा मज़बूती से बंद रहता है। इतनी आरामदायक कि पहनकर सो भी सकें।',
    ],
    rupees: 0, off: 12, metalLabel: '18K Gold', purity: '750', weight: '3.1 g',
    stone: 'Diamonds 0.14 ct, SI clarity', style: 'Huggie hoop', clasp: 'Hinged click', occasion: 'Everyday',
    stock: 0, tags: ['daily-wear', 'bestseller'], features: ['IGI Certified', 'Lifetime exchange on gold value'], days: 40,
    variants: metalColours([['Rose Gold', 28999, 12], ['Yellow Gold', 28999, 8], ['White Gold', 29999, 6]]),
  },
  {
    slug: 'uncut-polki-jhumki',
    name: ['Uncut Polki Jhumki', 'अनकट पोल्की झुमकी'],
    brand: 'rajwada-jewels', metal: 'gold', gem: 'polki',
    short: ['Bridal jhumkis with a polki stud and pearl fringe.', 'पोल्की टॉप्स और मोती झालर वाली दुल्हन की झुमकी।'],
    long: [
      'A cluster of uncut diamonds crowns each gold bell, finished with Basra-style pearl drops. They pair with the Polki Diamond Gold Choker.',
      'हर सोने की घंटी पर बिना तराशे हीरों का गुच्छा है और नीचे बसरा शैली के मोती लटकते हैं। पोल्की हीरा सोने के चोकर के साथ जोड़ी बनाते हैं।',
    ],
    rupees: 164999, metalLabel: '22K Yellow Gold', purity: '916', weight: '12.8 g',
    stone: 'Polki diamonds 1.4 ct, pearls', style: 'Jhumka', clasp: 'Push-back screw', occasion: 'Wedding',
    stock: 0, tags: ['bridal'], features: ['BIS Hallmarked', 'Insured shipping'], days: 260,
  },
  {
    slug: 'sapphire-blue-silver-studs',
    fixedPrice: true,
    name: ['Sapphire Blue Silver Studs', 'नीलम नीले चाँदी के टॉप्स'],
    brand: 'chandni-silver-works', metal: 'silver', gem: 'sapphire',
    short: ['Deep blue zircon studs with a white zircon halo in silver.', 'चाँदी में सफ़ेद ज़र्कन घेरे वाले गहरे नीले ज़र्कन टॉप्स।'],
    long: [
      'A sapphire-blue cubic zirconia sits inside a halo of white stones, all in rhodium-plated 925 silver. An easy gift that looks far dearer than it is.',
      'नीलम-नीला क्यूबिक ज़र्कोनिया सफ़ेद नगों के घेरे में, रोडियम चढ़ी 925 चाँदी में जड़ा है। एक आसान तोहफ़ा जो अपनी क़ीमत से कहीं महँगा दिखता है।',
    ],
    rupees: 2199, off: 15, metalLabel: '925 Sterling Silver', purity: '925', weight: '3.2 g',
    stone: 'Blue and white cubic zirconia', style: 'Halo stud', clasp: 'Push back', occasion: 'Everyday, gifting',
    stock: 35, tags: ['daily-wear', 'gifting'], features: ['BIS Hallmarked silver', 'Anti-tarnish finish'], days: 48,
  },
  {
    slug: 'lakshmi-coin-temple-jhumka',
    name: ['Lakshmi Coin Temple Jhumka', 'लक्ष्मी सिक्का टेंपल झुमका'],
    brand: 'swarna-kala', metal: 'gold', gem: 'none',
    short: ['South Indian temple jhumkas with Lakshmi coins and gold beads.', 'लक्ष्मी सिक्कों और सोने के मनकों वाले दक्षिण भारतीय टेंपल झुमके।'],
    long: [
      'A small Lakshmi coin forms the stud and gold beads fringe the bell, in the Nagercoil temple style. Matches the Lakshmi Temple Gold Necklace.',
      'टॉप्स में छोटा लक्ष्मी सिक्का है और घंटी के नीचे सोने के मनकों की झालर, नागरकोइल टेंपल शैली में। लक्ष्मी टेंपल सोने के हार से मेल खाते हैं।',
    ],
    rupees: 88999, metalLabel: '22K Yellow Gold', purity: '916', weight: '9.4 g',
    style: 'Temple', clasp: 'Push-back screw', occasion: 'Festive, wedding',
    stock: 7, tags: ['bestseller'], features: ['BIS Hallmarked', 'Free lifetime polishing'], days: 350,
  },
];

export const earringProducts: SeedProduct[] = earrings.map((p) => buildProduct('earrings', p));
