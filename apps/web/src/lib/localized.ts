export type LanguageCode = 'en' | 'hi' | 'ta' | 'te';

/** The text in the shopper's language, falling back to English; the server's heads read it the same way. */
export { pickLocalized } from '@aabhushan/shared/localized-text';
