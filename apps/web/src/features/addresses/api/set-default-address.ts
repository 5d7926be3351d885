import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@aabhushan/shared/schemas/address';
import { apiSend } from '../../../lib/api-client';
import { addressKeys } from './address-keys';

/** PATCH /api/address/{id}/default: this one becomes the only default. */
export async function setDefaultAddress(id: string): Promise<Address> {
  return (await apiSend<Address>('PATCH', `/api/address/${encodeURIComponent(id)}/default`)).data;
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDefaultAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }) });
}
