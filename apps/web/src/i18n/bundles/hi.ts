import { mergeMessages } from '../merge-messages';
import { hi } from '../locales/hi';
import { authHi } from '../locales/auth/hi';
import { shoppingHi } from '../locales/shopping/hi';
import { productHi } from '../locales/product/hi';
import { homeHi } from '../locales/home/hi';
import { messagesHi } from '../locales/messages/hi';
import { legalHi } from '../locales/legal/hi';
import { cartHi } from '../locales/cart/hi';
import { contentNavHi } from '../locales/content-nav/hi';
import { reviewAccessHi } from '../locales/review-access/hi';

/** Every interface string in this language; add a feature area's bundle here (and in the other three). */
export const translation = mergeMessages(hi, [authHi, shoppingHi, productHi, homeHi, messagesHi, legalHi, cartHi, contentNavHi, reviewAccessHi]);
