import { useTranslation } from 'react-i18next';
import { selectBanners, useBanners } from '../../../features/content/api/get-banners';
import { HeroCarousel } from '../../../features/content/components/hero-carousel';
import { Hero } from './hero';
import { HeroArt } from './hero-art';
import styles from './hero.module.css';

/**
 * The hero slides the store manages (GET /api/public/banner, type hero). While they load, a
 * quiet block of the same colour holds the space; without any (or on an error) the store's
 * own welcome stands in, so the page never opens on a hole.
 */
export function HomeHero() {
  const { t } = useTranslation();
  const banners = useBanners();
  if (banners.isPending) return <div className={styles.loading} role="status" aria-label={t('common.loading')} />;
  const slides = selectBanners(banners.data ?? [], 'hero');
  if (slides.length === 0) return <Hero />;
  return <HeroCarousel banners={slides} fallbackArt={<HeroArt />} />;
}
