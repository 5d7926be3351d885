import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ENGRAVING_LENGTH, MAX_ENGRAVING_LENGTH } from '@aabhushan/shared/rules/engraving';
import { PRODUCT_METALS } from '@aabhushan/shared/schemas/catalogue';
import { adminProductCreateSchema, HALLMARK_PURITIES, type AdminProduct } from '@aabhushan/shared/schemas/admin-products';
import buttons from '../../components/ui/button.module.css';
import { CheckboxField, SelectField, TextField } from '../../components/ui/form-field';
import form from '../../components/ui/form.module.css';
import { Skeleton } from '../../components/ui/skeleton';
import { useProductCategories } from '../../features/catalogue/api/get-product-categories';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatInr } from '../admin-format';
import { useAdminProduct, useSaveProduct } from '../admin-api';
import styles from '../admin.module.css';
import { OutcomeMessages } from '../outcome-messages';
import { CertificatesPanel } from './certificates-panel';
import { PicturesPanel } from './pictures-panel';
import { VariantsPanel } from './variants-panel';
import { AuditTrail } from '../audit-trail';
import { LocalizedFields } from '../catalogue/localized-fields';
import { MissingLanguages } from '../catalogue/missing-languages';
import { bodyOf, changedFields, EMPTY_PRODUCT_FORM, fieldErrorsOf, formValuesOf, type ProductFormValues } from './product-form-values';
import { href } from '@aabhushan/shared/pages/page-manifest';

const METAL_LABELS: Record<string, string> = { gold: 'Gold', 'rose-gold': 'Rose gold', silver: 'Silver', platinum: 'Platinum' };

/** /admin/products/new and /admin/products/{id}: a piece's names, hallmark, prices, stock, engraving and (once saved) its variants and certificates. */
export function ProductEditorPage({ id }: { id?: string }) {
  const { data: product, isError } = useAdminProduct(id);
  if (id && isError) return <p className={styles.problem}>This product could not be loaded. It may have been removed.</p>;
  if (id && !product) return <Skeleton height="400px" />;
  return <ProductEditor key={product?.id ?? 'new'} product={product} />;
}

