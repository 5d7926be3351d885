import { mergeMessages } from '../merge-messages';
import { te } from '../locales/te';
import { authTe } from '../locales/auth/te';
import { shoppingTe } from '../locales/shopping/te';
import { productTe } from '../locales/product/te';
import { homeTe } from '../locales/home/te';
import { messagesTe } from '../locales/messages/te';
import { legalTe } from '../locales/legal/te';
import { cartTe } from '../locales/cart/te';
import { contentNavTe } from '../locales/content-nav/te';
import { reviewAccessTe } from '../locales/review-access/te';

/** Every interface string in this language; add a feature area's bundle here (and in the other three). */
export const translation = mergeMessages(te, [authTe, shoppingTe, productTe, homeTe, messagesTe, legalTe, cartTe, contentNavTe, reviewAccessTe]);
