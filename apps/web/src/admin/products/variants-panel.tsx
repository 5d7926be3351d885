import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@aabhushan/shared/schemas/admin-products';
import { adminVariantCreateSchema, adminVariantUpdateSchema } from '@aabhushan/shared/schemas/admin-variants';
import buttons from '../../components/ui/button.module.css';
import { TextField } from '../../components/ui/form-field';
import form from '../../components/ui/form.module.css';
import { getErrorMessage } from '../../lib/error-message';
import styles from '../admin.module.css';
import { OutcomeMessages } from '../outcome-messages';
import { useSaveVariant } from './variants-api';
import { numberTyped } from '../admin-format';

type Variant = AdminProduct['variants'][number];

/**
 * A piece's sizes or lengths, each with its own price and stock (issue 13): a table to change
 * them in place, and a form to add one. Once a piece has an active variant, shoppers buy by variant.
 */
export function VariantsPanel({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const save = useSaveVariant(product.id);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (body: object, variantId?: string) => {
    setNotice(null);
    setProblem(null);
    const schema = variantId ? adminVariantUpdateSchema : adminVariantCreateSchema;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]!.message);
      return false;
    }
    try {
      setNotice((await save.mutateAsync({ variantId, body: parsed.data })).message);
      return true;
    } catch (error) {
      setProblem(getErrorMessage(error, t));
      return false;
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="variants">
      <h2 id="variants" className={styles.panelTitle}>
        Sizes and variants
      </h2>
      {product.pricingMode === 'weight' ? (
        <p className={styles.muted}>A piece priced by weight has one price, the day&apos;s: it has no variants.</p>
      ) : (
        <>
          <p className={styles.muted}>
            Each variant has its own price and stock. Once a piece has one switched on, shoppers choose a variant and its stock is what they can buy.
          </p>
          <OutcomeMessages notice={notice} problem={problem} />
          {product.variants.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Variant</th>
                    <th scope="col">Sale price (₹)</th>
                    <th scope="col">MRP (₹)</th>
                    <th scope="col">In stock</th>
                    <th scope="col">On sale</th>
                    <th scope="col">
                      <span className="visually-hidden">Save</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {product.variants.map((variant) => (
                    <VariantRow key={`${variant.id}-${variant.salePrice}-${variant.mrp}-${variant.stockQuantity}-${variant.isActive}`} variant={variant} busy={save.isPending} onSave={(body) => submit(body, variant.id)} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AddVariantForm busy={save.isPending} onAdd={(body) => submit(body)} />
        </>
      )}
    </section>
  );
}

function VariantRow({ variant, busy, onSave }: { variant: Variant; busy: boolean; onSave: (body: object) => Promise<boolean> }) {
  const [values, setValues] = useState({ salePrice: String(variant.salePrice), mrp: String(variant.mrp), stockQuantity: String(variant.stockQuantity), isActive: variant.isActive });
  const input = (name: 'salePrice' | 'mrp' | 'stockQuantity', label: string) => (
    <input
      aria-label={`${variant.variantName}, ${label}`}
      className={`${form.input} ${styles.rateInput}`}
      inputMode={name === 'stockQuantity' ? 'numeric' : 'decimal'}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );
  return (
    <tr>
      <th scope="row">
        {variant.variantName}
        {variant.attributes.length > 0 && <span className={styles.muted}> · {variant.attributes.map((attribute) => `${attribute.name} ${attribute.value}`).join(', ')}</span>}
      </th>
      <td>{input('salePrice', 'sale price')}</td>
      <td>{input('mrp', 'MRP')}</td>
      <td>{input('stockQuantity', 'in stock')}</td>
      <td>
        <input type="checkbox" aria-label={`${variant.variantName} on sale`} checked={values.isActive} onChange={(event) => setValues((current) => ({ ...current, isActive: event.target.checked }))} />
      </td>
      <td>
        <button
          type="button"
          className={buttons.secondary}
          aria-label={`Save ${variant.variantName}`}
          disabled={busy}
          onClick={() => void onSave({ salePrice: numberTyped(values.salePrice), mrp: numberTyped(values.mrp), stockQuantity: numberTyped(values.stockQuantity), isActive: values.isActive })}
        >
          Save
        </button>
      </td>
    </tr>
  );
}

const EMPTY = { variantName: '', attributeName: 'Size', attributeValue: '', salePrice: '', mrp: '', stockQuantity: '0' };

function AddVariantForm({ busy, onAdd }: { busy: boolean; onAdd: (body: object) => Promise<boolean> }) {
  const [values, setValues] = useState(EMPTY);
  const field = (name: keyof typeof EMPTY) => ({ value: values[name], onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })) });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const attributes = values.attributeValue.trim() ? [{ name: values.attributeName, value: values.attributeValue }] : [];
    const added = await onAdd({ variantName: values.variantName, attributes, salePrice: numberTyped(values.salePrice), mrp: numberTyped(values.mrp), stockQuantity: numberTyped(values.stockQuantity) });
    if (added) setValues(EMPTY);
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Add a variant">
      <h3 className={styles.subTitle}>Add a variant</h3>
      <div className={styles.threeColumns}>
        <TextField label="Variant name" hint="Such as Size 12 or 18 inches" {...field('variantName')} />
        <TextField label="Attribute" hint="What the shopper chooses" {...field('attributeName')} />
        <TextField label="Value" optionalLabel="optional" {...field('attributeValue')} />
        <TextField label="Variant sale price (₹)" inputMode="decimal" {...field('salePrice')} />
        <TextField label="Variant MRP (₹)" inputMode="decimal" {...field('mrp')} />
        <TextField label="Variant stock" inputMode="numeric" {...field('stockQuantity')} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.secondary} disabled={busy}>
          Add variant
        </button>
      </div>
    </form>
  );
}
