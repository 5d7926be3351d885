import { useTranslation } from 'react-i18next';
import type { Category } from '@aabhushan/shared/schemas/catalogue';
import { useLocalized } from '../../../lib/use-localized';
import { getTagTitleKey, type ListingParams } from './listing-params';

export interface ListingHeading {
  title: string;
  lead?: string;
  /** A tag narrowing a category listing (Best Sellers in Rings). */
  tagLabel?: string;
}

/** Heading and lead line of the listing: the search, the category's name, the tag, or all jewellery. */
export function useListingHeading(params: ListingParams, category: Category | undefined): ListingHeading {
  const { t } = useTranslation();
  const pick = useLocalized();
  const tagKey = params.tag ? getTagTitleKey(params.tag) : params.sort === 'newest' ? getTagTitleKey('new-arrival') : undefined;
  if (params.search) return { title: t('listing.searchTitle', { query: params.search }) };
  if (params.category) {
    const title = category ? pick(category.name) : titleFromSlug(params.category);
    return { title, lead: category ? pick(category.description.short) : undefined, tagLabel: tagKey ? t(tagKey) : undefined };
  }
  if (tagKey) return { title: t(tagKey), lead: t(`${tagKey}Lead`) };
  return { title: t('listing.allTitle'), lead: t('listing.allLead') };
}

function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
