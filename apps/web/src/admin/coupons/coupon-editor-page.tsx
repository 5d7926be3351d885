import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COUPON_TYPES } from '@aabhushan/shared/rules/coupon';
import { adminCouponCreateSchema, type AdminCoupon, type AdminCouponCreateInput } from '@aabhushan/shared/schemas/admin-coupons';
import buttons from '../../components/ui/button.module.css';
import { CheckboxField, SelectField, TextField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { useProductCategories } from '../../features/catalogue/api/get-product-categories';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdminCoupon, useSaveCoupon } from '../admin-api';
import { fromIndianInput, numberTyped, toIndianInput } from '../admin-format';
import styles from '../admin.module.css';
import { EMPTY_LOCALIZED, LocalizedFields, localizedValuesOf, type LocalizedValues } from '../catalogue/localized-fields';
import { listOf, listValuesOf } from '../catalogue/localized-list-values';
import { MissingLanguages } from '../catalogue/missing-languages';
import { OutcomeMessages } from '../outcome-messages';
import { couponTexts } from './coupon-texts';

const TYPE_LABELS: Record<string, string> = { percentage: 'A percentage off', fixed: 'An amount off (₹)', free_shipping: 'Free shipping' };

interface Values {
  code: string;
  title: LocalizedValues;
  description: LocalizedValues;
  /** Each language's terms, one a line. */
  terms: LocalizedValues;
  type: string;
  value: string;
  minOrderValue: string;
  maxDiscountAmount: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  userUsageLimit: string;
  categories: string[];
  isActive: boolean;
}

function valuesOf(coupon?: AdminCoupon): Values {
  const now = new Date().toISOString();
  return {
    code: coupon?.code ?? '',
    title: coupon ? localizedValuesOf(coupon.title) : EMPTY_LOCALIZED,
    description: coupon ? localizedValuesOf(coupon.description) : EMPTY_LOCALIZED,
    terms: listValuesOf(coupon?.terms, 'line'),
    type: coupon?.type ?? 'percentage',
    value: coupon ? String(coupon.value) : '',
    minOrderValue: coupon ? String(coupon.minOrderValue) : '0',
    maxDiscountAmount: coupon?.maxDiscountAmount != null ? String(coupon.maxDiscountAmount) : '',
    validFrom: toIndianInput(coupon?.validFrom ?? now),
    validUntil: coupon ? toIndianInput(coupon.validUntil) : '',
    usageLimit: coupon?.usageLimit != null ? String(coupon.usageLimit) : '',
    userUsageLimit: coupon?.userUsageLimit != null ? String(coupon.userUsageLimit) : '',
    categories: coupon?.applicableCategories ?? [],
    isActive: coupon?.isActive ?? true,
  };
}

function bodyOf(values: Values, coupon?: AdminCoupon): AdminCouponCreateInput {
  return {
    code: values.code,
    title: values.title,
    description: values.description,
    terms: listOf(values.terms, 'line'),
    type: values.type as AdminCouponCreateInput['type'],
    value: values.type === 'free_shipping' ? 0 : numberTyped(values.value, Number.NaN),
    minOrderValue: numberTyped(values.minOrderValue, 0),
    maxDiscountAmount: values.type === 'percentage' ? numberTyped(values.maxDiscountAmount, null) : null,
    validFrom: fromIndianInput(values.validFrom),
    validUntil: fromIndianInput(values.validUntil),
    usageLimit: numberTyped(values.usageLimit, null),
    userUsageLimit: numberTyped(values.userUsageLimit, null),
    applicableCategories: values.categories,
    applicableProducts: coupon?.applicableProducts ?? [],
    isActive: values.isActive,
  };
}

/** /admin/coupons/new and /admin/coupons/{id}. */
export function CouponEditorPage({ id }: { id?: string }) {
  const { data: coupon, isError } = useAdminCoupon(id);
  if (id && isError) return <p className={styles.problem}>This coupon could not be loaded.</p>;
  if (id && !coupon) return <Skeleton height="400px" />;
  return <CouponEditor key={coupon?.id ?? 'new'} coupon={coupon} />;
}

