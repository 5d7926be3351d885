import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Faq } from '@aabhushan/shared/schemas/content';
import { createI18n } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { FaqAccordion } from './faq-accordion';

const FAQS: Faq[] = [
  {
    _id: 'making',
    question: { en: 'What are making charges?', hi: 'मेकिंग चार्ज क्या होता है?', ta: 'செய்கூலி என்றால் என்ன?', te: 'తయారీ ఛార్జీలు అంటే ఏమిటి?' },
    subtitle: { en: 'Making charges', hi: 'मेकिंग चार्ज', ta: 'செய்கூலி', te: 'తయారీ ఛార్జీలు' },
    answer: { en: '<p>They pay for the craft.</p>', hi: '<p>कारीगरी का दाम।</p>', ta: '<p>கைவேலைக்கான கட்டணம்.</p>', te: '<p>పనితనానికి చెల్లించేది.</p>' },
    icon: 'receipt',
    topic: 'pricing',
  },
  {
    _id: 'track',
    question: { en: 'How can I track my order?', ta: 'என் ஆர்டரை எப்படி ட்ராக் செய்வது?', te: ' ' },
    subtitle: null,
    answer: { en: '<p>Open My Orders.</p>', ta: '<p>எனது ஆர்டர்கள் பக்கத்தைத் திறங்கள்.</p>' },
    icon: 'package',
    topic: 'orders',
  },
];

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
});

describe('the FAQ accordion in the shopper’s language', () => {
  it('asks and answers in Tamil', () => {
    renderWithProviders(<FaqAccordion faqs={FAQS} />, { language: 'ta' });
    const first = screen.getByRole('button', { name: /^செய்கூலி\s*செய்கூலி என்றால் என்ன\?$/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('region', { name: /செய்கூலி என்றால் என்ன/ })).getByText('கைவேலைக்கான கட்டணம்.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'என் ஆர்டரை எப்படி ட்ராக் செய்வது?' })).toBeInTheDocument();
  });

  it('shows the English of a text not written (or left blank) in the language', () => {
    renderWithProviders(<FaqAccordion faqs={FAQS} />, { language: 'te' });
    expect(screen.getByRole('button', { name: /^తయారీ ఛార్జీలు\s*తయారీ ఛార్జీలు అంటే ఏమిటి\?$/ })).toBeInTheDocument();
    const second = screen.getByRole('button', { name: 'How can I track my order?' });
    act(() => second.click());
    expect(within(screen.getByRole('region', { name: 'How can I track my order?' })).getByText('Open My Orders.')).toBeInTheDocument();
  });

  it('hydrates the view the server drew in Hindi without a mismatch', async () => {
    const i18n = createI18n('hi');
    const page = (
      <I18nextProvider i18n={i18n}>
        <FaqAccordion faqs={FAQS} />
      </I18nextProvider>
    );
    container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const drawn = screen.getByRole('button', { name: /^मेकिंग चार्ज\s*मेकिंग चार्ज क्या होता है\?$/ });
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container!, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('button', { name: /^मेकिंग चार्ज\s*मेकिंग चार्ज क्या होता है\?$/ })).toBe(drawn);
    expect(screen.getByText('कारीगरी का दाम।')).toBeInTheDocument();
  });
});
