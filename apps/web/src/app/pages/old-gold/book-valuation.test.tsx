import '../../../i18n/bundles/old-gold';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '../../../lib/localized';
import { renderWithProviders } from '../../../test/render';
import { BookValuation } from './book-valuation';

/** The lead beside "Book a valuation" speaks of booking on the site, not of phoning to choose a time. */
const LEADS: Record<LanguageCode, { lead: string; button: string }> = {
  en: { lead: 'Valuations are done in person, while you watch. Book a time at a showroom online, or call one if you would like to ask first.', button: 'Book a valuation' },
  hi: { lead: 'ऑनलाइन बुक करें', button: 'मूल्यांकन बुक करें' },
  ta: { lead: 'இணையத்திலேயே பதிவு செய்யுங்கள்', button: 'மதிப்பீட்டைப் பதிவு செய்யுங்கள்' },
  te: { lead: 'ఆన్‌లైన్‌లోనే బుక్ చేయండి', button: 'విలువ నిర్ధారణ బుక్ చేయండి' },
};

describe('BookValuation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(Object.entries(LEADS))('in %s, leads to booking online beside the button', (language, { lead, button }) => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    renderWithProviders(<BookValuation note="Estimate ₹50,000" />, { language: language as LanguageCode });
    const section = screen.getByTestId('book-valuation');
    expect(section).toHaveTextContent(lead);
    expect(section).not.toHaveTextContent('Call a showroom to choose a time');
    expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', expect.stringContaining('kind=store'));
  });
});
