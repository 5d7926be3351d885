import { Link } from 'react-router';
import { LEGAL_SLUGS, type LegalSlug } from '@aabhushan/shared/legal/legal-types';
import { ADMIN_POLICY_PAGE_STATES, type AdminPolicyPage } from '@aabhushan/shared/schemas/admin-policy-pages';
import buttons from '../../components/ui/button.module.css';
import { legalEn } from '../../i18n/locales/legal/en';
import { formatWhen } from '../admin-format';
import styles from '../admin.module.css';
import { ContentList, type ContentState } from './content-list';
import contentStyles from './content.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** The policies the store writes from its settings, by the English title shoppers see. */
export const SETTINGS_POLICY_TITLES: Record<LegalSlug, string> = {
  'privacy-policy': legalEn.legal.privacy.title,
  'terms-of-service': legalEn.legal.terms.title,
};

const pageState = (page: AdminPolicyPage): ContentState => (page.isPublished ? { label: 'Published', tone: 'good', on: true } : { label: 'Draft', tone: '', on: false });

/** The privacy policy and terms: written from the settings until staff publish their own at the same address. */
function SettingsPolicies() {
  return (
    <section className={styles.panel} aria-labelledby="settings-policies">
      <h2 id="settings-policies" className={styles.panelTitle}>
        Privacy policy and terms
      </h2>
      <p className={contentStyles.note}>
        The store writes these two from its settings (contact details, return window, shipping fees, COD limit), so they always agree with checkout. A page you
        publish at their address replaces that text; unpublish or delete it and the store&apos;s text is back.
      </p>
      <ul className={contentStyles.policyLinks}>
        {LEGAL_SLUGS.map((slug) => (
          <li key={slug}>
            <a href={href('policy', { slug })} target="_blank" rel="noreferrer">
              {SETTINGS_POLICY_TITLES[slug]} as shoppers see it now
            </a>
            <Link to={`/admin/pages/new?from=${slug}`} className={buttons.secondary}>
              Write your own {SETTINGS_POLICY_TITLES[slug].toLowerCase()}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/pages: the policy pages staff wrote, drafts included. */
export function PolicyPagesPage() {
  return (
    <ContentList<AdminPolicyPage>
      resource="policy-pages"
      section="/admin/pages"
      title="Policy pages"
      lead="Pages in your own words at /page/{address}: shipping, returns, cancellations, or your own privacy policy and terms."
      newLabel="New page"
      noun="pages"
      nameHeader="Title"
      searchLabel="Title, address or summary"
      filters={[{ name: 'state', label: 'State', placeholder: 'Every page', options: ADMIN_POLICY_PAGE_STATES.map((value) => ({ value, label: value === 'published' ? 'Published' : 'Draft' })) }]}
      nameOf={(page) => page.title}
      detailOf={(page) => `${href('policy', { slug: page.slug })}${page.replacesSettingsText ? ' (replaces the text written from the settings)' : ''}`}
      columns={[{ header: 'Last changed', cell: (page) => formatWhen(page.updatedAt) }]}
      stateOf={pageState}
      switchLabels={{ on: 'Publish', off: 'Unpublish' }}
      aside={<SettingsPolicies />}
    />
  );
}