function CouponEditor({ coupon }: { coupon?: AdminCoupon }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(coupon ? `Coupon ${coupon.code}` : 'New coupon');
  const { data: categories = [] } = useProductCategories();
  const save = useSaveCoupon(coupon?.id);
  const [values, setValues] = useState(() => valuesOf(coupon));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [notice, setNotice] = useState<string | null>((useLocation().state as { notice?: string } | null)?.notice ?? null);
  const [problem, setProblem] = useState<string | null>(null);

  const field = (name: Exclude<keyof Values, 'categories' | 'isActive' | 'title' | 'description' | 'terms'>) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setProblem(null);
    const body = bodyOf(values, coupon);
    const parsed = adminCouponCreateSchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) === 'applicableCategories' ? 'categories' : (String(issue.path[0]) as keyof Values);
        found[key] ??= issue.message;
      }
      setErrors(found);
      setProblem('Please correct the fields marked below.');
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(body);
      setNotice(saved.message);
      if (!coupon) void navigate(`/admin/coupons/${saved.coupon.id}`, { replace: true, state: { notice: saved.message } });
    } catch (error) {
      setProblem(getErrorMessage(error, t));
    }
  };

  return (
    <>
      <Link to="/admin/coupons" className={styles.back}>
        ← All coupons
      </Link>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{coupon ? `Coupon ${coupon.code}` : 'New coupon'}</h1>
          {coupon && (
            <p className={styles.lead}>
              Used {coupon.usedCount} {coupon.usedCount === 1 ? 'time' : 'times'}
              {coupon.usageLimit !== null && ` of ${coupon.usageLimit}`}.
            </p>
          )}
        </div>
      </div>
      <OutcomeMessages notice={notice} problem={problem} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <section className={styles.panel} aria-labelledby="offer">
          <h2 id="offer" className={styles.panelTitle}>
            The offer
          </h2>
          <div className={styles.formGrid}>
            <TextField label="Code" hint="Letters and digits; shoppers may type it in any case" autoCapitalize="characters" {...field('code')} />
            <SelectField label="Takes off" options={COUPON_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] ?? type }))} {...field('type')} />
            {values.type === 'percentage' && <TextField label="Percent off" inputMode="numeric" {...field('value')} />}
            {values.type === 'fixed' && <TextField label="Amount off (₹)" inputMode="decimal" {...field('value')} />}
            {values.type === 'percentage' && <TextField label="At most (₹)" optionalLabel="optional" inputMode="decimal" {...field('maxDiscountAmount')} />}
            <TextField label="Minimum order (₹)" inputMode="decimal" {...field('minOrderValue')} />
          </div>
        </section>
        <section className={styles.panel} aria-labelledby="words">
          <h2 id="words" className={styles.panelTitle}>
            What shoppers read
          </h2>
          <p className={styles.explain}>The coupons page and the cart show these in the shopper's language, the English where one is not written.</p>
          <MissingLanguages texts={couponTexts(values)} />
          <LocalizedFields label="Title" value={values.title} error={errors.title} onChange={(title) => setValues((current) => ({ ...current, title }))} />
          <LocalizedFields label="Description" optional multiline value={values.description} error={errors.description} onChange={(description) => setValues((current) => ({ ...current, description }))} />
          <p className={styles.explain}>Terms: one a line, each language its own list (a shopper reads one whole list, the English where their language has none).</p>
          <LocalizedFields label="Terms" optional multiline value={values.terms} error={errors.terms} onChange={(terms) => setValues((current) => ({ ...current, terms }))} />
        </section>
        <section className={styles.panel} aria-labelledby="when">
          <h2 id="when" className={styles.panelTitle}>
            When and how often
          </h2>
          <div className={styles.formGrid}>
            <TextField label="Valid from" type="datetime-local" hint="Indian time" {...field('validFrom')} />
            <TextField label="Valid until" type="datetime-local" hint="Indian time" {...field('validUntil')} />
            <TextField label="Uses in all" optionalLabel="blank for no limit" inputMode="numeric" {...field('usageLimit')} />
            <TextField label="Uses per customer" optionalLabel="blank for no limit" inputMode="numeric" {...field('userUsageLimit')} />
          </div>
          <fieldset className={styles.radioRow}>
            <legend>Applies to (none ticked: the whole store)</legend>
            {categories.map((category) => (
              <label key={category._id}>
                <input
                  type="checkbox"
                  checked={values.categories.includes(category._id)}
                  onChange={(event) =>
                    setValues((current) => ({
                      ...current,
                      categories: event.target.checked ? [...current.categories, category._id] : current.categories.filter((idOf) => idOf !== category._id),
                    }))
                  }
                />
                {category.name.en}
              </label>
            ))}
          </fieldset>
          <CheckboxField label="Switched on: shoppers can use it while it is valid" checked={values.isActive} onChange={(event) => setValues((current) => ({ ...current, isActive: event.target.checked }))} />
        </section>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : coupon ? 'Save changes' : 'Create coupon'}
          </button>
          <Link to="/admin/coupons" className={buttons.secondary}>
            Cancel
          </Link>
        </div>
      </form>
    </>
  );
}
