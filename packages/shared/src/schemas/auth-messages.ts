// Kept apart from the zod schemas (./auth.ts re-exports it): the storefront's first view
// translates these texts, and importing them must not bring zod along (the store's budgets, docs/performance.md).

/** Messages the spec quotes (part A sections 5 and 8) word for word; the rest are ours. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordPolicy:
    'Password must contain a number, an uppercase letter, a lowercase letter and one of # ? ! @ $ % ^ & * -',
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  dobRequired: 'Date of birth is required',
  dobInvalid: 'Please enter a valid date of birth',
  genderRequired: 'Please select your gender',
  confirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'You must agree to the terms and conditions',
  profileEmailInvalid: 'Valid email is required',
  profilePhoneInvalid: 'Valid 10-digit phone number is required',
  profilePincodeInvalid: 'Valid 6-digit PIN code is required',
  profileInvalidSubmit: 'Please fill in all required fields correctly',
  currentPasswordRequired: 'Current password is required',
  otpInvalid: 'Please enter the 6-digit code',
  tokenRequired: 'The link is incomplete. Please use the link from the e-mail.',
  languageInvalid: 'Please choose English, Hindi, Tamil or Telugu.',
} as const;
