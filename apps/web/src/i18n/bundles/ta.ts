import { mergeMessages } from '../merge-messages';
import { ta } from '../locales/ta';
import { authTa } from '../locales/auth/ta';
import { shoppingTa } from '../locales/shopping/ta';
import { productTa } from '../locales/product/ta';
import { homeTa } from '../locales/home/ta';
import { messagesTa } from '../locales/messages/ta';
import { legalTa } from '../locales/legal/ta';
import { cartTa } from '../locales/cart/ta';
import { contentNavTa } from '../locales/content-nav/ta';
import { reviewAccessTa } from '../locales/review-access/ta';

/** Every interface string in this language; add a feature area's bundle here (and in the other three). */
export const translation = mergeMessages(ta, [authTa, shoppingTa, productTa, homeTa, messagesTa, legalTa, cartTa, contentNavTa, reviewAccessTa]);
