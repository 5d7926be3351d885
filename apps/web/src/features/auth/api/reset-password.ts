import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@aabhushan/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await apiSend<unknown>('POST', '/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
