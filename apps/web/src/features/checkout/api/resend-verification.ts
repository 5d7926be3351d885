import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/resend-verification: the e-mail verification link again (online payment needs it); answers the server's sentence. */
export async function resendVerification(): Promise<string> {
  return (await apiSend<{ sent: boolean }>('POST', '/api/auth/resend-verification')).message;
}
