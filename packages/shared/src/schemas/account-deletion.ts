import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages';

/**
 * The answers of POST /api/auth/delete-account that only the Security tab's dialog shows; a wrong
 * password answers ACCOUNT_FORM_ANSWERS.currentPasswordWrong, as the password change does.
 */
export const ACCOUNT_DELETION_ANSWERS = {
  deleted: 'Your account has been deleted. Your orders and invoices are kept for 8 years without your personal details, as GST and company law require.',
  staffRefused: 'Staff accounts cannot be deleted here. Please ask the store owner to close a staff account.',
  openOrders: 'Your account cannot be deleted while an order is still open. When every order is delivered, cancelled or returned, and any refund has been paid, you can delete it.',
  goldPlanHeld: 'Your account cannot be deleted while a gold plan holds money not yet redeemed. Gold plans are not refunded in cash: redeem it against jewellery first, or contact us for help.',
} as const;

/** The body of POST /api/auth/delete-account: the current password, as for any change of the account. */
export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: AUTH_MESSAGES.currentPasswordRequired })
    .min(1, { error: AUTH_MESSAGES.currentPasswordRequired })
    .max(128, { error: AUTH_MESSAGES.passwordTooLong }),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;
