import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@aabhushan/shared/schemas/banners';
import buttons from '../../../components/ui/button.module.css';
import { useLocalized } from '../../../lib/use-localized';
import styles from './hero-carousel.module.css';

interface HeroSlideProps {
  banner: Banner;
  active: boolean;
  /** The first slide's image loads at once (it is the first thing a shopper sees). */
  eager: boolean;
  label: string;
  fallbackArt?: ReactNode;
}

/** Links inside the store stay in the app; anything else is a plain link. */
function CtaLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return to.startsWith('/') && !to.startsWith('//') ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} rel="noopener">
      {children}
    </a>
  );
}

/** One hero slide: subtitle, title, description, up to two calls to action and the image. */
export function HeroSlide({ banner, active, eager, label, fallbackArt }: HeroSlideProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const image = banner.images[0];
  const cta = banner.cta_text && banner.cta_link ? { text: pick(banner.cta_text), link: banner.cta_link } : null;
  const secondary = banner.secondary_cta ? { text: pick(banner.secondary_cta.text), link: banner.secondary_cta.link } : null;
  return (
    <div
      className={active ? `${styles.slide} ${styles.active}` : styles.slide}
      role="group"
      aria-roledescription={t('content.hero.slide')}
      aria-label={label}
      aria-hidden={active ? undefined : true}
      inert={!active}
    >
      <div className={styles.copy}>
        {pick(banner.banner_detail.subtitle) && <p className={styles.eyebrow}>{pick(banner.banner_detail.subtitle)}</p>}
        <h2 className={styles.title}>{pick(banner.title)}</h2>
        {pick(banner.banner_detail.description) && <p className={styles.lead}>{pick(banner.banner_detail.description)}</p>}
        {(cta || secondary) && (
          <div className={styles.actions}>
            {cta && (
              <CtaLink to={cta.link} className={buttons.light}>
                {cta.text}
              </CtaLink>
            )}
            {secondary && (
              <CtaLink to={secondary.link} className={buttons.ghostLight}>
                {secondary.text}
              </CtaLink>
            )}
          </div>
        )}
      </div>
      <div className={styles.art}>
        {image ? (
          <img
            src={image.url}
            alt={image.altText}
            width={560}
            height={560}
            loading={eager ? 'eager' : 'lazy'}
            // The first slide's image is the home page's largest paint: fetched before other images.
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className={styles.image}
          />
        ) : (
          fallbackArt
        )}
      </div>
    </div>
  );
}
