import { readQueryParam } from '../../../lib/url-params';
import { readReturnUrl } from '../../../lib/session/return-url';

/** Longest e-mail address the store accepts (the shared e-mail schema's limit). */
export const EMAIL_PARAM_MAX_LENGTH = 254;

/**
 * The note above the sign-in form: after the e-mail link (?verified=true|invalid), sign-up
 * (?registered=true), an e-mail change's confirmation link (?emailChanged=true|invalid|taken) or
 * the deletion of the account (?accountDeleted=true).
 */
export type LoginNotice = 'verified' | 'verifyInvalid' | 'registered' | 'emailChanged' | 'emailChangeInvalid' | 'emailChangeTaken' | 'accountDeleted';

const EMAIL_CHANGE_NOTICES: Record<string, LoginNotice> = { true: 'emailChanged', invalid: 'emailChangeInvalid', taken: 'emailChangeTaken' };

export interface LoginParams {
  /** Prefills the form (the sign-up and forgot-password pages pass the address along). */
  email: string;
  /** Where to go after sign-in: a same-site path only. */
  returnUrl?: string;
  notice?: LoginNotice;
}

/** ?email= as the sign-in and forgot-password forms prefill it: '' when missing, repeated or unsafe. */
export function readEmailParam(params: URLSearchParams): string {
  return readQueryParam(params, 'email', EMAIL_PARAM_MAX_LENGTH) ?? '';
}

/** What /login reads from its address; any value it cannot use is dropped. */
export function readLoginParams(params: URLSearchParams): LoginParams {
  const verified = readQueryParam(params, 'verified');
  const emailChanged = readQueryParam(params, 'emailChanged');
  const notice: LoginNotice | undefined =
    verified === 'true'
      ? 'verified'
      : verified === 'invalid'
        ? 'verifyInvalid'
        : readQueryParam(params, 'registered') === 'true'
          ? 'registered'
          : emailChanged !== undefined && Object.hasOwn(EMAIL_CHANGE_NOTICES, emailChanged)
            ? EMAIL_CHANGE_NOTICES[emailChanged]
            : readQueryParam(params, 'accountDeleted') === 'true'
              ? 'accountDeleted'
              : undefined;
  return { email: readEmailParam(params), returnUrl: readReturnUrl(params), notice };
}
