import { articlesIn, type ArticleFacts } from './content-seed-types';
import { TRENDS_AND_STORIES_EN } from './blog-posts-trends-stories-en';
import { TRENDS_AND_STORIES_HI } from './blog-posts-trends-stories-hi';
import { TRENDS_AND_STORIES_TA } from './blog-posts-trends-stories-ta';
import { TRENDS_AND_STORIES_TE } from './blog-posts-trends-stories-te';

/** Trends and stories: what shoppers are buying this season, and where the pieces come from. Their words are in one file per language. */
const FACTS = {
  'bridal-jewellery-trends-2026': {
    category: 'trends',
    art: { kind: 'set', metal: 'gold', gem: 'polki', view: 3 },
    author: 'Ananya Soni',
    readTimeMinutes: 6,
    tags: ['bridal', 'polki', 'temple jewellery', 'wedding'],
    daysAgo: 4,
  },
  'everyday-diamonds-office-wear': {
    category: 'trends',
    art: { kind: 'earrings', metal: 'gold', gem: 'diamond', view: 1 },
    author: 'Ananya Soni',
    readTimeMinutes: 4,
    tags: ['diamonds', 'office wear', 'minimal', '18K gold'],
    daysAgo: 11,
  },
  'silver-jewellery-comeback': {
    category: 'trends',
    art: { kind: 'bracelet', metal: 'silver', gem: 'none', view: 1 },
    author: 'Priya Menon',
    readTimeMinutes: 5,
    tags: ['silver', 'oxidised', 'gifting', '925'],
    daysAgo: 19,
  },
  'a-day-with-our-kundan-karigars': {
    category: 'stories',
    art: { kind: 'necklace', metal: 'gold', gem: 'kundan', view: 2 },
    author: 'Farhan Qureshi',
    readTimeMinutes: 7,
    tags: ['kundan', 'craftsmanship', 'jaipur', 'karigar'],
    daysAgo: 7,
  },
  'story-of-the-mangalsutra': {
    category: 'stories',
    art: { kind: 'mangalsutra', metal: 'gold', gem: 'diamond', view: 1 },
    author: 'Ananya Soni',
    readTimeMinutes: 5,
    tags: ['mangalsutra', 'tradition', 'wedding'],
    daysAgo: 26,
  },
  'since-1985-our-family-story': {
    category: 'stories',
    art: { kind: 'bangles', metal: 'gold', gem: 'none', view: 1 },
    author: 'Priya Menon',
    readTimeMinutes: 6,
    tags: ['our story', 'heritage', 'jaipur'],
    daysAgo: 40,
  },
} satisfies Record<string, ArticleFacts>;

export type TrendsAndStoriesSlug = keyof typeof FACTS;

export const TRENDS_AND_STORIES = articlesIn(FACTS, { en: TRENDS_AND_STORIES_EN, hi: TRENDS_AND_STORIES_HI, ta: TRENDS_AND_STORIES_TA, te: TRENDS_AND_STORIES_TE });
