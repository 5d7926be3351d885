import { GOLD_PLAN_MESSAGES } from '@aabhushan/shared/schemas/gold-plans';
import { registerMessageGroups } from '../../lib/translate-message';
import { registerArea } from '../i18n';
import { goldPlanEn } from '../locales/gold-plan/en';
import { goldPlanHi } from '../locales/gold-plan/hi';
import { goldPlanTa } from '../locales/gold-plan/ta';
import { goldPlanTe } from '../locales/gold-plan/te';

// The gold plan page's and My Gold Plans' strings, added when either loads.
registerArea({ en: goldPlanEn, hi: goldPlanHi, ta: goldPlanTa, te: goldPlanTe });
// The calculator says what is wrong with the API's own sentences, shown by their codes.
registerMessageGroups({ GOLD_PLAN: GOLD_PLAN_MESSAGES });
