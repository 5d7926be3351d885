import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminBannerCreateSchema, type AdminBanner } from '@aabhushan/shared/schemas/admin-banners';
import { BANNER_TYPES } from '@aabhushan/shared/schemas/banners';
import buttons from '../../components/ui/button.module.css';
import { CheckboxField, SelectField, TextField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../admin.module.css';
import { useAdminBanner, useSaveBanner } from '../catalogue-api';
import { DeleteItem } from '../catalogue/delete-item';
import { changedFields, fieldErrorsOf } from '../catalogue/field-errors';
import { LocalizedFields } from '../catalogue/localized-fields';
import { MissingLanguages } from '../catalogue/missing-languages';
import { OutcomeMessages } from '../outcome-messages';
import { bannerBodyOf, bannerFormValuesOf, type BannerFormValues } from './banner-form-values';
import { BannerPictures } from './banner-pictures';
import { BANNER_TYPE_LABELS, BannerStateBadge } from './banner-state';

/** /admin/banners/new and /admin/banners/{id}. */
export function BannerEditorPage({ id }: { id?: string }) {
  const { data: banner, isError } = useAdminBanner(id);
  if (id && isError) return <p className={styles.problem}>This banner could not be loaded. It may have been deleted.</p>;
  if (id && !banner) return <Skeleton height="400px" />;
  return <BannerEditor key={banner?.id ?? 'new'} banner={banner} />;
}

function BannerEditor({ banner }: { banner?: AdminBanner }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(banner ? banner.title.en : 'New banner');
  const save = useSaveBanner(banner?.id);
  const [values, setValues] = useState(() => bannerFormValuesOf(banner));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>((useLocation().state as { notice?: string } | null)?.notice ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (notice || problem) window.scrollTo({ top: 0 });
  }, [notice, problem]);

  const set = <K extends keyof BannerFormValues>(name: K, value: BannerFormValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const text = (name: 'ctaLink' | 'secondaryCtaLink' | 'startsAt' | 'endsAt' | 'sortOrder') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setProblem(null);
    const body = bannerBodyOf(values);
    // The API's own schema and messages, before anything is sent.
    const parsed = adminBannerCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return setProblem('Please correct the fields marked below.');
    }
    setErrors({});
    const changes = banner ? changedFields(body, bannerBodyOf(bannerFormValuesOf(banner))) : body;
    if (banner && Object.keys(changes).length === 0) return setNotice('Nothing to save: no field has changed.');
    try {
      const saved = await save.mutateAsync(changes);
      setNotice(saved.message);
      if (!banner) void navigate(`/admin/banners/${saved.saved.id}`, { replace: true, state: { notice: saved.message } });
    } catch (error) {
      setProblem(getErrorMessage(error, t));
    }
  };

  return (
    <>
      <Link to="/admin/banners" className={styles.back}>
        ← All banners
      </Link>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{banner ? banner.title.en : 'New banner'}</h1>
          <p className={styles.lead}>
            {banner ? <BannerStateBadge banner={banner} /> : 'Hero slides turn on the home page; the first running offer shows with a countdown to its end.'}
          </p>
        </div>
      </div>
      <OutcomeMessages notice={notice} problem={problem} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <section className={styles.panel} aria-labelledby="words">
          <h2 id="words" className={styles.panelTitle}>
            The banner
          </h2>
          <MissingLanguages
            texts={[
              { label: 'title', text: values.title },
              { label: 'subtitle', text: values.subtitle, optional: true },
              { label: 'description', text: values.description, optional: true },
              { label: 'button text', text: values.ctaText, optional: true },
              { label: 'second button text', text: values.secondaryCtaText, optional: true },
            ]}
          />
          <div className={`${styles.formGrid} ${styles.narrow}`}>
            <SelectField
              label="Type"
              options={BANNER_TYPES.map((type) => ({ value: type, label: BANNER_TYPE_LABELS[type] }))}
              value={values.bannerType}
              error={errors.bannerType}
              onChange={(event) => set('bannerType', event.target.value as BannerFormValues['bannerType'])}
            />
          </div>
          <LocalizedFields label="Title" value={values.title} error={errors.title} onChange={(title) => set('title', title)} />
          <LocalizedFields label="Subtitle" optional value={values.subtitle} error={errors.subtitle} onChange={(subtitle) => set('subtitle', subtitle)} />
          <LocalizedFields label="Description" optional multiline value={values.description} error={errors.description} onChange={(description) => set('description', description)} />
        </section>
        <BannerPictures pictures={values.images} error={errors.images} onChange={(images) => set('images', images)} />
        <section className={styles.panel} aria-labelledby="buttons">
          <h2 id="buttons" className={styles.panelTitle}>
            Buttons
          </h2>
          <p className={styles.explain}>Optional. A link is a path in the store (/products?tag=sale) or an https:// address.</p>
          <LocalizedFields label="Button text" optional value={values.ctaText} error={errors.ctaText} onChange={(ctaText) => set('ctaText', ctaText)} />
          <div className={styles.formGrid}>
            <TextField label="Button link" optionalLabel="optional" {...text('ctaLink')} />
          </div>
          <LocalizedFields label="Second button text" optional value={values.secondaryCtaText} error={errors.secondaryCtaText} onChange={(secondaryCtaText) => set('secondaryCtaText', secondaryCtaText)} />
          <div className={styles.formGrid}>
            <TextField label="Second button link" optionalLabel="optional" {...text('secondaryCtaLink')} />
          </div>
        </section>
        <section className={styles.panel} aria-labelledby="when">
          <h2 id="when" className={styles.panelTitle}>
            When and where
          </h2>
          <div className={styles.formGrid}>
            <TextField label="Starts" type="datetime-local" optionalLabel="blank: at once" hint="Indian time" {...text('startsAt')} />
            <TextField label="Ends" type="datetime-local" optionalLabel={values.bannerType === 'offer' ? undefined : 'blank: no end'} hint="Indian time; an offer counts down to it" {...text('endsAt')} />
            <TextField label="Sort order" hint="Lower comes first" inputMode="numeric" {...text('sortOrder')} />
          </div>
          <CheckboxField label="Switched on: shoppers see it while its dates hold" checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />
        </section>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : banner ? 'Save changes' : 'Create banner'}
          </button>
          <Link to="/admin/banners" className={buttons.secondary}>
            Cancel
          </Link>
          {banner && (
            <DeleteItem
              section="banners"
              id={banner.id}
              noun="banner"
              question={`Delete the banner “${banner.title.en}”? It leaves the home page at once. To take it down for a while, switch it off instead.`}
              onRefused={setProblem}
            />
          )}
        </div>
      </form>
    </>
  );
}
