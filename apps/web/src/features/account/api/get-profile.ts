import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileUser } from '@aabhushan/shared/schemas/auth';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/use-session';
import { accountKeys } from './account-keys';

/** GET /api/auth/profile (bearer): the full profile with order count and wallet balance. */
export async function getProfile(signal?: AbortSignal): Promise<ProfileUser> {
  return (await apiGet<ProfileUser>('/api/auth/profile', { signal })).data;
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
    // The profile changes only through this app's own edits, which update the cache.
    staleTime: 60_000,
  });
}

/** The profile, loaded only for a signed-in shopper. */
export function useProfile() {
  const { status } = useSession();
  return useQuery({ ...profileQueryOptions(), enabled: status === 'signed-in' });
}
