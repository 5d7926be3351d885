import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@aabhushan/shared/schemas/banners';
import buttons from '../../../components/ui/button.module.css';
import { useLocalized } from '../../../lib/use-localized';
import { padTime } from '../lib/countdown';
import { useCountdown } from '../lib/use-countdown';
import styles from './offer-banner.module.css';
import { writeIndianDateTime } from '../../../lib/date-text';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * The offer banner with a countdown to the offer's real end (docs/decisions.md). Hidden once
 * the offer has ended. The ticking clock is hidden from screen readers (announcing every second
 * would drown everything else); they read the end date instead.
 */
export function OfferBanner({ banner }: { banner: Banner & { endsAt: string } }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const countdown = useCountdown(banner.endsAt);
  if (countdown.ended) return null;
  const endDate = writeIndianDateTime(t, new Date(banner.endsAt));
  const image = banner.images[0];
  return (
    <section className={styles.offer} aria-labelledby={`offer-${banner._id}`} data-testid="offer-banner">
      <div className={styles.inner}>
        <div className={styles.copy}>
          {pick(banner.banner_detail.subtitle) && <p className={styles.eyebrow}>{pick(banner.banner_detail.subtitle)}</p>}
          <h2 id={`offer-${banner._id}`} className={styles.title}>
            {pick(banner.title)}
          </h2>
          {pick(banner.banner_detail.description) && <p className={styles.lead}>{pick(banner.banner_detail.description)}</p>}
          <p className="visually-hidden">{t('content.offer.endsOn', { date: endDate })}</p>
          <ol className={styles.clock} aria-hidden="true" data-testid="offer-countdown">
            {UNITS.map((unit) => (
              <li key={unit} className={styles.unit}>
                <span className={styles.value} data-unit={unit}>
                  {padTime(countdown[unit])}
                </span>
                <span className={styles.unitLabel}>{t(`content.offer.${unit}`, { count: countdown[unit] })}</span>
              </li>
            ))}
          </ol>
          {banner.cta_text && banner.cta_link && (
            <Link to={banner.cta_link} className={buttons.light}>
              {pick(banner.cta_text)}
            </Link>
          )}
        </div>
        {image && <img className={styles.image} src={image.url} alt={image.altText} width={420} height={420} loading="lazy" decoding="async" />}
      </div>
    </section>
  );
}
