import type { Banner } from '@aabhushan/shared/schemas/banners';
import { selectBanners, useBanners } from '../../../features/content/api/get-banners';
import { OfferBanner } from '../../../features/content/components/offer-banner';

function hasEnd(banner: Banner): banner is Banner & { endsAt: string } {
  return typeof banner.endsAt === 'string';
}

/** The live offer with a real end date (the countdown runs to it); nothing when none is running. */
export function OfferSection() {
  const banners = useBanners();
  const offer = selectBanners(banners.data ?? [], 'offer').find(hasEnd);
  return offer ? <OfferBanner key={offer._id} banner={offer} /> : null;
}
