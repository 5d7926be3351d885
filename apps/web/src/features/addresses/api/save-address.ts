import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '@aabhushan/shared/schemas/address';
import { apiSend, type Envelope } from '../../../lib/api-client';
import { addressKeys } from './address-keys';

/** POST /api/address (no id) or PUT /api/address/{id}; answers the saved address and the server's message. */
export function saveAddress({ id, body }: { id?: string; body: AddressInput }): Promise<Envelope<Address>> {
  return id ? apiSend<Address>('PUT', `/api/address/${encodeURIComponent(id)}`, body) : apiSend<Address>('POST', '/api/address', body);
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    // Saving may move the default flag off another address: read the whole book again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
