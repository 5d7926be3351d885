import { useTranslation } from 'react-i18next';
import { DeferredNewsletterForm } from '../../../features/content/components/deferred-newsletter-form';
import styles from './home-sections.module.css';

/** The newsletter box: new collections and offers by e-mail. */
export function NewsletterSection() {
  const { t } = useTranslation();
  return (
    <section className={styles.newsletter} aria-labelledby="home-newsletter">
      <div className={styles.newsletterInner}>
        <p className={styles.newsletterEyebrow}>{t('home.newsletter.eyebrow')}</p>
        <h2 id="home-newsletter" className={styles.newsletterTitle}>
          {t('home.newsletter.title')}
        </h2>
        <p className={styles.newsletterText}>{t('home.newsletter.text')}</p>
        <DeferredNewsletterForm />
        <p className={styles.newsletterSmall}>{t('home.newsletter.privacy')}</p>
      </div>
    </section>
  );
}
