import type { reviewAccessEn } from './en';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Every language has every review-access string (the i18n test checks the keys match). */
export type ReviewAccessMessages = Strings<typeof reviewAccessEn>;
