import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeProduct, toCard } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import type { LanguageCode } from '../../lib/localized';
import { SearchSuggestions } from './search-suggestions';

const ring = toCard(
  makeProduct({
    _id: 'ring-1',
    slug: 'gold-kamal-floral-ring',
    name: { en: 'Gold Kamal Floral Ring', hi: 'सोने की कमल फूल अंगूठी', ta: 'தங்கத் தாமரை மோதிரம்', te: 'బంగారు కమలం ఉంగరం' },
  }),
);
const plain = toCard(makeProduct({ _id: 'plain-1', slug: 'plain-band', name: { en: 'Plain Band' } }));

function renderSuggestions(language: LanguageCode, query: string) {
  return renderWithProviders(
    <SearchSuggestions
      suggestions={{ query, products: [ring, plain], status: 'success' }}
      listId="suggestions"
      optionId={(index) => `suggestion-${index}`}
      activeIndex={-1}
      onOpen={() => {}}
      onHover={() => {}}
      seeAllHref="/search"
      onSeeAll={() => {}}
    />,
    { language },
  );
}

describe('type-ahead suggestions in the shopper\'s language', () => {
  it.each([
    ['en', 'ring', 'Gold Kamal Floral Ring'],
    ['hi', 'अंगूठी', 'सोने की कमल फूल अंगूठी'],
    ['ta', 'மோதிரம்', 'தங்கத் தாமரை மோதிரம்'],
    ['te', 'ఉంగరం', 'బంగారు కమలం ఉంగరం'],
  ] as const)('names each piece in %s (a search for "%s")', (language, query, name) => {
    renderSuggestions(language, query);
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent(name);
    // A piece without that language keeps its English name.
    expect(options[1]).toHaveTextContent('Plain Band');
  });
});
