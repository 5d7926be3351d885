import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import type { LanguageCode } from '../../../lib/localized';
import { makeProduct, makeVariant } from '../../../test/fixtures';
import { ProductView } from './product-view';

/** A ring as the demo store writes it: its details, specifications and sizes in the four languages. */
const ring = makeProduct({
  attributes: [
    {
      name: 'Metal',
      value: '22K Yellow Gold',
      label: { en: 'Metal', hi: 'धातु', ta: 'உலோகம்', te: 'లోహం' },
      displayValue: { en: '22K Yellow Gold', hi: '22 कैरेट पीला सोना', ta: '22 காரட் மஞ்சள் தங்கம்', te: '22 క్యారెట్ పసుపు బంగారం' },
    },
  ],
  specifications: [
    { group: { en: 'Certification', hi: 'प्रमाणन', ta: 'சான்றிதழ்', te: 'సర్టిఫికేషన్' }, value: { en: 'BIS Hallmarked (HUID)', hi: 'BIS हॉलमार्क (HUID)', ta: 'BIS ஹால்மார்க் (HUID)', te: 'BIS హాల్‌మార్క్ (HUID)' } },
  ],
  variants: [12, 14].map((size) =>
    makeVariant({
      _id: `size-${size}`,
      variantName: `Size ${size}`,
      attributes: [{ name: 'Size', value: String(size), displayValue: { en: `Size ${size}`, hi: `साइज़ ${size}`, ta: `அளவு ${size}`, te: `సైజు ${size}` } }],
    }),
  ),
});

function Page({ language, children }: { language: LanguageCode; children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}>
      <I18nextProvider i18n={createI18n(language)}>
        <MemoryRouter initialEntries={['/product/ring']}>{children}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
  vi.unstubAllGlobals();
});

describe('a piece\'s details drawn on the server in the shopper\'s language', () => {
  it.each([
    ['ta', ['உலோகம்', '22 காரட் மஞ்சள் தங்கம்', 'அளவு 12', 'அளவு 14']],
    ['te', ['లోహం', '22 క్యారెట్ పసుపు బంగారం', 'సైజు 12', 'సైజు 14']],
  ] as Array<[LanguageCode, string[]]>)('draws them in %s, and the storefront hydrates the same words', async (language, words) => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 404 })));
    const html = renderToString(
      <Page language={language}>
        <ProductView product={ring} />
      </Page>,
    );
    for (const word of words) expect(html).toContain(word);

    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container!,
        <Page language={language}>
          <ProductView product={ring} />
        </Page>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    for (const word of words) expect(container.textContent).toContain(word);
  });
});