function ProductEditor({ product }: { product?: AdminProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(product ? product.name.en : 'New product');
  const { data: categories = [] } = useProductCategories();
  const save = useSaveProduct(product?.id);
  const [values, setValues] = useState<ProductFormValues>(product ? formValuesOf(product) : EMPTY_PRODUCT_FORM);
  const [errors, setErrors] = useState<Partial<Record<keyof ProductFormValues, string>>>({});
  // A product just created arrives here with the API's message.
  const [notice, setNotice] = useState<string | null>((useLocation().state as { notice?: string } | null)?.notice ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (notice || problem) window.scrollTo({ top: 0 });
  }, [notice, problem]);

  const set = <K extends keyof ProductFormValues>(name: K, value: ProductFormValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const field = (name: keyof ProductFormValues) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const check = (name: 'codAvailable' | 'freeShipping' | 'isActive') => ({
    checked: values[name],
    onChange: (event: { target: { checked: boolean } }) => setValues((current) => ({ ...current, [name]: event.target.checked })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setProblem(null);
    const body = bodyOf(values);
    // The API's own schema and messages, before anything is sent.
    const parsed = adminProductCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      setProblem('Please correct the fields marked below.');
      return;
    }
    setErrors({});
    const changes = product ? changedFields(body, bodyOf(formValuesOf(product))) : body;
    if (product && Object.keys(changes).length === 0) {
      setNotice('Nothing to save: no field has changed.');
      return;
    }
    try {
      const saved = await save.mutateAsync(changes);
      setNotice(saved.message);
      if (!product) void navigate(`/admin/products/${saved.product.id}`, { replace: true, state: { notice: saved.message } });
    } catch (error) {
      setProblem(getErrorMessage(error, t));
    }
  };

  return (
    <>
      <Link to="/admin/products" className={styles.back}>
        ← All products
      </Link>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{product ? product.name.en : 'New product'}</h1>
          <p className={styles.lead}>
            {product ? (
              <>
                <span className={`${styles.badge} ${product.isActive ? styles.good : ''}`}>{product.isActive ? 'Published' : 'Unpublished'}</span>{' '}
                {product.isActive && <Link to={href('product', { slug: product.slug })}>View in the store</Link>}
              </>
            ) : (
              'New pieces start unpublished unless you tick Published.'
            )}
          </p>
        </div>
      </div>
      <OutcomeMessages notice={notice} problem={problem} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <section className={styles.panel} aria-labelledby="names">
          <h2 id="names" className={styles.panelTitle}>
            Name and description
          </h2>
          <MissingLanguages
            texts={[
              { label: 'name', text: values.name },
              { label: 'short description', text: values.shortDescription },
              { label: 'description', text: values.longDescription },
            ]}
          />
          <LocalizedFields label="Name" value={values.name} error={errors.name} onChange={(name) => set('name', name)} />
          <div className={styles.formGrid}>
            <TextField label="Slug" optionalLabel={product ? undefined : 'made from the name when blank'} hint="The address: /product/slug" {...field('slug')} />
            <SelectField
              label="Category"
              placeholder="Choose a category"
              options={categories.map((category) => ({ value: category._id, label: category.name.en }))}
              {...field('categoryId')}
            />
            <TextField label="Tags" optionalLabel="comma separated" hint="For example: bridal, featured, bestseller" {...field('tags')} />
          </div>
          <LocalizedFields label="Short description" multiline value={values.shortDescription} error={errors.shortDescription} onChange={(text) => set('shortDescription', text)} />
          <LocalizedFields label="Description" multiline value={values.longDescription} error={errors.longDescription} onChange={(text) => set('longDescription', text)} />
        </section>
        <PicturesPanel
          pictures={values.images}
          productName={values.name.en}
          error={errors.images}
          onChange={(images) => setValues((current) => ({ ...current, images }))}
        />
        <section className={styles.panel} aria-labelledby="hallmark">
          <h2 id="hallmark" className={styles.panelTitle}>
            Hallmark and price
          </h2>
          <div className={styles.formGrid}>
            <SelectField label="Metal" options={PRODUCT_METALS.map((metal) => ({ value: metal, label: METAL_LABELS[metal] ?? metal }))} {...field('metal')} />
            <SelectField label="Purity" placeholder="Not hallmarked" options={HALLMARK_PURITIES.map((purity) => ({ value: purity, label: purity }))} {...field('purity')} />
            <TextField label="HUID" optionalLabel="optional" hint="The 6-character BIS hallmark id" autoCapitalize="characters" {...field('huid')} />
            <TextField label="Net weight (grams)" optionalLabel="optional" inputMode="decimal" {...field('netWeightGrams')} />
            <TextField label="Stone value (₹)" inputMode="decimal" {...field('stoneValue')} />
          </div>
          <fieldset className={styles.radioRow}>
            <legend>Pricing</legend>
            {(
              [
                ['fixed', 'A fixed price'],
                ['weight', "By weight, at the day's metal rate"],
              ] as const
            ).map(([mode, label]) => (
              <label key={mode}>
                <input type="radio" name="pricingMode" value={mode} checked={values.pricingMode === mode} onChange={() => setValues((current) => ({ ...current, pricingMode: mode }))} />
                {label}
              </label>
            ))}
          </fieldset>
          {errors.pricingMode && (
            <p className={form.error} role="alert">
              {errors.pricingMode}
            </p>
          )}
          {values.pricingMode === 'weight' ? (
            <div className={styles.formGrid}>
              <SelectField
                label="Making charges as"
                options={[
                  { value: 'percent', label: 'A share of the metal value (%)' },
                  { value: 'per-gram', label: 'Rupees per gram' },
                ]}
                {...field('makingKind')}
              />
              <TextField label={values.makingKind === 'percent' ? 'Making charges (%)' : 'Making charges (₹ per gram)'} inputMode="decimal" {...field('makingValue')} />
              <p className={`${styles.explain} ${styles.wide}`}>
                The price is net weight × the day&apos;s rate for the purity + making charges + stone value + GST, to the rupee
                {product?.pricingMode === 'weight' && <>: {formatInr(product.salePrice)} at today&apos;s rate</>}. It changes when the rates do (Metal rates).
              </p>
            </div>
          ) : (
            <div className={styles.formGrid}>
              <TextField label="MRP (₹)" inputMode="decimal" {...field('mrp')} />
              <TextField label="Sale price (₹)" inputMode="decimal" hint="What the shopper pays, GST included" {...field('salePrice')} />
              <TextField label="Base price (₹)" optionalLabel="the MRP when blank" inputMode="decimal" {...field('basePrice')} />
            </div>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="stock">
          <h2 id="stock" className={styles.panelTitle}>
            Stock, delivery and engraving
          </h2>
          <div className={styles.formGrid}>
            <TextField label="In stock" inputMode="numeric" {...field('stockQuantity')} />
            <TextField label="Most per order" inputMode="numeric" {...field('maxOrderQuantity')} />
            <TextField
              label="Engraving: most characters"
              optionalLabel="empty: not engraved"
              hint={`1 to ${MAX_ENGRAVING_LENGTH}; rings, bands and bangles usually take ${DEFAULT_ENGRAVING_LENGTH}`}
              inputMode="numeric"
              {...field('engravingMaxLength')}
            />
          </div>
          <CheckboxField label="Cash on delivery allowed" {...check('codAvailable')} />
          <CheckboxField label="Free shipping" {...check('freeShipping')} />
          <CheckboxField label="Published: shoppers can see and buy it" {...check('isActive')} />
          {product && product.variants.length > 0 && (
            <p className={styles.muted}>
              This piece has {product.variants.length} variants; their stock ({product.availableStock} in all) is what shoppers can buy.
            </p>
          )}
        </section>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : product ? 'Save changes' : 'Create product'}
          </button>
          <Link to="/admin/products" className={buttons.secondary}>
            Cancel
          </Link>
        </div>
      </form>
      {product && <VariantsPanel product={product} />}
      {product && <CertificatesPanel productId={product.id} />}
      {product && <AuditTrail entityType="product" entityId={product.id} />}
    </>
  );
}
