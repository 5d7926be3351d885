import { registerArea } from '../i18n';
import { aboutEn } from '../locales/about/en';
import { aboutHi } from '../locales/about/hi';
import { aboutTa } from '../locales/about/ta';
import { aboutTe } from '../locales/about/te';

// The about page's strings, added when it loads.
registerArea({ en: aboutEn, hi: aboutHi, ta: aboutTa, te: aboutTe });
