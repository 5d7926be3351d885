import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_BANNER_STATES, type AdminBanner } from '@aabhushan/shared/schemas/admin-banners';
import { BANNER_TYPES } from '@aabhushan/shared/schemas/banners';
import buttons from '../../components/ui/button.module.css';
import { SelectField } from '../../components/ui/form-field';
import { getErrorMessage } from '../../lib/error-message';
import { formatWhen } from '../admin-format';
import { AdminList, useAdminListParams } from '../admin-list';
import styles from '../admin.module.css';
import { useAdminBanners, useSwitchBanner } from '../catalogue-api';
import catalogue from '../catalogue/catalogue.module.css';
import { MissingLanguageFilter, MissingLine, missingLanguagesText } from '../catalogue/missing-languages';
import { BANNER_STATE_LABELS, BANNER_TYPE_LABELS, BANNER_TYPE_SHORT_LABELS, BannerStateBadge } from './banner-state';

/** Small enough for a list: the stored 300 px picture of an upload, the address itself otherwise. */
const preview = (url: string) => (url.startsWith('/media/uploads/') ? `${url}?w=300` : url);

/** "27 Nov 2026, 3:05 pm to 9 Dec 2026, 11:59 pm", open ends said so. */
function datesOf(banner: AdminBanner): string {
  const from = banner.startsAt ? formatWhen(banner.startsAt) : 'From the start';
  return `${from} to ${banner.endsAt ? formatWhen(banner.endsAt) : 'no end'}`;
}

/** A banner's texts shoppers read; the optional ones need translating once their English is written. */
const bannerTexts = (banner: AdminBanner) => [
  { label: 'title', text: banner.title },
  { label: 'subtitle', text: banner.subtitle, optional: true },
  { label: 'description', text: banner.description, optional: true },
  { label: 'button text', text: banner.ctaText, optional: true },
  { label: 'second button text', text: banner.secondaryCtaText, optional: true },
];

/** /admin/banners: the home page's hero slides and offers, running or not, by type and state. */
export function BannersPage() {
  const { t } = useTranslation();
  const arrived = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const list = useAdminListParams();
  const answer = useAdminBanners({ q: list.read('q'), type: list.read('type'), state: list.read('state'), missing: list.read('missing'), page: list.page });
  const switchBanner = useSwitchBanner();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const toggle = async (banner: AdminBanner) => {
    try {
      const message = await switchBanner.mutateAsync({ id: banner.id, isActive: !banner.isActive });
      setOutcome({ ok: true, text: `${banner.title.en}: ${message}.` });
    } catch (error) {
      setOutcome({ ok: false, text: getErrorMessage(error, t) });
    }
  };

  return (
    <AdminList<AdminBanner>
      title="Banners"
      lead="Hero slides turn on the home page in this order; the first running offer shows with a countdown to its end."
      newLink={{ to: '/admin/banners/new', label: 'New banner' }}
      searchLabel="Search by title"
      filters={
        <>
          <SelectField
            label="Type"
            value={list.read('type') ?? ''}
            placeholder="Every type"
            options={BANNER_TYPES.map((type) => ({ value: type, label: BANNER_TYPE_LABELS[type] }))}
            onChange={(event) => list.update({ type: event.target.value || undefined })}
          />
          <SelectField
            label="State"
            value={list.read('state') ?? ''}
            placeholder="Every state"
            options={ADMIN_BANNER_STATES.map((state) => ({ value: state, label: BANNER_STATE_LABELS[state] }))}
            onChange={(event) => list.update({ state: event.target.value || undefined })}
          />
          <MissingLanguageFilter list={list} />
        </>
      }
      list={list}
      answer={answer}
      noun="banners"
      notice={outcome ? (outcome.ok ? outcome.text : null) : arrived}
      problem={outcome && !outcome.ok ? outcome.text : null}
      columns={[
        {
          header: 'Banner',
          cell: (banner) => (
            <div className={catalogue.named}>
              {banner.images[0] && <img src={preview(banner.images[0].url)} alt="" width={96} height={54} className={catalogue.wideThumb} />}
              <div>
                <Link to={`/admin/banners/${banner.id}`} className={styles.rowLink}>
                  {banner.title.en}
                </Link>
                {banner.subtitle.en && <div className={styles.muted}>{banner.subtitle.en}</div>}
                <MissingLine missing={missingLanguagesText(bannerTexts(banner))} />
              </div>
            </div>
          ),
        },
        { header: 'Type', cell: (banner) => BANNER_TYPE_SHORT_LABELS[banner.bannerType] },
        { header: 'Shown', cell: datesOf },
        { header: 'Order', cell: (banner) => banner.sortOrder, numeric: true },
        {
          header: 'State',
          cell: (banner) => (
            <div className={styles.rowActions}>
              <BannerStateBadge banner={banner} />
              <button type="button" className={`${buttons.textLink} ${catalogue.nowrap}`} disabled={switchBanner.isPending} onClick={() => void toggle(banner)}>
                {banner.isActive ? 'Switch off' : 'Switch on'}
                <span className="visually-hidden"> {banner.title.en}</span>
              </button>
            </div>
          ),
        },
      ]}
    />
  );
}
