import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_FIELD_MESSAGES } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { adminCategoryCreateSchema, type AdminCategory, type AdminCategoryCreateInput } from '@aabhushan/shared/schemas/admin-categories';
import buttons from '../../components/ui/button.module.css';
import { CheckboxField, TextField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../admin.module.css';
import { useAdminCategory, useSaveCategory } from '../catalogue-api';
import { DeleteItem } from '../catalogue/delete-item';
import { changedFields, fieldErrorsOf } from '../catalogue/field-errors';
import { EMPTY_LOCALIZED, LocalizedFields, localizedValuesOf, type LocalizedValues } from '../catalogue/localized-fields';
import { MissingLanguages } from '../catalogue/missing-languages';
import { PictureField } from '../catalogue/picture-field';
import { OutcomeMessages } from '../outcome-messages';
import { AttributeRows, type AttributeRow } from './attribute-rows';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface Values {
  name: LocalizedValues;
  slug: string;
  shortDescription: LocalizedValues;
  thumbnailUrl: string;
  iconUrl: string;
  attributes: AttributeRow[];
  isFeatured: boolean;
  sortOrder: string;
}

function valuesOf(category?: AdminCategory): Values {
  return {
    name: category ? localizedValuesOf(category.name) : EMPTY_LOCALIZED,
    slug: category?.slug ?? '',
    shortDescription: category ? localizedValuesOf(category.shortDescription) : EMPTY_LOCALIZED,
    thumbnailUrl: category?.thumbnailUrl ?? '',
    iconUrl: category?.iconUrl ?? '',
    attributes: category?.attributes ?? [],
    isFeatured: category?.isFeatured ?? false,
    sortOrder: String(category?.sortOrder ?? 0),
  };
}

function bodyOf(values: Values): AdminCategoryCreateInput {
  return {
    ...values,
    slug: values.slug.trim(),
    attributes: values.attributes.map((row) => ({ name: row.name.trim(), value: row.value.trim() })),
    sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder),
  };
}

/** /admin/categories/new and /admin/categories/{id}. */
export function CategoryEditorPage({ id }: { id?: string }) {
  const { data: category, isError } = useAdminCategory(id);
  if (id && isError) return <p className={styles.problem}>This category could not be loaded. It may have been deleted.</p>;
  if (id && !category) return <Skeleton height="400px" />;
  return <CategoryEditor key={category?.id ?? 'new'} category={category} />;
}

function CategoryEditor({ category }: { category?: AdminCategory }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(category ? category.name.en : 'New category');
  const save = useSaveCategory(category?.id);
  const [values, setValues] = useState(() => valuesOf(category));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>((useLocation().state as { notice?: string } | null)?.notice ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (notice || problem) window.scrollTo({ top: 0 });
  }, [notice, problem]);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setProblem(null);
    const body = bodyOf(values);
    // The API's own schema and messages, before anything is sent.
    const parsed = adminCategoryCreateSchema.safeParse(body);
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    if (category && body.slug === '') found.slug ??= CATALOGUE_FIELD_MESSAGES.slug;
    setErrors(found);
    if (Object.keys(found).length > 0) return setProblem('Please correct the fields marked below.');
    const changes = category ? changedFields(body, bodyOf(valuesOf(category))) : body;
    if (category && Object.keys(changes).length === 0) return setNotice('Nothing to save: no field has changed.');
    try {
      const saved = await save.mutateAsync(changes);
      setNotice(saved.message);
      if (!category) void navigate(`/admin/categories/${saved.saved.id}`, { replace: true, state: { notice: saved.message } });
    } catch (error) {
      setProblem(getErrorMessage(error, t));
    }
  };

  return (
    <>
      <Link to="/admin/categories" className={styles.back}>
        ← All categories
      </Link>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{category ? category.name.en : 'New category'}</h1>
          <p className={styles.lead}>
            {category ? (
              <>
                {category.productCount} {category.productCount === 1 ? 'piece' : 'pieces'} ·{' '}
                <Link to={href('products', {}, { category: category.slug })}>View in the store</Link>
              </>
            ) : (
              'A category shows in the store’s navigation as soon as it is created.'
            )}
          </p>
        </div>
      </div>
      <OutcomeMessages notice={notice} problem={problem} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <section className={styles.panel} aria-labelledby="names">
          <h2 id="names" className={styles.panelTitle}>
            Name and address
          </h2>
          <MissingLanguages
            texts={[
              { label: 'name', text: values.name },
              { label: 'short description', text: values.shortDescription },
            ]}
          />
          <LocalizedFields label="Name" value={values.name} error={errors.name} onChange={(name) => set('name', name)} />
          <LocalizedFields label="Short description" multiline value={values.shortDescription} error={errors.shortDescription} onChange={(text) => set('shortDescription', text)} />
          <div className={styles.formGrid}>
            <TextField
              label="Slug"
              optionalLabel={category ? undefined : 'made from the name when blank'}
              hint="The address: /products?category=slug"
              value={values.slug}
              error={errors.slug}
              onChange={(event) => set('slug', event.target.value)}
            />
            <TextField label="Sort order" hint="Lower comes first in the navigation" inputMode="numeric" value={values.sortOrder} error={errors.sortOrder} onChange={(event) => set('sortOrder', event.target.value)} />
          </div>
          <CheckboxField label="Featured on the home page" checked={values.isFeatured} onChange={(event) => set('isFeatured', event.target.checked)} />
        </section>
        <section className={styles.panel} aria-labelledby="pictures">
          <h2 id="pictures" className={styles.panelTitle}>
            Pictures
          </h2>
          <div className={styles.formGrid}>
            <PictureField label="Thumbnail" value={values.thumbnailUrl} error={errors.thumbnailUrl} onChange={(url) => set('thumbnailUrl', url)} />
            <PictureField label="Icon" value={values.iconUrl} error={errors.iconUrl} onChange={(url) => set('iconUrl', url)} />
          </div>
        </section>
        <AttributeRows rows={values.attributes} error={errors.attributes} onChange={(rows) => set('attributes', rows)} />
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : category ? 'Save changes' : 'Create category'}
          </button>
          <Link to="/admin/categories" className={buttons.secondary}>
            Cancel
          </Link>
          {category && (
            <DeleteItem
              section="categories"
              id={category.id}
              noun="category"
              question={`Delete the category ${category.name.en}? It leaves the store's navigation at once. A category that pieces or coupons still use cannot be deleted.`}
              onRefused={setProblem}
            />
          )}
        </div>
      </form>
    </>
  );
}
