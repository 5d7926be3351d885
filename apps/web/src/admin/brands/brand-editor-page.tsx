import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_FIELD_MESSAGES } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { adminBrandCreateSchema, type AdminBrand, type AdminBrandCreateInput } from '@aabhushan/shared/schemas/admin-brands';
import buttons from '../../components/ui/button.module.css';
import { TextField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../admin.module.css';
import { useAdminBrand, useSaveBrand } from '../catalogue-api';
import { DeleteItem } from '../catalogue/delete-item';
import { changedFields, fieldErrorsOf } from '../catalogue/field-errors';
import { PictureField } from '../catalogue/picture-field';
import { OutcomeMessages } from '../outcome-messages';

const valuesOf = (brand?: AdminBrand): AdminBrandCreateInput => ({ name: brand?.name ?? '', slug: brand?.slug ?? '', logoUrl: brand?.logoUrl ?? '' });
const bodyOf = (values: AdminBrandCreateInput): AdminBrandCreateInput => ({ ...values, name: values.name.trim(), slug: values.slug?.trim() ?? '' });

/** /admin/brands/new and /admin/brands/{id}. */
export function BrandEditorPage({ id }: { id?: string }) {
  const { data: brand, isError } = useAdminBrand(id);
  if (id && isError) return <p className={styles.problem}>This brand could not be loaded. It may have been deleted.</p>;
  if (id && !brand) return <Skeleton height="300px" />;
  return <BrandEditor key={brand?.id ?? 'new'} brand={brand} />;
}

function BrandEditor({ brand }: { brand?: AdminBrand }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(brand ? brand.name : 'New brand');
  const save = useSaveBrand(brand?.id);
  const [values, setValues] = useState(() => valuesOf(brand));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>((useLocation().state as { notice?: string } | null)?.notice ?? null);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setProblem(null);
    const body = bodyOf(values);
    // The API's own schema and messages, before anything is sent.
    const parsed = adminBrandCreateSchema.safeParse(body);
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    if (brand && body.slug === '') found.slug ??= CATALOGUE_FIELD_MESSAGES.slug;
    setErrors(found);
    if (Object.keys(found).length > 0) return setProblem('Please correct the fields marked below.');
    const changes = brand ? changedFields(body, bodyOf(valuesOf(brand))) : body;
    if (brand && Object.keys(changes).length === 0) return setNotice('Nothing to save: no field has changed.');
    try {
      const saved = await save.mutateAsync(changes);
      setNotice(saved.message);
      if (!brand) void navigate(`/admin/brands/${saved.saved.id}`, { replace: true, state: { notice: saved.message } });
    } catch (error) {
      setProblem(getErrorMessage(error, t));
    }
  };

  return (
    <>
      <Link to="/admin/brands" className={styles.back}>
        ← All brands
      </Link>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{brand ? brand.name : 'New brand'}</h1>
          <p className={styles.lead}>{brand ? `${brand.productCount} ${brand.productCount === 1 ? 'piece carries' : 'pieces carry'} this brand.` : 'Give pieces this brand from the product form.'}</p>
        </div>
      </div>
      <OutcomeMessages notice={notice} problem={problem} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <section className={styles.panel} aria-labelledby="brand">
          <h2 id="brand" className={styles.panelTitle}>
            The brand
          </h2>
          <div className={styles.formGrid}>
            <TextField label="Name" value={values.name} error={errors.name} onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))} />
            <TextField
              label="Slug"
              optionalLabel={brand ? undefined : 'made from the name when blank'}
              value={values.slug ?? ''}
              error={errors.slug}
              onChange={(event) => setValues((current) => ({ ...current, slug: event.target.value }))}
            />
          </div>
          <PictureField label="Logo" value={values.logoUrl} error={errors.logoUrl} onChange={(logoUrl) => setValues((current) => ({ ...current, logoUrl }))} />
        </section>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : brand ? 'Save changes' : 'Create brand'}
          </button>
          <Link to="/admin/brands" className={buttons.secondary}>
            Cancel
          </Link>
          {brand && (
            <DeleteItem
              section="brands"
              id={brand.id}
              noun="brand"
              question={`Delete the brand ${brand.name}? A brand that pieces still carry cannot be deleted.`}
              onRefused={setProblem}
            />
          )}
        </div>
      </form>
    </>
  );
}
