import { registerArea } from '../i18n';
import { contentEn } from '../locales/content/en';
import { contentHi } from '../locales/content/hi';
import { contentTa } from '../locales/content/ta';
import { contentTe } from '../locales/content/te';

// The content pages' strings, added when the first of those pages loads.
registerArea({ en: contentEn, hi: contentHi, ta: contentTa, te: contentTe });
