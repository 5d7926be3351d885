import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody, ProfileUser } from '@aabhushan/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/use-session';
import { accountKeys } from './account-keys';

/**
 * PUT /api/auth/profile: answers the updated user in data.user, and a message that says whether
 * a new e-mail now waits for its confirmation link.
 */
export async function updateProfile(body: ProfileUpdateBody): Promise<{ user: ProfileUser; message: string }> {
  const answer = await apiSend<{ user: ProfileUser }>('PUT', '/api/auth/profile', body);
  return { user: answer.data.user, message: answer.message };
}

/** Saves the profile; the cache and the session (header name, side panel) update at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const session = useSessionStore();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(accountKeys.profile(), user);
      session.updateUser(user);
    },
  });
}
