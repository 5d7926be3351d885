/**
 * The account forms' later strings in English: a change of the sign-in e-mail (the profile
 * form's hint, the notices after its links), the profile's data section and the deletion of the
 * account. Loaded with the pages that show them
 * (bundles/account-forms.ts), so they stay out of the first view; other languages must have
 * every key.
 */
export type AccountFormsMessages = {
  emailChange: { hint: string; changed: string; invalid: string; taken: string; restored: string };
  myData: { title: string; text: string; download: string; downloading: string; failed: string };
  deleteAccount: Record<'title' | 'text' | 'open' | 'dialogTitle' | 'erasedTitle' | 'erased' | 'keptTitle' | 'kept' | 'openOrders' | 'before' | 'password' | 'passwordMissing' | 'confirm' | 'deleting' | 'cancel' | 'done' | 'failed', string>;
};

export const accountFormsEn: AccountFormsMessages = {
  emailChange: {
    hint: 'To change your e-mail, enter your current password. We send a link to the new address; the change happens when you open it.',
    changed: 'Your e-mail address is changed. Please sign in with the new one.',
    invalid: 'This link is invalid or has expired. Your e-mail address has not changed.',
    taken: 'That e-mail address now belongs to another account, so yours has not changed.',
    restored: 'Your account keeps its e-mail address and every device has been signed out. Choose a new password to sign in again.',
  },
  myData: {
    title: 'Your data',
    text: 'Download everything we keep about you (profile, addresses, orders, reviews, wishlist and sign-ins) as one file.',
    download: 'Download my data',
    downloading: 'Preparing your file…',
    failed: 'Your data could not be downloaded. Please try again.',
  },
  deleteAccount: {
    title: 'Delete my account',
    text: 'Erase your profile and personal details from Aabhushan. This cannot be undone.',
    open: 'Delete my account',
    dialogTitle: 'Delete your account?',
    erasedTitle: 'What we erase',
    erased: 'Your name, e-mail, phone, date of birth and the rest of your profile; your saved addresses, wishlist and cart; your sign-ins on every device; your newsletter subscription; and the words of your reviews (their star ratings stay, without your name).',
    keptTitle: 'What we keep, and why',
    kept: 'Your orders and their invoices, for 8 years, because GST and company law require it. They keep only what the law needs: the pieces, prices, payments and the state they were delivered to. Your name, phone, street address and PIN are removed from them.',
    openOrders: 'An order still on its way must first be delivered, cancelled or returned, and any refund paid.',
    before: 'Before you go, you can download your data with "Download my data" above.',
    password: 'Enter your password to confirm',
    passwordMissing: 'Enter your password to delete your account.',
    confirm: 'Delete permanently',
    deleting: 'Deleting…',
    cancel: 'Keep my account',
    done: 'Your account has been deleted and you are signed out. Your orders and invoices are kept for 8 years without your personal details, as GST and company law require.',
    failed: 'Your account could not be deleted. Please try again.',
  },
};
