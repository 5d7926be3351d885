import { describe, expect, it } from 'vitest';
import { createI18n, getResources, i18n } from '../i18n';
import './content';
import './about';
import './legal-pages';
import './account-pages';

/** Every key but the store's messages, which are kept by their codes (message-translations.test.ts). */
function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    !prefix && key === 'messages' ? [] : keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('page bundles loaded with their pages', () => {
  it('have every English string in Hindi, Tamil and Telugu, each translated', () => {
    // The test setup registers all four languages, as a shopper switching language loads them.
    const resources = getResources();
    const english = keysOf(resources.en!.translation).sort();
    expect(english).toContain('content.contact.title');
    expect(english).toContain('about.values.5.text');
    expect(english).toContain('legal.privacy.sections.rights');
    expect(english).toContain('auth.account.security.hint');
    for (const code of ['hi', 'ta', 'te'] as const) {
      expect(keysOf(resources[code]!.translation).sort()).toEqual(english);
      const instance = createI18n(code);
      expect(instance.t('content.blog.empty')).not.toBe('No blog posts found.');
      expect(instance.t('about.title')).not.toBe('About Aabhushan');
      expect(instance.t('legal.contents')).not.toBe('Contents');
      expect(instance.t('auth.login.submit')).not.toBe('Sign in');
    }
  });

  it('reach the running app and keep the spec messages word for word in English', () => {
    const english = createI18n('en');
    expect(i18n.t('content.blog.empty', { lng: 'en' })).toBe('No blog posts found.');
    expect(english.t('content.post.notFound')).toBe('Blog post not found.');
    expect(english.t('content.testimonials.empty')).toBe('No testimonials found.');
    expect(english.t('content.testimonials.verified')).toBe('Verified Buyer');
    expect(english.t('content.testimonials.defaultDesignation')).toBe('Customer');
    expect(english.t('content.team.empty')).toBe('No team members found.');
    expect(english.t('content.blog.loading')).toBe('Loading...');
    expect(english.t('content.brands.premium')).toBe('Premium Partner');
    expect(english.t('content.faq.loadFailed')).toBe('Failed to load FAQs');
    expect(english.t('auth.signup.success')).toBe('Account created successfully! Please check your email for verification.');
  });
});
