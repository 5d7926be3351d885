import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoldPlanEnrolment, GoldPlanPaymentOrder, PublicGoldPlan } from '@aabhushan/shared/schemas/gold-plans';
import { apiGet, apiSend } from '../../../lib/api-client';

export const goldPlanKeys = {
  plans: ['gold-plans', 'public'] as const,
  mine: ['gold-plans', 'mine'] as const,
};

/** GET /api/public/gold-plans: the plans open for enrolment, names and terms in every language. */
export function useGoldPlans() {
  return useQuery({ queryKey: goldPlanKeys.plans, queryFn: async () => (await apiGet<PublicGoldPlan[]>('/api/public/gold-plans')).data });
}

/** GET /api/gold-plans/mine: the signed-in customer's enrolments with their schedules. */
export function useMyGoldPlans() {
  return useQuery({ queryKey: goldPlanKeys.mine, queryFn: async () => (await apiGet<GoldPlanEnrolment[]>('/api/gold-plans/mine')).data });
}

/** POST /api/gold-plans/enrol: the monthly amount in rupees. */
export function useEnrolGoldPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { planId: string; monthlyAmount: number }) => (await apiSend<GoldPlanEnrolment>('POST', '/api/gold-plans/enrol', body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goldPlanKeys.mine }),
  });
}

/** POST /api/gold-plans/{id}/close: closed early, the amount paid redeemable without the bonus. */
export function useCloseGoldPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await apiSend<GoldPlanEnrolment>('POST', `/api/gold-plans/${encodeURIComponent(id)}/close`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goldPlanKeys.mine }),
  });
}

/** POST /api/gold-plans/{id}/pay: the provider order of the next instalment (amount in paise). */
export async function openInstalmentPayment(enrolmentId: string): Promise<GoldPlanPaymentOrder> {
  return (await apiSend<GoldPlanPaymentOrder>('POST', `/api/gold-plans/${encodeURIComponent(enrolmentId)}/pay`)).data;
}
