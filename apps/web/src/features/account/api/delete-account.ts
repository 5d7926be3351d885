import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@aabhushan/shared/schemas/account-deletion';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/delete-account: erases the account (its orders are kept without the person) and ends every session. */
export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await apiSend<null>('POST', '/api/auth/delete-account', body);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
