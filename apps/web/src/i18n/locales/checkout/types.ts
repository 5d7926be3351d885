import type { checkoutEn } from './en';

type Strings<T> = T extends string ? string : { [K in keyof T]: Strings<T[K]> };

/** Every language has every checkout string (the bundle test checks the keys match). */
export type CheckoutStrings = Strings<typeof checkoutEn>;
