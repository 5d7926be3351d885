import type { aboutEn } from './en';

type Strings<T> = T extends string ? string : T extends readonly (infer U)[] ? Strings<U>[] : { [K in keyof T]: Strings<T[K]> };

/** Every language has every about string (the i18n test checks the keys match). */
export type AboutStrings = Strings<typeof aboutEn>;
