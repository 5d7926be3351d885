import type { addressesEn } from './en';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Every language has every address string (the addresses bundle test checks the keys match). */
export type AddressesMessages = Strings<typeof addressesEn>;
