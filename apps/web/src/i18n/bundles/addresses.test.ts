import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@aabhushan/shared/schemas/address';
import { addressesEn } from '../locales/addresses/en';
import { addressesHi } from '../locales/addresses/hi';
import { addressesTa } from '../locales/addresses/ta';
import { addressesTe } from '../locales/addresses/te';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('address strings', () => {
  it('have every English key in Hindi, Tamil and Telugu, translated', () => {
    const english = keysOf(addressesEn).sort();
    for (const language of [addressesHi, addressesTa, addressesTe]) {
      expect(keysOf(language).sort()).toEqual(english);
      expect(language.addresses.messages.added).not.toBe(addressesEn.addresses.messages.added);
    }
  });

  it("keep every address message of the shared schema, word for word in English", () => {
    for (const [key, text] of Object.entries(ADDRESS_MESSAGES)) {
      expect(addressesEn.addresses.messages[key as keyof typeof addressesEn.addresses.messages], key).toBe(text);
    }
  });
});
