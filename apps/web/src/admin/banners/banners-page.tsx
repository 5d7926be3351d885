import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_BANNER_STATES, type AdminBanner } from '@aabhushan/shared/schemas/admin-banners';
import { BANNER_TYPES } from '@aabhushan/shared/schemas/banners';
import buttons from '../../components/ui/button.module.css';
import { SelectField, TextField } from '../../components/ui/form-field';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatWhen } from '../admin-format';
import styles from '../admin.module.css';
import { useAdminBanners, useSwitchBanner } from '../catalogue-api';
import catalogue from '../catalogue/catalogue.module.css';
import { OutcomeMessages } from '../outcome-messages';
import { Pager } from '../pager';
import { useListParams } from '../use-list-params';
import { BANNER_STATE_LABELS, BANNER_TYPE_LABELS, BANNER_TYPE_SHORT_LABELS, BannerStateBadge } from './banner-state';

/** Small enough for a list: the stored 300 px picture of an upload, the address itself otherwise. */
const preview = (url: string) => (url.startsWith('/media/uploads/') ? `${url}?w=300` : url);

/** "27 Nov 2026, 3:05 pm to 9 Dec 2026, 11:59 pm", open ends said so. */
function datesOf(banner: AdminBanner): string {
  const from = banner.startsAt ? formatWhen(banner.startsAt) : 'From the start';
  return `${from} to ${banner.endsAt ? formatWhen(banner.endsAt) : 'no end'}`;
}

/** /admin/banners: the home page's hero slides and offers, running or not, by type and state. */
export function BannersPage() {
  const { t } = useTranslation();
  useDocumentTitle('Banners');
  const arrived = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const { read, page, update, goToPage } = useListParams();
  const query = { q: read('q'), type: read('type'), state: read('state'), page };
  const [search, setSearch] = useState(query.q ?? '');
  const { data, isError } = useAdminBanners(query);
  const switchBanner = useSwitchBanner();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || undefined });
  };
  const toggle = async (banner: AdminBanner) => {
    try {
      const message = await switchBanner.mutateAsync({ id: banner.id, isActive: !banner.isActive });
      setOutcome({ ok: true, text: `${banner.title.en}: ${message}.` });
    } catch (error) {
      setOutcome({ ok: false, text: getErrorMessage(error, t) });
    }
  };
  const notice = outcome ? (outcome.ok ? outcome.text : null) : arrived;

  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Banners</h1>
          <p className={styles.lead}>Hero slides turn on the home page in this order; the first running offer shows with a countdown to its end.</p>
        </div>
        <Link to="/admin/banners/new" className={buttons.primary}>
          New banner
        </Link>
      </div>
      <form className={styles.toolbar} onSubmit={onSearch} role="search" aria-label="Banners">
        <TextField label="Search by title" value={search} onChange={(event) => setSearch(event.target.value)} onBlur={() => update({ q: search.trim() || undefined })} />
        <SelectField
          label="Type"
          value={query.type ?? ''}
          placeholder="Every type"
          options={BANNER_TYPES.map((type) => ({ value: type, label: BANNER_TYPE_LABELS[type] }))}
          onChange={(event) => update({ type: event.target.value || undefined })}
        />
        <SelectField
          label="State"
          value={query.state ?? ''}
          placeholder="Every state"
          options={ADMIN_BANNER_STATES.map((state) => ({ value: state, label: BANNER_STATE_LABELS[state] }))}
          onChange={(event) => update({ state: event.target.value || undefined })}
        />
      </form>
      <OutcomeMessages notice={notice} problem={outcome && !outcome.ok ? outcome.text : null} />
      {isError && <p className={styles.problem}>The banners could not be loaded. Try again in a moment.</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Banners</caption>
          <thead>
            <tr>
              <th scope="col">Banner</th>
              <th scope="col">Type</th>
              <th scope="col">Shown</th>
              <th scope="col" className={styles.number}>
                Order
              </th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((banner) => (
              <tr key={banner.id}>
                <td>
                  <div className={catalogue.named}>
                    {banner.images[0] && <img src={preview(banner.images[0].url)} alt="" width={96} height={54} className={catalogue.wideThumb} />}
                    <div>
                      <Link to={`/admin/banners/${banner.id}`} className={styles.rowLink}>
                        {banner.title.en}
                      </Link>
                      {banner.subtitle.en && <div className={styles.muted}>{banner.subtitle.en}</div>}
                    </div>
                  </div>
                </td>
                <td>{BANNER_TYPE_SHORT_LABELS[banner.bannerType]}</td>
                <td>{datesOf(banner)}</td>
                <td className={styles.number}>{banner.sortOrder}</td>
                <td>
                  <div className={styles.rowActions}>
                    <BannerStateBadge banner={banner} />
                    <button type="button" className={`${buttons.textLink} ${catalogue.nowrap}`} disabled={switchBanner.isPending} onClick={() => void toggle(banner)}>
                      {banner.isActive ? 'Switch off' : 'Switch on'}
                      <span className="visually-hidden"> {banner.title.en}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.items.length === 0 && <p className={styles.empty}>No banners here.</p>}
      </div>
      {data && <Pager pagination={data.pagination} noun="banners" onPage={goToPage} />}
    </>
  );
}
