import { STORE_LANGUAGES } from '@aabhushan/shared/language-choice';
import { describe, expect, it } from 'vitest';
import { AUTH_MAIL_TEXTS } from '../../modules/auth/auth-mails';
import { ORDER_MAIL_TEXTS } from '../../modules/orders/order-mails';
import { WISHLIST_ALERT_TEXTS } from '../../modules/admin/wishlist-alerts';
import { ENQUIRY_RECEIVED_TEXTS } from '../../modules/enquiry/enquiry-mails';
import { PHONE_CODE_MAIL_TEXTS } from '../../modules/phone-confirmation/phone-code-mail';
import { instalmentDueMail } from '../../modules/gold-plans/gold-plan-mails';
import { composeMailIn, greetingIn } from './compose-mail';

const TABLES = { auth: AUTH_MAIL_TEXTS, orders: ORDER_MAIL_TEXTS, wishlist: WISHLIST_ALERT_TEXTS, phoneCode: PHONE_CODE_MAIL_TEXTS, enquiry: ENQUIRY_RECEIVED_TEXTS } as const;
/** The script each language is written in: a mail in it has letters of it. */
const SCRIPT = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const;

const SAMPLE = Object.assign(Object.create({ toString: () => 'LINK' }), {
  number: 'AB-1', total: '₹1,25,000', city: 'Jaipur', deliveryDay: '1 Dec', cod: false, paid: true, note: '', name: 'Jhumka', price: '₹1,25,000', was: '₹1,50,000', phone: '98XXXXXX10', code: '123456', topic: 'Topic', reference: 'AB12CD34',
});

/** Every text a table's entry writes, its functions called with sample values. */
function textsOf(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (entry === SAMPLE) return ['LINK'];
  // One sample serves every text: read as facts (an order's, an alert's) or written as a link ('LINK').
  if (typeof entry === 'function') return textsOf(entry(SAMPLE, 'LINK2'));
  if (Array.isArray(entry)) return entry.flatMap(textsOf);
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(textsOf);
  return [];
}

describe('the mail tables', () => {
  it.each(Object.entries(TABLES))('%s has all four languages, with the same mails in each', (_, table) => {
    expect(Object.keys(table).sort()).toEqual([...STORE_LANGUAGES].sort());
    const shape = (value: object): unknown => Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inner && typeof inner === 'object' ? shape(inner) : typeof inner]));
    for (const language of STORE_LANGUAGES) expect(shape(table[language]), language).toEqual(shape(table.en));
  });

  it.each(Object.entries(TABLES))('%s writes each language in its own script, never the English sentence', (_, table) => {
    const english = new Set(textsOf(table.en));
    for (const language of ['hi', 'ta', 'te'] as const) {
      expect(textsOf(table[language]).length).toBe(textsOf(table.en).length);
      expect(textsOf(table[language]).length).toBeGreaterThan(1);
      for (const text of textsOf(table[language])) {
        if (text === 'LINK' || text === 'LINK2') continue;
        expect(text, `${language}: ${text}`).toMatch(SCRIPT[language]);
        expect(english.has(text), `${language}: ${text}`).toBe(false);
      }
    }
  });

  it('signs off in the language, the store named Aabhushan in Latin letters; English as it always was', () => {
    expect(composeMailIn('en', 'a@example.com', 'k', 'S', ['Namaste,', 'Hello.']).text).toBe('Namaste,\n\nHello.\n\nWith warm regards,\nAabhushan');
    expect(composeMailIn('en', 'a@example.com', 'k', 'S', ['Hello.']).html).toBe('<p>Hello.</p><p>With warm regards,<br>Aabhushan</p>');
    expect(composeMailIn('ta', 'a@example.com', 'k', 'S', ['வணக்கம்,']).text).toBe('வணக்கம்,\n\nஅன்புடன்,\nAabhushan');
    expect(greetingIn('te', 'Ravi <a href>')).toBe('నమస్తే Ravi a href,');
    expect(greetingIn('hi', '123')).toBe('नमस्ते,');
  });

  it('greets and signs off the gold plan mails the same way as every other mail', () => {
    const due = instalmentDueMail('a@example.com', 'hi', { name: 'Asha Verma', plan: 'Swarna', instalment: 2, instalments: 10, amount: '₹5,000', date: '1 दिसंबर 2026' });
    expect(due.text.startsWith('नमस्ते Asha Verma,\n\n')).toBe(true);
    expect(due.text.endsWith('\n\nशुभकामनाओं सहित,\nAabhushan')).toBe(true);
  });
});
