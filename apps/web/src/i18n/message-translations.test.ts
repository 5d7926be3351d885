import { describe, expect, it } from 'vitest';
import { codeOfMessage, MESSAGE_CATALOGUE } from '@aabhushan/shared/refusals/catalogue';
import { SHOPPER_GROUPS } from '@aabhushan/shared/refusals/catalogue-shopper';
import { codeOfKey } from '@aabhushan/shared/refusals/refusal-code';
import { storefrontCodeOf } from '../lib/translate-message';
import { messagesHi } from './locales/messages/hi';
import { messagesTa } from './locales/messages/ta';
import { messagesTe } from './locales/messages/te';
import { addressesHi } from './locales/addresses/hi';
import { addressesTa } from './locales/addresses/ta';
import { addressesTe } from './locales/addresses/te';

const LANGUAGES = {
  hi: { messages: messagesHi.messages, addresses: addressesHi.addresses.messages },
  ta: { messages: messagesTa.messages, addresses: addressesTa.addresses.messages },
  te: { messages: messagesTe.messages, addresses: addressesTe.addresses.messages },
};
const byCode = new Map(MESSAGE_CATALOGUE.map((entry) => [entry.code, entry]));
const shopperPrefixes = Object.keys(SHOPPER_GROUPS).sort((a, b) => b.length - a.length);
const isShopperCode = (code: string) => shopperPrefixes.some((prefix) => code.startsWith(`${prefix}_`));
const plainCode = (key: string) => key.replace(/_(one|other)$/, '');

/** A language's translations by code: its messages, and the address area's messages by their codes. */
function translationsOf(language: keyof typeof LANGUAGES): Map<string, string> {
  const { messages, addresses } = LANGUAGES[language];
  const all = new Map(Object.entries(messages).map(([key, text]) => [key, text]));
  for (const [key, text] of Object.entries(addresses)) all.set(codeOfKey('ADDRESS', key), text);
  return all;
}

describe('the store messages in Hindi, Tamil and Telugu', () => {
  it.each(Object.keys(LANGUAGES) as Array<keyof typeof LANGUAGES>)('%s translates every message a shopper can meet, by its code', (language) => {
    const translations = translationsOf(language);
    const codes = new Set([...translations.keys()].map(plainCode));
    const missing = MESSAGE_CATALOGUE.filter((entry) => isShopperCode(entry.code) && !codes.has(entry.code)).map((entry) => entry.code);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(LANGUAGES) as Array<keyof typeof LANGUAGES>)('%s has no key outside the catalogue, and only the values each message has', (language) => {
    for (const [key, text] of translationsOf(language)) {
      const entry = byCode.get(plainCode(key));
      // The address area has words of its own beside the messages (its failure toasts).
      if (key.startsWith('ADDRESS_') && !entry) continue;
      expect(entry, key).toBeDefined();
      const placeholders = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
      for (const name of placeholders) expect(entry!.values ?? [], `${key}: {{${name}}}`).toContain(name);
      expect(text, key).not.toBe(entry!.text);
    }
  });

  it('gives the storefront texts the codes the server gives them', async () => {
    // Every page area that registers message groups, loaded as their pages load them.
    await Promise.all([import('./bundles/account-forms'), import('./bundles/checkout'), import('./bundles/addresses'), import('./bundles/old-gold'), import('./bundles/gold-plan')]);
    let known = 0;
    for (const entry of MESSAGE_CATALOGUE) {
      if (entry.values) continue;
      const storefront = storefrontCodeOf(entry.text);
      if (!storefront) continue;
      known += 1;
      expect(storefront.code, entry.text).toBe(codeOfMessage(entry.text)?.code);
    }
    expect(known).toBeGreaterThan(100);
  });
});
