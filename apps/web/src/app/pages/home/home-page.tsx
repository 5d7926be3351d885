import { useTranslation } from 'react-i18next';
import { deferredPart, HydrateWhenNear } from '../../../lib/hydrate-when-near';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CategorySection } from './category-section';
import { HomeHero } from './home-hero';
import { NewsletterSection } from './newsletter-section';
import { OfferSection } from './offer-section';

// Below the first screen: hydrated as the shopper nears them. The offer (its countdown is drawn
// from the time the page was drawn at) and the newsletter form (typing must never be lost) are
// hydrated with the page.
const later = () => import('./home-sections.later');
const premiumCategories = deferredPart(async () => (await later()).PremiumCategories);
const featured = deferredPart(async () => (await later()).FeaturedSection);
const craftSteps = deferredPart(async () => (await later()).CraftSteps);
const trustStrip = deferredPart(async () => (await later()).TrustStrip);
const homeStats = deferredPart(async () => (await later()).HomeStats);
const brandStory = deferredPart(async () => (await later()).BrandStory);
const paymentStrip = deferredPart(async () => (await later()).PaymentStrip);

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
      <HydrateWhenNear part={premiumCategories} props={{}} />
      <HydrateWhenNear part={featured} props={{}} />
      <OfferSection />
      <HydrateWhenNear part={craftSteps} props={{}} />
      <HydrateWhenNear part={trustStrip} props={{}} />
      <HydrateWhenNear part={homeStats} props={{}} />
      <HydrateWhenNear part={brandStory} props={{}} />
      <HydrateWhenNear part={paymentStrip} props={{}} />
      <NewsletterSection />
    </>
  );
}
