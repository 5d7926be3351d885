import type { OrderLimitStrings } from './en';

/** The payment-maximum note in Telugu. */
export const orderLimitTe: OrderLimitStrings = {
  orderLimit: {
    title: 'ఈ ఆర్డర్ {{amount}} కంటే ఎక్కువ',
    text: 'ఒక ఆర్డర్‌కు {{amount}} వరకు మాత్రమే చెల్లించవచ్చు. మీ ఆభరణాలను చిన్న ఆర్డర్‌లుగా విభజించండి, లేదా మా షోరూమ్‌కు వచ్చి కొనండి.',
    showrooms: 'షోరూమ్‌ను కనుగొనండి',
  },
};
