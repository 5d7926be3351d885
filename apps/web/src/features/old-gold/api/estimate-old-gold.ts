import { useMutation } from '@tanstack/react-query';
import type { OldGoldEstimateAnswer, OldGoldEstimateBody } from '@aabhushan/shared/schemas/old-gold';
import { apiSend } from '../../../lib/api-client';

/** POST /api/public/old-gold/estimate: the value at the day's rate, after the store's deductions. */
export async function estimateOldGold(body: OldGoldEstimateBody): Promise<OldGoldEstimateAnswer> {
  return (await apiSend<OldGoldEstimateAnswer>('POST', '/api/public/old-gold/estimate', body)).data;
}

export function useOldGoldEstimate() {
  return useMutation({ mutationFn: estimateOldGold });
}
