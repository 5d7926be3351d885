import { ACCOUNT_FORM_ANSWERS } from '@aabhushan/shared/schemas/account-form-answers';
import { tooManySignIns } from '@aabhushan/shared/schemas/auth-answers';
import { minutesToWait } from '../../lib/attempt-limiter';
import { verifyPassword } from '../../lib/password';
import { accountChecks, accountKey, clearAccountFailures, takeAttempt, type AuthLimits } from './auth-limits';
import { failure, type Failure } from './outcome';
import type { UserRow } from './users.repository';

/**
 * The current password of a signed-in customer, asked before a change of the account (password,
 * e-mail, deletion). A stolen session must not become a free password-guessing oracle: every try
 * counts as a failed sign-in, recorded before the check so parallel guesses cannot all pass; a
 * right one clears it. Null when the password is right, else the refusal.
 */
export async function checkCurrentPassword(limits: AuthLimits, user: Pick<UserRow, 'email' | 'passwordHash'>, password: string, address: string): Promise<Failure | null> {
  const key = accountKey(user.email);
  const wait = await takeAttempt(accountChecks(limits, key, address));
  if (wait !== null) return failure(429, tooManySignIns(minutesToWait(wait)), wait);
  if (!(await verifyPassword(user.passwordHash, password))) return failure(400, ACCOUNT_FORM_ANSWERS.currentPasswordWrong);
  await clearAccountFailures(limits, key, address);
  return null;
}
