/**
 * The home page's sections below its first screen, in one chunk of their own: they are hydrated
 * only as the shopper nears them (lib/hydrate-when-near.tsx), so their code is not part of the
 * page's first view.
 */
export { BrandStory } from './brand-story';
export { CraftSteps } from './craft-steps';
export { FeaturedSection } from './featured-section';
export { HomeStats } from './home-stats';
export { PaymentStrip } from './payment-strip';
export { PremiumCategories } from './premium-categories';
export { TrustStrip } from './trust-strip';
