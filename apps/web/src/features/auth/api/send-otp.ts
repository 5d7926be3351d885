import { useMutation } from '@tanstack/react-query';
import type { EmailOnlyBody } from '@aabhushan/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/send-otp: e-mails a 6-digit code; the answer names the user to verify. */
export async function sendOtp(body: EmailOnlyBody): Promise<{ userId: string }> {
  return (await apiSend<{ userId: string }>('POST', '/api/auth/send-otp', body)).data;
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
