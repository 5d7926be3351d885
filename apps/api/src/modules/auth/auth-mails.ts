import type { MailMessage } from '../../lib/mail/mailer';
import { composeMail as mail } from '../../lib/mail/compose-mail';
import { greeting } from '../../lib/mail/plain-name';

export function verificationMail(to: string, name: string, link: string): MailMessage {
  return mail(to, 'verification', 'Please verify your email for Aabhushan', [
    greeting(name),
    'Please confirm your email address by opening this link (valid for 24 hours):',
    link,
    'If you did not create an account with Aabhushan, you can ignore this e-mail.',
  ], link);
}

export function signInCodeMail(to: string, name: string, code: string): MailMessage {
  // The code stays out of the subject: subjects show on lock screens and in mail logs.
  return mail(to, 'sign-in code', 'Your Aabhushan sign-in code', [
    greeting(name),
    `Your sign-in code is ${code}. It is valid for 10 minutes and can be used once.`,
    'If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.',
  ]);
}

export function resetMail(to: string, name: string, link: string): MailMessage {
  return mail(to, 'password reset', 'Reset your Aabhushan password', [
    greeting(name),
    'We received a request to reset your password. Open this link to choose a new one (valid for 30 minutes, once):',
    link,
    'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  ], link);
}

/** To the old address after an e-mail change: a stolen session cannot move an account silently. */
export function emailChangedMail(to: string, name: string, newEmail: string): MailMessage {
  return mail(to, 'email changed', 'The email on your Aabhushan account was changed', [
    greeting(name),
    `The email address on your Aabhushan account was just changed to ${newEmail}. Sign-in links and codes will go there from now on.`,
    'If you did not make this change, please reply to this e-mail or call us at once so that we can secure your account.',
  ]);
}
