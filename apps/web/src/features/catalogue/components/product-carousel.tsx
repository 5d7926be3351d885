import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';
import { ProductCard } from './product-card';
import styles from './product-carousel.module.css';

/** Related carousel autoplay interval (spec B section 9). */
export const CAROUSEL_AUTOPLAY_MS = 4000;

interface ProductCarouselProps {
  products: Product[];
  label: string;
}

/**
 * A swipeable row of cards (1, 2, 3 and 4 per view from 576, 768 and 1024 px) with
 * previous/next buttons; autoplays every 4 s unless hovered, focused or reduced motion.
 */
export function ProductCarousel({ products, label }: ProductCarouselProps) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel({ loop: products.length > 4, align: 'start' });
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (!embla || paused || reducedMotion) return;
    const timer = setInterval(() => {
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }, CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, paused, reducedMotion]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {products.map((product) => (
            <li key={product._id} className={styles.slide}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={previous} aria-label={t('carousel.previous')}>
          ‹
        </button>
        <button type="button" className={styles.control} onClick={next} aria-label={t('carousel.next')}>
          ›
        </button>
      </div>
    </div>
  );
}
