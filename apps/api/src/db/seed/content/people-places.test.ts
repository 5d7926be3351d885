import { describe, expect, it } from 'vitest';
import { OPENING_STORE_SETTINGS } from '../../../modules/settings/store-settings';
import { expectFourLanguages } from '../four-languages.fixture';
import { SEED_TEAM } from './people';
import { SEED_LOCATIONS, SEED_SERVICES } from './places-services';
import type { SeedList } from './seed-lists';

/** Every language's list as long as the English, item by item in its own script. */
function expectFourLists(list: SeedList, where: string) {
  expect(list.en.length, where).toBeGreaterThan(0);
  for (const language of ['hi', 'ta', 'te'] as const) expect(list[language], `${where} (${language})`).toHaveLength(list.en.length);
  list.en.forEach((en, index) => expectFourLanguages({ en, hi: list.hi[index]!, ta: list.ta[index]!, te: list.te[index]! }, `${where} #${index + 1}`));
}

describe('the demo team, services and showrooms', () => {
  it('write every team member’s role, bio and skills in English, Hindi, Tamil and Telugu, each in its own script', () => {
    expect(SEED_TEAM).toHaveLength(6);
    for (const member of SEED_TEAM) {
      expectFourLanguages(member.role, `${member.name} (role)`);
      expectFourLanguages(member.bio, `${member.name} (bio)`);
      expectFourLists(member.skills, `${member.name} (skills)`);
    }
  });

  it('write every service’s title, description and turnaround in the four languages', () => {
    for (const service of SEED_SERVICES) {
      expectFourLanguages(service.title, `${service.slug} (title)`);
      expectFourLanguages(service.description, `${service.slug} (description)`);
      expectFourLanguages(service.turnaround, `${service.slug} (turnaround)`);
    }
  });

  it('write every showroom’s name, address and city in the four languages; the flagship’s English address is the store settings’', () => {
    for (const location of SEED_LOCATIONS) {
      expectFourLanguages(location.name, `${location.slug} (name)`);
      expectFourLists(location.addressLines, `${location.slug} (address)`);
      expectFourLanguages(location.city, `${location.slug} (city)`);
    }
    const flagship = SEED_LOCATIONS.find((location) => location.isFlagship)!;
    expect(flagship.addressLines.en).toEqual(OPENING_STORE_SETTINGS.contact.addressLines.slice(0, 2));
  });
});
