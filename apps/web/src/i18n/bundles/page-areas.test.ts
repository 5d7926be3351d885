import { describe, expect, it } from 'vitest';
import { accountPagesEn } from '../locales/account-pages/en';
import { accountPagesHi } from '../locales/account-pages/hi';
import { accountPagesTa } from '../locales/account-pages/ta';
import { accountPagesTe } from '../locales/account-pages/te';
import { orderLimitEn } from '../locales/order-limit/en';
import { orderLimitHi } from '../locales/order-limit/hi';
import { orderLimitTa } from '../locales/order-limit/ta';
import { orderLimitTe } from '../locales/order-limit/te';
import { goldPlanEn } from '../locales/gold-plan/en';
import { goldPlanHi } from '../locales/gold-plan/hi';
import { goldPlanTa } from '../locales/gold-plan/ta';
import { goldPlanTe } from '../locales/gold-plan/te';
import { oldGoldEn } from '../locales/old-gold/en';
import { oldGoldHi } from '../locales/old-gold/hi';
import { oldGoldTa } from '../locales/old-gold/ta';
import { oldGoldTe } from '../locales/old-gold/te';
import { cartPageEn } from '../locales/cart-page/en';
import { cartPageHi } from '../locales/cart-page/hi';
import { cartPageTa } from '../locales/cart-page/ta';
import { cartPageTe } from '../locales/cart-page/te';
import { certificatesEn } from '../locales/certificates/en';
import { certificatesHi } from '../locales/certificates/hi';
import { certificatesTa } from '../locales/certificates/ta';
import { certificatesTe } from '../locales/certificates/te';
import { cartEngravingEn } from '../locales/cart-engraving/en';
import { cartEngravingHi } from '../locales/cart-engraving/hi';
import { cartEngravingTa } from '../locales/cart-engraving/ta';
import { cartEngravingTe } from '../locales/cart-engraving/te';
import { wishlistPageEn } from '../locales/wishlist-page/en';
import { wishlistPageHi } from '../locales/wishlist-page/hi';
import { wishlistPageTa } from '../locales/wishlist-page/ta';
import { wishlistPageTe } from '../locales/wishlist-page/te';
import { translation as firstView } from './en';

/** Each string of an area by its full key (`auth.login.title`). */
function leavesOf(node: unknown, prefix = ''): Map<string, string> {
  if (typeof node === 'string') return new Map([[prefix, node]]);
  return new Map(Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => [...leavesOf(value, prefix ? `${prefix}.${key}` : key)]));
}

function hasKey(strings: unknown, key: string): boolean {
  let node = strings;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** The small areas a page loads with itself: English first, then Hindi, Tamil and Telugu. */
const AREAS = [
  { name: 'order limit', strings: [orderLimitEn, orderLimitHi, orderLimitTa, orderLimitTe] },
  { name: 'cart page and panel', strings: [cartPageEn, cartPageHi, cartPageTa, cartPageTe] },
  { name: 'wishlist page', strings: [wishlistPageEn, wishlistPageHi, wishlistPageTa, wishlistPageTe] },
  { name: 'account pages', strings: [accountPagesEn, accountPagesHi, accountPagesTa, accountPagesTe] },
  { name: 'old-gold page', strings: [oldGoldEn, oldGoldHi, oldGoldTa, oldGoldTe] },
  { name: 'gold plan pages', strings: [goldPlanEn, goldPlanHi, goldPlanTa, goldPlanTe] },
  { name: 'certificates', strings: [certificatesEn, certificatesHi, certificatesTa, certificatesTe] },
  { name: 'cart engraving editor', strings: [cartEngravingEn, cartEngravingHi, cartEngravingTa, cartEngravingTe] },
];

describe.each(AREAS)('the $name strings', ({ strings }) => {
  const [english, ...others] = strings.map((language) => leavesOf(language));

  it('have every English key in Hindi, Tamil and Telugu, translated', () => {
    const keys = [...english!.keys()].sort();
    for (const language of others) {
      expect([...language.keys()].sort()).toEqual(keys);
      for (const key of keys) expect(language.get(key), key).not.toBe(english!.get(key));
    }
  });

  it('are not in the first view: its English has none of their keys', () => {
    const inFirstView = [...english!.keys()].filter((key) => hasKey(firstView, key));
    expect(inFirstView).toEqual([]);
  });
});

describe('the account pages strings', () => {
  it('leave the account menu in the first view, for the header, the mobile menu and the bottom bar', () => {
    expect(hasKey(firstView, 'auth.userMenu.signIn')).toBe(true);
    expect(hasKey(firstView, 'auth.login.title')).toBe(false);
    expect(leavesOf(accountPagesEn).get('auth.login.submit')).toBe('Sign in');
  });
});
