import { useMutation } from '@tanstack/react-query';
import type { EmailOnlyBody } from '@aabhushan/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: always answers 200, so no one learns which e-mails have accounts. */
export async function forgotPassword(body: EmailOnlyBody): Promise<void> {
  await apiSend<unknown>('POST', '/api/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
