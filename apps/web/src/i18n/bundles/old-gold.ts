import { OLD_GOLD_MESSAGES } from '@aabhushan/shared/schemas/old-gold-messages';
import { registerMessageGroups } from '../../lib/translate-message';
import { registerArea } from '../i18n';
import { oldGoldEn } from '../locales/old-gold/en';
import { oldGoldHi } from '../locales/old-gold/hi';
import { oldGoldTa } from '../locales/old-gold/ta';
import { oldGoldTe } from '../locales/old-gold/te';

// The old-gold page's strings, added when it loads.
registerArea({ en: oldGoldEn, hi: oldGoldHi, ta: oldGoldTa, te: oldGoldTe });
// The estimate form says what is wrong with the schema's own sentences, shown by their codes.
registerMessageGroups({ OLD_GOLD: OLD_GOLD_MESSAGES });
