import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@aabhushan/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';

/** PUT /api/auth/password: every other session of the account ends (docs/decisions.md). */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  return (await apiSend<unknown>('PUT', '/api/auth/password', body)).message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
