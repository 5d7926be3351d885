import { useQuery } from '@tanstack/react-query';
import type { PhoneCodeSent, PhoneConfirmation } from '@aabhushan/shared/schemas/phone-confirmation';
import { apiGet, apiSend } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /api/phone-confirmations: whether this address's phone is confirmed for cash on delivery. */
export function usePhoneConfirmation(addressId: string, enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.phoneConfirmation(addressId),
    queryFn: async ({ signal }) => (await apiGet<PhoneConfirmation>('/api/phone-confirmations', { signal, params: { addressId } })).data,
    enabled,
  });
}

/** POST /api/phone-confirmations/send: a code to the phone (SMS) or the account's e-mail. */
export async function sendPhoneCode(addressId: string): Promise<PhoneCodeSent> {
  return (await apiSend<PhoneCodeSent>('POST', '/api/phone-confirmations/send', { addressId })).data;
}

/** POST /api/phone-confirmations/confirm: the code typed in. */
export async function confirmPhoneCode(addressId: string, code: string): Promise<PhoneConfirmation> {
  return (await apiSend<PhoneConfirmation>('POST', '/api/phone-confirmations/confirm', { addressId, code })).data;
}
