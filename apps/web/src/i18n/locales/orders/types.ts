import type { ordersEn } from './en';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Every language has every orders string (the bundle test checks the keys match). */
export type OrdersMessages = Strings<typeof ordersEn>;
