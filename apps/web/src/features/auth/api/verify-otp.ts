import { useMutation } from '@tanstack/react-query';
import type { AuthSession, VerifyOtpBody } from '@aabhushan/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/use-session';

/** POST /api/auth/verify-otp: answers like a login. */
export async function verifyOtp(body: VerifyOtpBody): Promise<AuthSession> {
  return (await apiSend<AuthSession>('POST', '/api/auth/verify-otp', body)).data;
}

export function useVerifyOtp() {
  const session = useSessionStore();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: (answer, body) => session.signIn(answer, body.rememberMe === true),
  });
}
