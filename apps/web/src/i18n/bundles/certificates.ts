import { registerArea } from '../i18n';
import { certificatesEn } from '../locales/certificates/en';
import { certificatesHi } from '../locales/certificates/hi';
import { certificatesTa } from '../locales/certificates/ta';
import { certificatesTe } from '../locales/certificates/te';

// The product page's certificates and the verify pages' strings, added when one of them loads.
// The verify form registers the shared sentences it shows (features/certificates/components/certificate-number-form.tsx).
registerArea({ en: certificatesEn, hi: certificatesHi, ta: certificatesTa, te: certificatesTe });
