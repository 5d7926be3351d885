// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { Expert, Service, StoreLocation } from '@aabhushan/shared/schemas/content';
import { createFirstViewRenderer } from './entry-server';
import { setServerAnswerSource } from './lib/server-answers';

/**
 * The team page and the store locator drawn on the server in the shopper's language: the same
 * pick (useLocalized) as the browser's, in the same language, so the browser draws the same
 * words over them (as product names are).
 */
const expert: Expert = {
  _id: 'm1',
  name: 'Farhan Qureshi',
  role: { en: 'Head Karigar', ta: 'தலைமைக் கைவினைஞர்' },
  bio: { en: 'A fourth-generation kundansaz.', ta: 'நான்காம் தலைமுறை குந்தன் கலைஞர்.' },
  skills: { en: ['Kundan setting'], ta: ['குந்தன் பதித்தல்'] },
  image: null,
  socials: {},
};
const location: StoreLocation = {
  _id: 'l1',
  slug: 'jaipur-johari-bazaar',
  name: { en: 'Jaipur Flagship, Johari Bazaar', ta: 'ஜெய்ப்பூர் முதன்மைக் கிளை, ஜோஹரி பஜார்' },
  addressLines: { en: ['14 Johari Bazaar'], ta: ['14, ஜோஹரி பஜார்'] },
  city: { en: 'Jaipur', ta: 'ஜெய்ப்பூர்' },
  phone: '+91 98290 19850',
  email: 'care@aabhushan.in',
  hours: [],
  coordinates: { latitude: 26.9196, longitude: 75.8235 },
  isFlagship: true,
};
const service: Service = {
  _id: 's1',
  parent: null,
  slug: 'polishing',
  default_title: 'Cleaning and Polishing',
  title: { en: 'Cleaning and Polishing', ta: 'சுத்தம் செய்தல், பாலிஷ்' },
  description: { en: 'A mirror polish.' },
  icon: 'sparkle',
  priceFrom: 0,
  turnaround: { en: 'Same day', ta: 'அதே நாளில்' },
};
const list = (data: unknown[]) => ({
  status: 200,
  body: { success: true, message: 'Loaded', data, pagination: { currentPage: 1, totalPages: 1, totalItems: data.length, itemsPerPage: 20, hasNextPage: false, hasPreviousPage: false } },
});
const render = createFirstViewRenderer(async (url) => {
  const path = url.split('?')[0];
  if (path === '/api/public/expert') return list([expert]);
  if (path === '/api/public/store-location') return list([location]);
  if (path === '/api/public/service') return list([service]);
  return { status: 404, body: { success: false, message: 'Not found', data: null } };
});

afterAll(() => setServerAnswerSource(undefined));

describe('the team page and the store locator, drawn on the server', () => {
  it('write the team’s words in the page’s language, the names as they are', async () => {
    const view = (await render('/team', 'ta'))!;
    for (const words of ['Farhan Qureshi', 'தலைமைக் கைவினைஞர்', 'நான்காம் தலைமுறை குந்தன் கலைஞர்.', 'குந்தன் பதித்தல்']) expect(view.html).toContain(words);
    expect(view.html).not.toContain('Head Karigar');
  });

  it('write the showrooms and services in the page’s language, and in English on the English page', async () => {
    const tamil = (await render('/store-locator', 'ta'))!;
    for (const words of ['ஜெய்ப்பூர் முதன்மைக் கிளை, ஜோஹரி பஜார்', '14, ஜோஹரி பஜார்', 'அதே நாளில்']) expect(tamil.html).toContain(words);
    expect(tamil.html).not.toContain('Johari Bazaar');
    const english = (await render('/store-locator', 'en'))!;
    for (const words of ['Jaipur Flagship, Johari Bazaar', '14 Johari Bazaar', 'Same day']) expect(english.html).toContain(words);
  });
});
