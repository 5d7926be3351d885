import { CERTIFICATE_MESSAGES } from '@aabhushan/shared/schemas/certificate-messages';
import { registerMessageGroups } from '../../lib/translate-message';
import { registerArea } from '../i18n';
import { certificatesEn } from '../locales/certificates/en';
import { certificatesHi } from '../locales/certificates/hi';
import { certificatesTa } from '../locales/certificates/ta';
import { certificatesTe } from '../locales/certificates/te';

// The product page's certificates and the verify pages' strings, added when one of them loads.
registerArea({ en: certificatesEn, hi: certificatesHi, ta: certificatesTa, te: certificatesTe });
// The number field and the not-found page say the shared sentences, shown by their codes.
registerMessageGroups({ CERTIFICATE: CERTIFICATE_MESSAGES });
