import { articlesIn, type ArticleFacts } from './content-seed-types';
import { CARE_AND_GUIDES_EN } from './blog-posts-care-guides-en';
import { CARE_AND_GUIDES_HI } from './blog-posts-care-guides-hi';
import { CARE_AND_GUIDES_TA } from './blog-posts-care-guides-ta';
import { CARE_AND_GUIDES_TE } from './blog-posts-care-guides-te';

/** Care tips and buying guides: the questions our counter staff answer every day. Their words are in one file per language. */
const FACTS = {
  'how-to-store-gold-jewellery': {
    category: 'care-tips',
    art: { kind: 'necklace', metal: 'gold', gem: 'none', view: 4 },
    author: 'Vikram Shekhawat',
    readTimeMinutes: 4,
    tags: ['gold care', 'storage', 'care'],
    daysAgo: 2,
  },
  'clean-silver-jewellery-at-home': {
    category: 'care-tips',
    art: { kind: 'anklet', metal: 'silver', gem: 'none', view: 1 },
    author: 'Priya Menon',
    readTimeMinutes: 4,
    tags: ['silver care', 'tarnish', 'care'],
    daysAgo: 9,
  },
  'caring-for-pearls-and-kundan': {
    category: 'care-tips',
    art: { kind: 'necklace', metal: 'gold', gem: 'pearl', view: 1 },
    author: 'Dr. Kavitha Raman',
    readTimeMinutes: 5,
    tags: ['pearls', 'kundan', 'polki', 'care'],
    daysAgo: 15,
  },
  'understanding-bis-hallmark-and-huid': {
    category: 'guides',
    art: { kind: 'ring', metal: 'gold', gem: 'none', view: 3 },
    author: 'Vikram Shekhawat',
    readTimeMinutes: 6,
    tags: ['hallmark', 'HUID', 'BIS', 'gold purity'],
    daysAgo: 5,
  },
  'making-charges-explained': {
    category: 'guides',
    art: { kind: 'necklace', metal: 'gold', gem: 'none', view: 2 },
    author: 'Rajendra Soni',
    readTimeMinutes: 5,
    tags: ['making charges', 'gold rate', 'price', 'GST'],
    daysAgo: 13,
  },
  'how-to-read-a-diamond-certificate': {
    category: 'guides',
    art: { kind: 'ring', metal: 'platinum', gem: 'diamond', view: 1 },
    author: 'Dr. Kavitha Raman',
    readTimeMinutes: 7,
    tags: ['diamonds', 'certificate', '4Cs', 'buying guide'],
    daysAgo: 22,
  },
  'find-your-ring-size-at-home': {
    category: 'guides',
    art: { kind: 'ring', metal: 'rose-gold', gem: 'ruby', view: 2 },
    author: 'Priya Menon',
    readTimeMinutes: 3,
    tags: ['ring size', 'buying guide', 'rings'],
    daysAgo: 30,
  },
} satisfies Record<string, ArticleFacts>;

export type CareAndGuidesSlug = keyof typeof FACTS;

export const CARE_AND_GUIDES = articlesIn(FACTS, { en: CARE_AND_GUIDES_EN, hi: CARE_AND_GUIDES_HI, ta: CARE_AND_GUIDES_TA, te: CARE_AND_GUIDES_TE });
