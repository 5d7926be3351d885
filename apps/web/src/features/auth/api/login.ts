import { useMutation } from '@tanstack/react-query';
import type { AuthSession, LoginBody } from '@aabhushan/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/use-session';

/** POST /api/auth/login: the access token, its lifetime and the user. */
export async function login(body: LoginBody): Promise<AuthSession> {
  return (await apiSend<AuthSession>('POST', '/api/auth/login', body)).data;
}

/** Signs in and starts the session (token stored by remember-me, refresh scheduled). */
export function useLogin() {
  const session = useSessionStore();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer, body) => session.signIn(answer, body.rememberMe === true),
  });
}
