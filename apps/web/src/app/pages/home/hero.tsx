import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { STORE_FOUNDED_YEAR } from '../../../lib/store-info';
import { HeroArt } from './hero-art';
import styles from './hero.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** The store's own welcome, shown when no hero banner is live: headline, promise, calls to action. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('home.hero.eyebrow', { year: STORE_FOUNDED_YEAR })}</p>
          <h2 id="hero-title" className={styles.title}>
            {t('home.hero.title')}
          </h2>
          <p className={styles.lead}>{t('home.hero.lead')}</p>
          <div className={styles.actions}>
            <Link to={href('products')} className={buttons.light}>
              {t('home.hero.cta')}
            </Link>
            <Link to={href('products', {}, { tag: 'bestseller' })} className={buttons.ghostLight}>
              {t('home.hero.secondary')}
            </Link>
          </div>
        </div>
        <HeroArt className={styles.art} />
      </div>
    </section>
  );
}
