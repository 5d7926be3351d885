import type { contentNavEn } from './en';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Every language names every content page. */
export type ContentNavStrings = Strings<typeof contentNavEn>;
