import type { ReviewAccessMessages } from './types';

/** Who may review, in Telugu. */
export const reviewAccessTe: ReviewAccessMessages = {
  reviewAccess: {
    checking: 'మీరు ఈ ఆభరణాన్ని సమీక్షించగలరో లేదో తనిఖీ చేస్తున్నాం…',
    purchaseRequired: 'ఈ ఆభరణాన్ని కొని, అందుకున్న కస్టమర్లు మాత్రమే దీనిని సమీక్షించగలరు.',
    afterDelivery: 'దీని ఆర్డర్ మీకు డెలివరీ అయిన తర్వాత, మీ అభిప్రాయాన్ని ఇక్కడ పంచుకోవచ్చు.',
  },
};
