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

/** To the new address of an e-mail change: the change happens only when this link is opened. */
export function emailChangeConfirmMail(to: string, name: string, link: string): MailMessage {
  return mail(to, 'email change confirm', 'Confirm your new email for Aabhushan', [
    greeting(name),
    'You asked to sign in to Aabhushan with this address from now on. Open this link to confirm it (valid for 24 hours):',
    link,
    'Until you do, your account keeps its current e-mail address. If you did not ask for this, you can ignore this e-mail.',
  ], link);
}

/** To the current address when a change is asked for: a stolen session cannot move an account silently. */
export function emailChangeRequestedMail(to: string, name: string, newEmail: string, notMeLink: string): MailMessage {
  return mail(to, 'email change requested', 'Your Aabhushan email is about to change', [
    greeting(name),
    `Someone signed in to your Aabhushan account asked to change its e-mail address to ${newEmail}. The change happens when that address confirms it.`,
    'If this was not you, open this link (valid for 7 days). It keeps this address on your account, or gives it back, signs out every device and asks you for a new password:',
    notMeLink,
  ], notMeLink);
}
