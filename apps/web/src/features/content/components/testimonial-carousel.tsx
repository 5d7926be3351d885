import { useTranslation } from 'react-i18next';
import { useCarousel } from '../../../lib/use-carousel';
import { useCarouselSnaps } from '../../../lib/use-carousel-snaps';
import type { Testimonial } from '@aabhushan/shared/schemas/content';
import { TestimonialCard } from './testimonial-card';
import styles from './testimonial-carousel.module.css';

/** Testimonials in a swipeable row: 1 per view, 2 from 768 px, 3 from 1200 px (spec B section 2), with dots; moves jump under reduced motion. */
export function TestimonialCarousel({ testimonials, label }: { testimonials: readonly Testimonial[]; label: string }) {
  const { t } = useTranslation();
  const { rootRef, viewportRef, embla, start } = useCarousel({ align: 'start', loop: false });
  const { snaps, selected } = useCarouselSnaps(embla);

  return (
    <div ref={rootRef} className={styles.carousel} role="region" aria-roledescription={t('product.carousel.roleDescription')} aria-label={label}>
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {testimonials.map((testimonial) => (
            <li key={testimonial._id} className={styles.slide}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => start()?.scrollPrev()} disabled={selected === 0} aria-label={t('content.testimonials.previous')}>
          ‹
        </button>
        <div className={styles.dots}>
          {snaps.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={t('content.testimonials.slide', { number: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => start()?.scrollTo(index)}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} onClick={() => start()?.scrollNext()} disabled={selected >= snaps.length - 1} aria-label={t('content.testimonials.next')}>
          ›
        </button>
      </div>
    </div>
  );
}
