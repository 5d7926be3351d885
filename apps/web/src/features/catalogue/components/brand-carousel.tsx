import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCarouselSnaps } from '../../../lib/use-carousel-snaps';
import type { Brand } from '@aabhushan/shared/schemas/catalogue';
import { AutoplayToggle } from '../../../components/ui/autoplay-toggle';
import { useAutoplay } from '../../../lib/use-autoplay';
import { useCarousel } from '../../../lib/use-carousel';
import placeholder from '../../../components/ui/placeholder-jewel.svg';
import styles from './brand-carousel.module.css';

/** Brand carousel autoplay (spec A section 9 and B section 9). */
export const BRAND_AUTOPLAY_MS = 2500;

/** A logo that falls back to the placeholder when it cannot load. */
function BrandLogo({ brand }: { brand: Brand }) {
  const [failed, setFailed] = useState(false);
  return <img className={styles.logo} src={failed ? placeholder : brand.logo} alt="" width="200" height="100" loading="lazy" onError={() => setFailed(true)} />;
}

/**
 * Brand partners: 2, 3, 4 and 5 per view at 320, 480, 768 and 1024 px, 30 px apart, looping,
 * moving every 2.5 s and still moving after the shopper swipes or picks a dot (the spec's
 * "continues after interaction"); its pause button (WCAG 2.2.2), reduced motion and a hidden
 * tab stop it. Clickable dots.
 */
export function BrandCarousel({ brands, label }: { brands: readonly Brand[]; label: string }) {
  const { t } = useTranslation();
  const { rootRef, viewportRef, embla, start } = useCarousel({ loop: true, align: 'start' });
  const { snaps, selected } = useCarouselSnaps(embla);
  const [moves, setMoves] = useState(0);
  const [stopped, setStopped] = useState(false);

  const advance = useCallback(() => embla?.scrollNext(), [embla]);
  // A manual move restarts the wait; autoplay itself carries on.
  useAutoplay(advance, BRAND_AUTOPLAY_MS, stopped || !embla, moves);
  const goTo = (index: number) => {
    start()?.scrollTo(index);
    setMoves((count) => count + 1);
  };

  return (
    <div ref={rootRef} className={styles.carousel} role="region" aria-roledescription={t('product.carousel.roleDescription')} aria-label={label} onPointerUp={() => setMoves((count) => count + 1)}>
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {brands.map((brand) => (
            <li key={brand._id} className={styles.slide}>
              <figure className={styles.card}>
                <BrandLogo brand={brand} />
                <figcaption>
                  <strong className={styles.name}>{brand.name.en || brand.slug}</strong>
                  <span className={styles.label}>{t('content.brands.premium')}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.controls}>
        <AutoplayToggle stopped={stopped} onToggle={() => setStopped((value) => !value)} />
        <div className={styles.dots}>
          {snaps.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={t('content.brands.goTo', { number: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
