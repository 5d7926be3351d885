import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@aabhushan/shared/schemas/address';
import { apiGet } from '../../../lib/api-client';
import { addressKeys } from './address-keys';

/** GET /api/address: the signed-in customer's addresses, the first added first (never cached by the server). */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return (await apiGet<Address[]>('/api/address', { signal, cache: 'no-store' })).data;
}

export function addressesQueryOptions() {
  // Quiet: the address book shows 'Failed to load addresses' itself, with a way to try again.
  return queryOptions({ queryKey: addressKeys.list(), queryFn: ({ signal }) => getAddresses(signal), meta: { quiet: true } });
}

/** The address book, with its default (the checkout preselects it). */
export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...addressesQueryOptions(), enabled });
  const addresses = query.data ?? [];
  return { ...query, addresses, defaultAddress: addresses.find((address) => address.default) ?? null };
}
