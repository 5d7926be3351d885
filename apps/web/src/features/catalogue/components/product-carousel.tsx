import { useCallback, useState, type FocusEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCardData } from '@aabhushan/shared/schemas/product-card';
import { AutoplayToggle } from '../../../components/ui/autoplay-toggle';
import { useAutoplay } from '../../../lib/use-autoplay';
import { useCarousel } from '../../../lib/use-carousel';
import { useModalDialogOpen } from '../../../lib/use-modal-dialog-open';
import { ProductCard } from './product-card';
import styles from './product-carousel.module.css';

/** Related carousel autoplay interval (spec B section 9). */
export const CAROUSEL_AUTOPLAY_MS = 4000;

interface ProductCarouselProps {
  products: ProductCardData[];
  label: string;
}

/**
 * A swipeable row of cards: 1, 2, 3, 4 and 4 per view from 576, 768, 1024 and 1200 px
 * (spec B section 2), previous/next buttons. Autoplays every 4 s (a timer, no plugin) unless
 * a mouse hovers it, it holds focus, a modal dialog is open, the tab is hidden, the shopper
 * paused it (WCAG 2.2.2) or prefers reduced motion (then its moves jump rather than glide).
 */
export function ProductCarousel({ products, label }: ProductCarouselProps) {
  const { t } = useTranslation();
  const { rootRef, viewportRef, embla, start } = useCarousel({ loop: products.length > 4, align: 'start' });
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [focused, setFocused] = useState(false);
  const [moves, setMoves] = useState(0);

  const advance = useCallback(() => {
    if (!embla) return;
    if (embla.canScrollNext()) embla.scrollNext();
    else embla.scrollTo(0);
  }, [embla]);
  // A manual move restarts the wait, so the row never jumps right after the shopper moved it.
  // A card's quick view is portaled out of the row: the row holds still until it closes.
  const dialogOpen = useModalDialogOpen();
  useAutoplay(advance, CAROUSEL_AUTOPLAY_MS, hovered || focused || dialogOpen || stopped || !embla, moves);

  const previous = () => {
    start()?.scrollPrev();
    setMoves((count) => count + 1);
  };
  const next = () => {
    start()?.scrollNext();
    setMoves((count) => count + 1);
  };
  // Only a mouse hovers: a tap fires pointerenter without a matching leave, which would stop autoplay for good.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(false);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      ref={rootRef}
      className={styles.carousel}
      role="region"
      aria-roledescription={t('product.carousel.roleDescription')}
      aria-label={label}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {products.map((product, index) => (
            <li
              key={product._id}
              className={styles.slide}
              aria-roledescription={t('product.carousel.slide')}
              aria-label={t('product.carousel.slideLabel', { index: index + 1, total: products.length })}
            >
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.controls}>
        <AutoplayToggle stopped={stopped} onToggle={() => setStopped((value) => !value)} />
        <button type="button" className={styles.control} onClick={previous} aria-label={t('carousel.previous')}>
          <Arrow flip />
        </button>
        <button type="button" className={styles.control} onClick={next} aria-label={t('carousel.next')}>
          <Arrow />
        </button>
      </div>
    </div>
  );
}

function Arrow({ flip = false }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
