import type { authEn } from './en';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Every language has every accounts string (the i18n test checks the keys match). */
export type AuthMessages = Strings<typeof authEn>;
