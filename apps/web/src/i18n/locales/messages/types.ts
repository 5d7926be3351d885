import type { messagesEn } from './en';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Every language has every message (the i18n test checks the keys match). */
export type MessageStrings = Strings<typeof messagesEn>;
