import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { STORE_FOUNDED_YEAR } from '../../../lib/store-info';
import styles from './home.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** The one brand story (docs/decisions.md: founded 1985). */
export function BrandStory() {
  const { t } = useTranslation();
  return (
    <section className={`${layout.section} ${styles.story}`} aria-labelledby="home-story">
      <div className={styles.storyYear} aria-hidden="true">
        <span className={styles.storySince}>{t('home.story.since')}</span>
        <span className={styles.storyNumber}>{STORE_FOUNDED_YEAR}</span>
      </div>
      <div className={styles.storyCopy}>
        <p className={layout.eyebrow}>{t('home.story.eyebrow')}</p>
        <h2 id="home-story" className={layout.sectionTitle}>
          {t('home.story.title')}
        </h2>
        <p>{t('home.story.p1', { year: STORE_FOUNDED_YEAR })}</p>
        <p>{t('home.story.p2')}</p>
        <Link to={href('products')} className={buttons.primary}>
          {t('home.story.cta')}
        </Link>
      </div>
    </section>
  );
}
