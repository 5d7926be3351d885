import { describe, expect, it } from 'vitest';
import { maxQuantityMessage } from '@aabhushan/shared/rules/cart-line';
import { COUPON_MESSAGES, couponDroppedMessage, minimumOrderMessage } from '@aabhushan/shared/rules/coupon';
import { textTooLong } from '@aabhushan/shared/schemas/auth';
import { AUTH_MESSAGES } from '@aabhushan/shared/schemas/auth-messages';
import { AUTH_ANSWERS } from '@aabhushan/shared/schemas/auth-answers';
import { NEWSLETTER_MESSAGES } from '@aabhushan/shared/schemas/newsletter-messages';
import { REVIEW_MESSAGES } from '@aabhushan/shared/schemas/review-messages';
import { createI18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { getErrorMessage } from './error-message';
import { translateApiMessage, translateMessage } from './translate-message';

const SHARED = [...Object.values(AUTH_MESSAGES), ...Object.values(REVIEW_MESSAGES), ...Object.values(NEWSLETTER_MESSAGES)];
/** A refusal as the API client reads it: status, message, and the code and values of the body. */
const refused = (status: number, message: string, code: string, values?: Record<string, string | number>) =>
  new ApiError('http', status, '/api/x', message, { code, ...(values ? { values } : {}) });

describe('translateMessage: the storefront own texts, by the group they come from', () => {
  it('keeps every shared schema message word for word in English', () => {
    const { t } = createI18n('en');
    for (const message of SHARED) expect(translateMessage(message, t)).toBe(message);
  });

  it.each(['hi', 'ta', 'te'] as const)('shows every shared schema message in %s', (language) => {
    const { t } = createI18n(language);
    for (const message of SHARED) {
      const shown = translateMessage(message, t);
      expect(shown, message).not.toBe(message);
      expect(shown).not.toMatch(/^messages\./);
    }
  });

  it('translates a text made with a value in the browser (a field over its length)', () => {
    expect(translateMessage(textTooLong(120), createI18n('en').t)).toBe('Must be at most 120 characters');
    expect(translateMessage(textTooLong(120), createI18n('hi').t)).toBe('अधिकतम 120 अक्षर हो सकते हैं');
  });

  it('translates the account forms answers once their pages load', async () => {
    const { t } = createI18n('te');
    const common = 'This password is too common. Please choose another.';
    expect(translateMessage(common, t)).toBe(common);
    await import('../i18n/bundles/account-forms');
    expect(translateMessage(common, t)).toBe('ఈ పాస్‌వర్డ్ చాలా సాధారణమైనది. దయచేసి మరొకటి ఎంచుకోండి.');
    expect(translateMessage(common, createI18n('en').t)).toBe(common);
  });

  it('shows a text of no known group as it is', () => {
    expect(translateMessage('Something new from the server', createI18n('te').t)).toBe('Something new from the server');
  });
});

describe('translateApiMessage: a refusal by its code, never by its English', () => {
  it('translates by the code whatever the English says', () => {
    const hi = createI18n('hi').t;
    expect(translateApiMessage(refused(401, 'Any English at all', 'ACCOUNT_INVALID_CREDENTIALS'), hi)).toBe('ईमेल या पासवर्ड गलत है');
    // The same English without a code is shown as it was sent.
    expect(translateApiMessage(new ApiError('http', 401, '/x', AUTH_ANSWERS.invalidCredentials), hi)).toBe(AUTH_ANSWERS.invalidCredentials);
  });

  it('fills the values in, singular and plural, and keeps the English exact', () => {
    const en = createI18n('en').t;
    const hi = createI18n('hi').t;
    const ta = createI18n('ta').t;
    const wait15 = refused(429, 'Too many sign-in attempts. Please try again in 15 minutes.', 'AUTH_TOO_MANY_SIGN_INS', { count: 15 });
    expect(translateApiMessage(wait15, en)).toBe(wait15.message);
    expect(translateApiMessage(wait15, hi)).toBe('बहुत अधिक साइन-इन प्रयास। कृपया 15 मिनट बाद फिर प्रयास करें।');
    expect(translateApiMessage(refused(429, 'x', 'AUTH_TOO_MANY_SIGN_INS', { count: 1 }), ta)).toContain('1 நிமிடத்தில்');
    expect(translateApiMessage(refused(400, maxQuantityMessage(3), 'CART_MAX_QUANTITY', { max: 3 }), hi)).toBe('अधिकतम उपलब्ध संख्या 3 है');
  });

  it('translates a reason inside a message by its own code', () => {
    const hi = createI18n('hi').t;
    const reason = minimumOrderMessage(500_000);
    const dropped = refused(400, couponDroppedMessage('WELCOME10', reason), 'COUPON_DROPPED', { coupon: 'WELCOME10', reason, reasonCode: 'COUPON_MINIMUM_ORDER', amount: '₹5,000' });
    expect(translateApiMessage(dropped, hi)).toBe('कूपन WELCOME10 हटाया गया: न्यूनतम ऑर्डर मूल्य ₹5,000 आवश्यक है');
    const expired = refused(400, couponDroppedMessage('OLD', COUPON_MESSAGES.expired), 'COUPON_DROPPED', { coupon: 'OLD', reason: COUPON_MESSAGES.expired, reasonCode: 'COUPON_EXPIRED' });
    expect(translateApiMessage(expired, createI18n('en').t)).toBe('Coupon OLD was removed: This coupon has expired');
    expect(translateApiMessage(expired, hi)).not.toContain('This coupon has expired');
  });

  it('shows the English of a code no language has yet', () => {
    expect(translateApiMessage(refused(400, 'A brand new refusal', 'SOMETHING_NEW'), createI18n('ta').t)).toBe('A brand new refusal');
  });
});

describe('getErrorMessage', () => {
  const { t } = createI18n('en');
  const http = (status: number, message = 'Invalid email or password') => refused(status, message, 'ACCOUNT_INVALID_CREDENTIALS');

  it("shows a 4xx answer's own words, translated by its code", () => {
    expect(getErrorMessage(http(401), t, { fallback: 'Login failed' })).toBe('Invalid email or password');
    expect(getErrorMessage(http(401), createI18n('hi').t)).toBe('ईमेल या पासवर्ड गलत है');
  });

  it('uses the form fallback for anything else', () => {
    expect(getErrorMessage(http(500, 'boom'), t, { fallback: 'Login failed' })).toBe('Login failed');
    expect(getErrorMessage(new ApiError('network', 0, '/x', 'offline'), t, { fallback: 'Login failed' })).toBe('Login failed');
    expect(getErrorMessage(new Error('x'), t, { fallback: 'Login failed' })).toBe('Login failed');
  });

  it("without a fallback uses the shell's network, timeout and server texts", () => {
    expect(getErrorMessage(new ApiError('network', 0, '/x', 'offline'), t)).toBe(t('errors.network'));
    expect(getErrorMessage(new ApiError('timeout', 0, '/x', 'slow'), t)).toBe(t('errors.timeout'));
    expect(getErrorMessage(http(503, 'busy'), t)).toBe(t('errors.server'));
    expect(getErrorMessage('what', t)).toBe(t('errors.unexpected'));
  });

  it('a 401 may mean "signed out meanwhile" where the caller says so', () => {
    expect(getErrorMessage(http(401, 'Please sign in to continue.'), t, { unauthorized: 'Please login to continue' })).toBe('Please login to continue');
  });
});
