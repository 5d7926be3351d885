import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody, ProfileUser } from '@aabhushan/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/use-session';
import { accountKeys } from './account-keys';

/** PUT /api/auth/profile: answers the updated user in data.user. */
export async function updateProfile(body: ProfileUpdateBody): Promise<ProfileUser> {
  return (await apiSend<{ user: ProfileUser }>('PUT', '/api/auth/profile', body)).data.user;
}

/** Saves the profile; the cache and the session (header name, side panel) update at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const session = useSessionStore();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(accountKeys.profile(), user);
      session.updateUser(user);
    },
  });
}
