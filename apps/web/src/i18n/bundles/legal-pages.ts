import { registerArea } from '../i18n';
import { legalPagesEn } from '../locales/legal-pages/en';
import { legalPagesHi } from '../locales/legal-pages/hi';
import { legalPagesTa } from '../locales/legal-pages/ta';
import { legalPagesTe } from '../locales/legal-pages/te';

// The policy pages' strings (notes, contents, section headings), added when the first of them loads.
registerArea({ en: legalPagesEn, hi: legalPagesHi, ta: legalPagesTa, te: legalPagesTe });
