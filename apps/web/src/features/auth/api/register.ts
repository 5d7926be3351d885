import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@aabhushan/shared/schemas/auth';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/register; the answer's message is the spec's success text. */
export async function register(body: RegisterBody): Promise<string> {
  return (await apiSend<unknown>('POST', '/api/auth/register', body)).message;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
