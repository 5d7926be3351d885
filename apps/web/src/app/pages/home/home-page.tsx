import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BrandStory } from './brand-story';
import { CategorySection } from './category-section';
import { FeaturedSection } from './featured-section';
import { Hero } from './hero';
import { TrustStrip } from './trust-strip';

/** /home: hero, category shortcuts, featured pieces, trust promises and the brand story. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.documentTitle'));
  return (
    <>
      <Hero />
      <CategorySection />
      <FeaturedSection />
      <TrustStrip />
      <BrandStory />
    </>
  );
}
