import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStoreSettings } from '../../features/settings/api/get-store-settings';
import { STORE_FOUNDED_YEAR } from '../../lib/store-info';
import { EmailLink, PhoneLink } from '../contact-links';
import { BrandLogo } from '../../components/ui/brand-logo';
import { Icon } from '../icons';
import { HELP_LINKS, NAV_ITEMS, STORY_LINKS } from '../nav-items';
import styles from './footer.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

const PAYMENT_KEYS = ['visa', 'mastercard', 'rupay', 'upi', 'netBanking', 'wallets'] as const;

/** Brand blurb, shop links (only to pages that exist), contact with the Jaipur address, payments, copyright and the policy pages (those staff published too). */
export function Footer() {
  const { t } = useTranslation();
  const settings = useStoreSettings().data;
  const contact = settings?.contact;
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={`${styles.brand} ${styles.wide}`} aria-label={t('footer.about')}>
          <BrandLogo tone="light" />
          <p className={styles.blurb}>{t('footer.blurb', { year: STORE_FOUNDED_YEAR })}</p>
        </section>
        <nav className={styles.column} aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            {t('footer.shop')}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to={href('home')}>{t('nav.home')}</Link>
            </li>
            <li>
              <Link to={href('products')}>{t('footer.allJewellery')}</Link>
            </li>
            {NAV_ITEMS.slice(1).map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{t(item.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            {t('content.nav.help')}
          </h2>
          <ul className={styles.links}>
            {HELP_LINKS.map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{t(item.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-discover">
          <h2 id="footer-discover" className={styles.heading}>
            {t('content.nav.discover')}
          </h2>
          <ul className={styles.links}>
            {STORY_LINKS.map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{t(item.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={`${styles.column} ${styles.wide}`} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.visit')}
          </h2>
          <address className={styles.address}>
            {contact && (
              <>
                <span className={styles.line}>
                  <Icon name="pin" size={18} />
                  <span>
                    {t('footer.showroom')}
                    {contact.addressLines.map((line) => (
                      <span key={line} className={styles.block}>
                        {line}
                      </span>
                    ))}
                  </span>
                </span>
                <PhoneLink contact={contact} iconSize={18} className={styles.line} />
                <EmailLink contact={contact} iconSize={18} className={styles.line} />
              </>
            )}
          </address>
        </section>
        <section className={`${styles.column} ${styles.wide}`} aria-labelledby="footer-pay">
          <h2 id="footer-pay" className={styles.heading}>
            {t('footer.payments')}
          </h2>
          <ul className={styles.payments}>
            {PAYMENT_KEYS.map((key) => (
              <li key={key} className={styles.payment}>
                {t(`footer.paymentMethods.${key}`)}
              </li>
            ))}
          </ul>
          <p className={styles.secure}>{t('footer.securePayments')}</p>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year })}</p>
        <nav aria-label={t('legal.footerHeading')}>
          <ul className={styles.legal}>
            <li>
              <Link to={href('policy', { slug: 'privacy-policy' })}>{t('legal.privacy.title')}</Link>
            </li>
            <li>
              <Link to={href('policy', { slug: 'terms-of-service' })}>{t('legal.terms.title')}</Link>
            </li>
            {/* `?? []`: a settings answer a browser kept from before pages were listed has none. */}
            {(settings?.policyPages ?? []).map((page) => (
              <li key={page.slug}>
                <Link to={href('policy', { slug: page.slug })}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t('footer.hallmark')}</p>
      </div>
    </footer>
  );
}
