import { mergeMessages } from '../merge-messages';
import { en } from '../locales/en';
import { authEn } from '../locales/auth/en';
import { shoppingEn } from '../locales/shopping/en';
import { productEn } from '../locales/product/en';
import { homeEn } from '../locales/home/en';
import { legalEn } from '../locales/legal/en';
import { cartEn } from '../locales/cart/en';
import { contentNavEn } from '../locales/content-nav/en';
import { reviewAccessEn } from '../locales/review-access/en';

/** Every interface string in this language; add a feature area's bundle here (and in the other three). */
export const translation = mergeMessages(en, [authEn, shoppingEn, productEn, homeEn, legalEn, cartEn, contentNavEn, reviewAccessEn]);
