import type { SeedCategory } from './seed-types';

/** Shop categories in display order; slugs are part of public URLs, so never rename them. */
export const seedCategories: SeedCategory[] = [
  {
    slug: 'necklaces',
    name: { en: 'Necklaces', hi: 'हार' },
    shortDescription: {
      en: 'Temple, kundan and diamond necklaces, from everyday chains to bridal haars.',
      hi: 'टेंपल, कुंदन और हीरे के हार, रोज़ की चेन से लेकर दुल्हन के हार तक।',
    },
    art: 'necklace',
    isFeatured: true,
    sortOrder: 1,
  },
  {
    slug: 'earrings',
    name: { en: 'Earrings', hi: 'झुमके और बालियाँ' },
    shortDescription: {
      en: 'Jhumkas, studs and drops that frame the face for every occasion.',
      hi: 'हर मौके के लिए चेहरे को निखारते झुमके, टॉप्स और लटकन।',
    },
    art: 'earrings',
    isFeatured: true,
    sortOrder: 2,
  },
  {
    slug: 'rings',
    name: { en: 'Rings', hi: 'अंगूठी' },
    shortDescription: {
      en: 'Solitaires, cocktail rings and gold bands in every size.',
      hi: 'सॉलिटेयर, कॉकटेल अंगूठियाँ और सोने के बैंड, हर साइज़ में।',
    },
    art: 'ring',
    isFeatured: true,
    sortOrder: 3,
  },
  {
    slug: 'bracelets',
    name: { en: 'Bracelets', hi: 'ब्रेसलेट' },
    shortDescription: {
      en: 'Tennis, chain and charm bracelets for a light, modern wrist.',
      hi: 'कलाई के लिए हल्के और आधुनिक टेनिस, चेन और चार्म ब्रेसलेट।',
    },
    art: 'bracelet',
    isFeatured: false,
    sortOrder: 4,
  },
  {
    slug: 'bangles',
    name: { en: 'Bangles', hi: 'चूड़ियाँ' },
    shortDescription: {
      en: 'Gold and silver bangles and kadas, sold in sizes 2.4 to 2.8.',
      hi: 'सोने और चाँदी की चूड़ियाँ और कड़े, 2.4 से 2.8 साइज़ तक।',
    },
    art: 'bangles',
    isFeatured: true,
    sortOrder: 5,
  },
  {
    slug: 'sets',
    name: { en: 'Jewellery Sets', hi: 'ज्वेलरी सेट' },
    shortDescription: {
      en: 'Necklaces with matching earrings, ready for weddings and festivals.',
      hi: 'मैचिंग झुमकों के साथ हार, शादी और त्योहारों के लिए तैयार।',
    },
    art: 'set',
    isFeatured: true,
    sortOrder: 6,
  },
  {
    slug: 'anklets',
    name: { en: 'Anklets', hi: 'पायल' },
    shortDescription: {
      en: 'Silver payals with ghungroo bells, sold as pairs.',
      hi: 'घुँघरू वाली चाँदी की पायल, जोड़ी में।',
    },
    art: 'anklet',
    isFeatured: false,
    sortOrder: 7,
  },
  {
    slug: 'mangalsutra',
    name: { en: 'Mangalsutra', hi: 'मंगलसूत्र' },
    shortDescription: {
      en: 'Black-bead mangalsutras with gold and diamond pendants.',
      hi: 'सोने और हीरे के पेंडेंट वाले काले मोतियों के मंगलसूत्र।',
    },
    art: 'mangalsutra',
    isFeatured: true,
    sortOrder: 8,
  },
  {
    slug: 'nose-pins',
    name: { en: 'Nose Pins', hi: 'नथ और नोज़ पिन' },
    shortDescription: {
      en: 'Tiny studs and naths in gold, silver and diamond.',
      hi: 'सोने, चाँदी और हीरे की छोटी नोज़ पिन और नथ।',
    },
    art: 'nose-pin',
    isFeatured: false,
    sortOrder: 9,
  },
];
