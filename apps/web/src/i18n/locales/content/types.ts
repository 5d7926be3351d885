import type { contentEn } from './en';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? string[] : Strings<T[K]> };

/** Every language has every content string (the i18n test checks the keys match). */
export type ContentStrings = Strings<typeof contentEn>;
