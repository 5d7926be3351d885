import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { addressKeys } from './address-keys';

/** DELETE /api/address/{id}; the server promotes another default when this one was it. */
export async function deleteAddress(id: string): Promise<void> {
  await apiSend<null>('DELETE', `/api/address/${encodeURIComponent(id)}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }) });
}
