import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@aabhushan/shared/schemas/auth';
import { NEWSLETTER_MESSAGES } from '@aabhushan/shared/schemas/newsletter';
import { REVIEW_MESSAGES } from '@aabhushan/shared/schemas/reviews';
import { COUPON_MESSAGES } from '@aabhushan/shared/rules/coupon';
import { CART_MESSAGES } from '@aabhushan/shared/schemas/cart';
import { WISHLIST_MESSAGES } from '@aabhushan/shared/schemas/wishlist';
import { createI18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { getErrorMessage } from './error-message';
import { translateMessage } from './translate-message';

const SHARED = [...Object.values(AUTH_MESSAGES), ...Object.values(REVIEW_MESSAGES), ...Object.values(NEWSLETTER_MESSAGES)];

describe('translateMessage (DECISIONS section 8)', () => {
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

  it('translates server messages with numbers, singular and plural, and keeps English exact', () => {
    const en = createI18n('en').t;
    const hi = createI18n('hi').t;
    const ta = createI18n('ta').t;
    for (const message of [
      'Too many sign-in attempts. Please try again in 15 minutes.',
      'Too many sign-in attempts. Please try again in 1 minute.',
      'Too many requests for this email. Please try again in 3 minutes.',
      'Too many coupon attempts. Please try again in 1 minute.',
      'Too many coupon attempts. Please try again in 15 minutes.',
      'Must be at most 120 characters',
    ]) {
      expect(translateMessage(message, en)).toBe(message);
    }
    expect(translateMessage('Too many sign-in attempts. Please try again in 15 minutes.', hi)).toBe(
      'बहुत अधिक साइन-इन प्रयास। कृपया 15 मिनट बाद फिर प्रयास करें।',
    );
    expect(translateMessage('Too many sign-in attempts. Please try again in 1 minute.', ta)).toContain('1 நிமிடத்தில்');
    expect(translateMessage('Must be at most 120 characters', hi)).toBe('अधिकतम 120 अक्षर हो सकते हैं');
    expect(translateMessage('Invalid email or password', hi)).toBe('ईमेल या पासवर्ड गलत है');
    expect(translateMessage('Too many coupon attempts. Please try again in 15 minutes.', hi)).toBe('बहुत अधिक कूपन प्रयास। कृपया 15 मिनट बाद पुनः प्रयास करें।');
  });

  it('translates the answers only the account forms show once their pages load', async () => {
    const { t } = createI18n('te');
    const common = 'This password is too common. Please choose another.';
    expect(translateMessage(common, t)).toBe(common);
    await import('../i18n/bundles/account-forms');
    expect(translateMessage(common, t)).toBe('ఈ పాస్‌వర్డ్ చాలా సాధారణమైనది. దయచేసి మరొకటి ఎంచుకోండి.');
    expect(translateMessage(common, createI18n('en').t)).toBe(common);
  });

  it('shows an unknown message as it was sent', () => {
    expect(translateMessage('Something new from the server', createI18n('te').t)).toBe('Something new from the server');
  });
});

describe('getErrorMessage', () => {
  const { t } = createI18n('en');
  const http = (status: number, message = 'Invalid email or password') => new ApiError('http', status, '/api/auth/login', message);

  it("shows a 4xx answer's own words, translated", () => {
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
    expect(getErrorMessage(http(401, 'Please sign in to continue.'), t, { unauthorized: 'Please login to continue' })).toBe(
      'Please login to continue',
    );
  });

  it('translates the cart, coupon and wishlist answers, and the ones carrying an amount or a reason', () => {
    const en = createI18n('en').t;
    const hi = createI18n('hi').t;
    const shopping = [
      ...Object.values(COUPON_MESSAGES),
      CART_MESSAGES.quantityAtLeastOne,
      CART_MESSAGES.chooseVariant,
      CART_MESSAGES.outOfStock,
      WISHLIST_MESSAGES.duplicate,
      'Maximum quantity available is 3',
      'Minimum order value of ₹5,000 required',
      'Coupon WELCOME10 was removed: Minimum order value of ₹5,000 required',
    ];
    for (const message of shopping) {
      expect(translateMessage(message, en)).toBe(message);
      expect(translateMessage(message, hi), message).not.toBe(message);
    }
    expect(translateMessage('Maximum quantity available is 3', hi)).toBe('अधिकतम उपलब्ध संख्या 3 है');
    expect(translateMessage('Coupon WELCOME10 was removed: Minimum order value of ₹5,000 required', hi)).toBe(
      'कूपन WELCOME10 हटाया गया: न्यूनतम ऑर्डर मूल्य ₹5,000 आवश्यक है',
    );
  });
});
