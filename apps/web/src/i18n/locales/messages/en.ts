import { AUTH_MESSAGES } from '@aabhushan/shared/schemas/auth';
import { AUTH_ANSWERS } from '@aabhushan/shared/schemas/auth-answers';
import { NEWSLETTER_MESSAGES } from '@aabhushan/shared/schemas/newsletter';
import { REVIEW_MESSAGES } from '@aabhushan/shared/schemas/reviews';

/**
 * Validation messages of the shared schemas and known server answers, in English word for
 * word as the schemas and the API send them: the schemas' and the accounts API's texts by
 * reference (schemas/auth.ts, schemas/auth-answers.ts). lib/translate-message.ts
 * turns each English text back into its key here, so every language shows it in its own words.
 */
export const messagesEn = {
  messages: {
    emailRequired: AUTH_MESSAGES.emailRequired,
    emailInvalid: AUTH_MESSAGES.emailInvalid,
    passwordRequired: AUTH_MESSAGES.passwordRequired,
    passwordTooShort: AUTH_MESSAGES.passwordTooShort,
    passwordTooLong: AUTH_MESSAGES.passwordTooLong,
    passwordPolicy: AUTH_MESSAGES.passwordPolicy,
    nameRequired: AUTH_MESSAGES.nameRequired,
    nameTooShort: AUTH_MESSAGES.nameTooShort,
    nameTooLong: AUTH_MESSAGES.nameTooLong,
    phoneRequired: AUTH_MESSAGES.phoneRequired,
    phoneInvalid: AUTH_MESSAGES.phoneInvalid,
    dobRequired: AUTH_MESSAGES.dobRequired,
    dobInvalid: AUTH_MESSAGES.dobInvalid,
    genderRequired: AUTH_MESSAGES.genderRequired,
    confirmRequired: AUTH_MESSAGES.confirmRequired,
    passwordsDoNotMatch: AUTH_MESSAGES.passwordsDoNotMatch,
    termsRequired: AUTH_MESSAGES.termsRequired,
    profileEmailInvalid: AUTH_MESSAGES.profileEmailInvalid,
    profilePhoneInvalid: AUTH_MESSAGES.profilePhoneInvalid,
    profilePincodeInvalid: AUTH_MESSAGES.profilePincodeInvalid,
    profileInvalidSubmit: AUTH_MESSAGES.profileInvalidSubmit,
    currentPasswordRequired: AUTH_MESSAGES.currentPasswordRequired,
    otpInvalid: AUTH_MESSAGES.otpInvalid,
    tokenRequired: AUTH_MESSAGES.tokenRequired,
    tooLong: 'Must be at most {{max}} characters',
    reviewRating: REVIEW_MESSAGES.rating,
    reviewTooShort: REVIEW_MESSAGES.commentTooShort,
    reviewTooLong: REVIEW_MESSAGES.commentTooLong,
    reviewPosted: REVIEW_MESSAGES.posted,
    reviewDuplicate: REVIEW_MESSAGES.duplicate,
    newsletterSubscribed: NEWSLETTER_MESSAGES.subscribed,
    newsletterAlready: NEWSLETTER_MESSAGES.alreadySubscribed,
    newsletterTooMany: NEWSLETTER_MESSAGES.tooMany,
    registered: AUTH_ANSWERS.registered,
    emailTaken: AUTH_ANSWERS.emailTaken,
    emailUsedByOther: AUTH_ANSWERS.emailUsedByOther,
    invalidCredentials: AUTH_ANSWERS.invalidCredentials,
    sessionEnded: AUTH_ANSWERS.sessionEnded,
    otpSent: AUTH_ANSWERS.otpSent,
    otpRefused: AUTH_ANSWERS.otpInvalid,
    forgotAnswer: AUTH_ANSWERS.forgotAnswer,
    resetOk: AUTH_ANSWERS.resetOk,
    resetInvalid: AUTH_ANSWERS.resetInvalid,
    profileUpdated: AUTH_ANSWERS.profileUpdated,
    passwordUpdated: AUTH_ANSWERS.passwordUpdated,
    currentPasswordWrong: AUTH_ANSWERS.currentPasswordWrong,
    samePassword: AUTH_ANSWERS.samePassword,
    mailFailed: AUTH_ANSWERS.mailFailed,
    signInRequired: 'Please sign in to continue.',
    forbidden: 'You do not have permission to perform this action',
    productNotFound: 'Product not found',
    requestInvalid: 'The request is not valid.',
    tooManySignIns_one: 'Too many sign-in attempts. Please try again in {{count}} minute.',
    tooManySignIns_other: 'Too many sign-in attempts. Please try again in {{count}} minutes.',
    tooManyEmails_one: 'Too many requests for this email. Please try again in {{count}} minute.',
    tooManyEmails_other: 'Too many requests for this email. Please try again in {{count}} minutes.',
    tooManyRequests_one: 'Too many requests from your network. Please try again in {{count}} minute.',
    tooManyRequests_other: 'Too many requests from your network. Please try again in {{count}} minutes.',
  },
};
