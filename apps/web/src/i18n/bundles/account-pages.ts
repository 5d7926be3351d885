import { registerArea } from '../i18n';
import { accountPagesEn } from '../locales/account-pages/en';
import { accountPagesHi } from '../locales/account-pages/hi';
import { accountPagesTa } from '../locales/account-pages/ta';
import { accountPagesTe } from '../locales/account-pages/te';

// The account pages' strings (sign-in, sign-up, forgotten and new password, access denied, the
// profile), added when the first of them loads; every module that shows them imports this file.
registerArea({ en: accountPagesEn, hi: accountPagesHi, ta: accountPagesTa, te: accountPagesTe });
