import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { BannerEditorPage } from './banner-editor-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the banner editor: its texts in four languages', () => {
  it("says which languages are missing: the title's always, an optional text's once its English is written", () => {
    renderWithProviders(<BannerEditorPage />);
    const line = screen.getByTestId('missing-languages');
    expect(line).toHaveTextContent('Missing: Hindi, Tamil, Telugu.');
    for (const [language, text] of [
      ['Hindi', 'धनतेरस सोना'],
      ['Tamil', 'தனத்திரயோதசி தங்கம்'],
      ['Telugu', 'ధనత్రయోదశి బంగారం'],
    ])
      fireEvent.change(screen.getByLabelText(`Title (${language}) (optional)`), { target: { value: text } });
    expect(line).toHaveTextContent('Written in all four languages: English, Hindi, Tamil and Telugu.');
    fireEvent.change(screen.getByLabelText('Button text (English) (optional)'), { target: { value: 'Shop gold coins' } });
    expect(line).toHaveTextContent('Missing: Hindi, Tamil and Telugu for the button text.');
    fireEvent.change(screen.getByLabelText('Button text (Tamil) (optional)'), { target: { value: 'தங்க நாணயங்கள்' } });
    expect(line).toHaveTextContent('Missing: Hindi and Telugu for the button text.');
  });
});
