import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BrandStory } from './brand-story';
import { CategorySection } from './category-section';
import { CraftSteps } from './craft-steps';
import { FeaturedSection } from './featured-section';
import { HomeHero } from './home-hero';
import { HomeStats } from './home-stats';
import { NewsletterSection } from './newsletter-section';
import { OfferSection } from './offer-section';
import { PaymentStrip } from './payment-strip';
import { PremiumCategories } from './premium-categories';
import { TrustStrip } from './trust-strip';

/**
 * /home: hero banners, category shortcuts, the premium categories, featured pieces, the live
 * offer, how a piece is made, trust promises, numbers, the brand story, payment partners and
 * the newsletter.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.documentTitle'));
  return (
    <>
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <HomeHero />
      <CategorySection />
      <PremiumCategories />
      <FeaturedSection />
      <OfferSection />
      <CraftSteps />
      <TrustStrip />
      <HomeStats />
      <BrandStory />
      <PaymentStrip />
      <NewsletterSection />
    </>
  );
}
