import '../../../i18n/bundles/content';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { ContactForm } from '../../../features/content/components/contact-form';
import { LocationMap } from '../../../features/content/components/location-map';
import { OpeningHours } from '../../../features/content/components/opening-hours';
import { PageIntro } from '../../../features/content/components/page-intro';
import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMetaDescription } from '../products/use-meta-description';
import styles from './contact-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** /contact: showroom, phone and e-mail cards, the enquiry form, hours and map from the store settings. */
export function ContactPage() {
  const { t } = useTranslation();
  const settings = useStoreSettings().data;
  useDocumentTitle(t('content.contact.title'));
  useMetaDescription(t('content.contact.lead'));
  const contact = settings?.contact;

  return (
    <div className={layout.container}>
      <PageIntro
        eyebrow={t('content.contact.eyebrow')}
        title={t('content.contact.title')}
        lead={t('content.contact.lead')}
        crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('content.contact.title') }]}
      />
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>{t('content.contact.showroom')}</h2>
          {contact ? contact.addressLines.map((line) => <p key={line}>{line}</p>) : <Skeleton height="3em" />}
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>{t('content.contact.phone')}</h2>
          {contact ? <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a> : <Skeleton height="1.5em" />}
          <p className={styles.note}>{t('content.contact.phoneNote')}</p>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>{t('content.contact.email')}</h2>
          {contact ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : <Skeleton height="1.5em" />}
          <p className={styles.note}>{t('content.contact.emailNote')}</p>
        </li>
      </ul>

      <div className={styles.columns}>
        <section className={styles.formPanel} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.panelTitle}>
            {t('content.contact.formTitle')}
          </h2>
          <ContactForm />
        </section>
        <aside className={styles.aside}>
          <section className={styles.panel} aria-labelledby="contact-hours-title">
            <h2 id="contact-hours-title" className={styles.panelTitle}>
              {t('content.contact.hours')}
            </h2>
            {settings ? <OpeningHours hours={settings.hours} /> : <Skeleton height="4em" />}
          </section>
          {settings && contact && (
            <LocationMap name={t('content.contact.showroom')} addressLines={contact.addressLines.slice(0, 2)} coordinates={settings.coordinates} />
          )}
        </aside>
      </div>

      <section className={styles.cta}>
        <h2 className={styles.ctaTitle}>{t('content.contact.ctaTitle')}</h2>
        <p>{t('content.contact.ctaText')}</p>
        <Link to={href('store-locator')} className={buttons.light}>
          {t('content.contact.ctaButton')}
        </Link>
      </section>
    </div>
  );
}
