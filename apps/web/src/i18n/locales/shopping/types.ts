import type { shoppingEn } from './en';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Every language has every shopping string (the i18n test checks the keys match). */
export type ShoppingMessages = Strings<typeof shoppingEn>;
