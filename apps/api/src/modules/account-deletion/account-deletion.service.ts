import { ACCOUNT_DELETION_ANSWERS } from '@aabhushan/shared/schemas/account-deletion';
import { AUTH_ANSWERS } from '@aabhushan/shared/schemas/auth-answers';
import type { Database } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { accountKey, clearAllAccountFailures, type AuthLimits } from '../auth/auth-limits';
import { checkCurrentPassword } from '../auth/current-password';
import { failure, success, type Outcome } from '../auth/outcome';
import { eraseAccount, findAccountHolder } from './account-deletion.repository';

export interface AccountDeletionDeps {
  db: Database;
  /** Re-seals the kept orders' addresses without their personal fields. */
  cipher: DataCipher;
  /** The sign-in limits the password check counts against, shared with the accounts module. */
  limits: AuthLimits;
  /** Told of the sessions ended, once the deletion is committed (auth/session-liveness.ts). */
  forgetSessions: (sessionIds: readonly string[]) => void;
  now?: () => Date;
}

/**
 * A customer deletes their own account (India's DPDP Act, right to erasure). Staff accounts are
 * not deleted this way; the current password is asked and counted as for a password change; an
 * order still open keeps the account until it is finished. Then, in one transaction, the account
 * is erased and its orders are kept without the customer's personal fields (account-deletion.repository.ts).
 */
export function createAccountDeletionService({ db, cipher, limits, forgetSessions, now = () => new Date() }: AccountDeletionDeps) {
  return {
    async deleteAccount(userId: string, password: string, address: string): Promise<Outcome<null>> {
      const user = await findAccountHolder(db, userId);
      if (!user) return failure(401, AUTH_ANSWERS.sessionEnded);
      if (user.roleType !== 'customer') return failure(403, ACCOUNT_DELETION_ANSWERS.staffRefused);
      const wrong = await checkCurrentPassword(limits, user, password, address);
      if (wrong) return wrong;
      const erasure = await db.transaction((tx) => eraseAccount(tx, cipher, user, now()));
      if (!erasure.erased) return failure(409, erasure.reason === 'gold-plan' ? ACCOUNT_DELETION_ANSWERS.goldPlanHeld : ACCOUNT_DELETION_ANSWERS.openOrders);
      forgetSessions(erasure.endedSessions);
      // The address is free for a new account: old sign-in lock-outs must not follow it there.
      await clearAllAccountFailures(limits, accountKey(user.email));
      return success(null);
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
