import type { cartEn } from './en';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Every language has every cart, wishlist and coupon string (the i18n test checks the keys match). */
export type CartMessages = Strings<typeof cartEn>;
