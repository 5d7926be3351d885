import { useTranslation } from 'react-i18next';
import type { Testimonial } from '@aabhushan/shared/schemas/content';
import { getInitials } from '@aabhushan/shared/rules/initials';
import { useLocalized } from '../../../lib/use-localized';
import styles from './testimonial-card.module.css';

/**
 * One testimonial: avatar (the first image, else the initials), name, designation (default
 * 'Customer'), five stars, the words, and 'Verified Buyer' for ACTIVE (else the status text).
 * The words and designation are in the shopper's language, else English.
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const avatar = testimonial.images[0];
  const designation = localized(testimonial.designation) || t('content.testimonials.defaultDesignation');
  return (
    <figure className={styles.card}>
      <span className={styles.stars} role="img" aria-label={t('content.testimonials.stars')}>
        ★★★★★
      </span>
      <blockquote className={styles.quote}>
        <p>{localized(testimonial.testimonial)}</p>
      </blockquote>
      <figcaption className={styles.person}>
        {avatar ? (
          <img className={styles.avatar} src={avatar} alt="" width="48" height="48" loading="lazy" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {getInitials(testimonial.title)}
          </span>
        )}
        <span className={styles.who}>
          <strong>{testimonial.title}</strong>
          <span className={styles.designation}>
            {designation}
            {testimonial.city ? `, ${testimonial.city}` : ''}
          </span>
          <span className={styles.status}>{testimonial.status === 'ACTIVE' ? t('content.testimonials.verified') : testimonial.status}</span>
        </span>
      </figcaption>
    </figure>
  );
}
