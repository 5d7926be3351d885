import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gstStateOfGstin, isValidGstin } from '@aabhushan/shared/rules/gst-state';
import { storeSettingsBodySchema, type StoreSettingsAnswer } from '@aabhushan/shared/schemas/admin-store-settings';
import buttons from '../../components/ui/button.module.css';
import { TextField } from '../../components/ui/form-field';
import form from '../../components/ui/form.module.css';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatWhen } from '../admin-format';
import styles from '../admin.module.css';
import { AuditTrail } from '../audit-trail';
import { OutcomeMessages } from '../outcome-messages';
import { HoursFieldset } from './hours-fieldset';
import { useSaveStoreSettings, useStoreSettings } from './settings-api';
import { giftWrapShown, settingsBodyOf, settingsErrorKeyOf, settingsValuesOf, type SettingsErrorKey, type SettingsTextField, type SettingsValues } from './store-settings-values';

/** /admin/settings: shipping, tax, COD, returns, the gift wrap's price, the old-gold deductions, contact, hours and the seller on invoices. */
export function StoreSettingsPage() {
  useDocumentTitle('Store settings');
  const { data, isError } = useStoreSettings();
  if (isError) return <p className={styles.problem}>The store settings could not be loaded.</p>;
  if (!data) return <Skeleton height="600px" />;
  return <StoreSettingsForm settings={data} />;
}

function StoreSettingsForm({ settings }: { settings: StoreSettingsAnswer }) {
  const { t } = useTranslation();
  const save = useSaveStoreSettings();
  const [values, setValues] = useState(() => settingsValuesOf(settings));
  const [errors, setErrors] = useState<Partial<Record<SettingsErrorKey, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [updatedAt, setUpdatedAt] = useState(settings.updatedAt);

  const field = (name: SettingsTextField) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const typedGstin = values.gstin.trim().toUpperCase();
  const gstState = isValidGstin(typedGstin) ? gstStateOfGstin(typedGstin) : null;
  const giftWrapPrice = giftWrapShown(values.giftWrap);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setProblem(null);
    const parsed = storeSettingsBodySchema.safeParse(settingsBodyOf(values));
    if (!parsed.success) {
      const found: Partial<Record<SettingsErrorKey, string>> = {};
      for (const issue of parsed.error.issues) found[settingsErrorKeyOf(issue.path)] ??= issue.message;
      setErrors(found);
      setProblem('Please correct the fields marked below.');
      return;
    }
    setErrors({});
    try {
      const { saved, message } = await save.mutateAsync(parsed.data);
      setValues(settingsValuesOf(saved));
      setUpdatedAt(saved.updatedAt);
      setNotice(`${message}. The store, checkout and new invoices use them now.`);
    } catch (failure) {
      setProblem(getErrorMessage(failure, t));
    }
  };

  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Store settings</h1>
          <p className={styles.lead}>
            What checkout charges, what the policy pages and invoices say, and when the shop is open.{' '}
            {updatedAt ? `Last saved ${formatWhen(updatedAt)}.` : 'Not changed since the store opened.'} Placed orders and issued invoices keep what they were.
          </p>
        </div>
      </div>
      <OutcomeMessages notice={notice} problem={problem} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <section className={styles.panel} aria-labelledby="shipping">
          <h2 id="shipping" className={styles.panelTitle}>
            Shipping
          </h2>
          <div className={styles.threeColumns}>
            <TextField label="Standard fee (₹)" inputMode="decimal" {...field('standard.fee')} />
            <TextField label="Standard delivery time" hint="Such as 5-7 days" {...field('standard.estimate')} />
            <TextField label="Standard free from (₹)" hint="Order value after discounts" inputMode="decimal" {...field('standard.freeFrom')} />
            <TextField label="Express fee (₹)" inputMode="decimal" {...field('express.fee')} />
            <TextField label="Express delivery time" {...field('express.estimate')} />
            <span />
            <TextField label="Overnight fee (₹)" inputMode="decimal" {...field('overnight.fee')} />
            <TextField label="Overnight delivery time" {...field('overnight.estimate')} />
            <span />
            <TextField label="Usual delivery time" hint="Shown in the cart" {...field('defaultDeliveryEstimate')} />
          </div>
        </section>
        <section className={styles.panel} aria-labelledby="money">
          <h2 id="money" className={styles.panelTitle}>
            Tax, payment, returns and gifts
          </h2>
          <div className={styles.threeColumns}>
            <TextField label="GST rate (%)" hint="Included in every price; a new rate reprices the pieces priced by weight" inputMode="decimal" {...field('gstRatePercent')} />
            <TextField label="Cash on delivery up to (₹)" inputMode="decimal" {...field('codLimit')} />
            <TextField label="Return window (days)" inputMode="numeric" {...field('returnWindowDays')} />
            <TextField label="Confirm the phone for COD above (₹)" hint="A code confirms the delivery phone first; 0 asks on every COD order" inputMode="decimal" {...field('codConfirmAbove')} />
            <TextField label="Payment hold (minutes)" hint="How long a placed order keeps its pieces while it waits for its payment" inputMode="numeric" {...field('paymentHoldMinutes')} />
            <TextField
              label="Gift wrap price (₹)"
              hint={`GST included, at the jewellery's rate; 0 wraps for free.${giftWrapPrice ? ` Checkout shows ${giftWrapPrice}.` : ''}`}
              inputMode="decimal"
              {...field('giftWrap')}
            />
          </div>
        </section>
        <section className={styles.panel} aria-labelledby="old-gold">
          <h2 id="old-gold" className={styles.panelTitle}>
            Old-gold estimate
          </h2>
          <div className={styles.formGrid}>
            <TextField
              label="Exchange deduction (%)"
              hint="Kept back when old jewellery is valued against new jewellery; 0 pays the day's rate in full"
              inputMode="decimal"
              {...field('oldGold.exchangeDeductionPercent')}
            />
            <TextField
              label="Buyback deduction (%)"
              hint="Kept back when the store buys old jewellery for money"
              inputMode="decimal"
              {...field('oldGold.buybackDeductionPercent')}
            />
          </div>
        </section>
        <section className={styles.panel} aria-labelledby="contact">
          <h2 id="contact" className={styles.panelTitle}>
            Contact and hours
          </h2>
          <div className={styles.formGrid}>
            <TextField label="Phone" type="tel" {...field('phone')} />
            <TextField label="E-mail" type="email" hint="Enquiries are sent here" {...field('email')} />
          </div>
          <AddressField values={values} error={errors.addressLines} onChange={(addressLines) => setValues((current) => ({ ...current, addressLines }))} />
          <HoursFieldset rows={values.hours} error={errors.hours} onChange={(hours) => setValues((current) => ({ ...current, hours }))} />
        </section>
        <section className={styles.panel} aria-labelledby="seller">
          <h2 id="seller" className={styles.panelTitle}>
            Seller on tax invoices
          </h2>
          <div className={styles.formGrid}>
            <TextField label="Legal name" {...field('legalName')} />
            <TextField
              label="GSTIN"
              autoCapitalize="characters"
              hint={gstState ? `Registered in ${gstState.state} (state code ${gstState.stateCode}): CGST and SGST within it, IGST elsewhere` : '15 characters'}
              {...field('gstin')}
            />
          </div>
        </section>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      </form>
      <AuditTrail entityType="settings" entityId="store" />
    </>
  );
}

function AddressField({ values, error, onChange }: { values: SettingsValues; error?: string; onChange: (addressLines: string) => void }) {
  return (
    <div className={form.field}>
      <label htmlFor="store-address" className={form.label}>
        Store address <span className={form.optional}>(one line per row, up to 4)</span>
      </label>
      <textarea
        id="store-address"
        rows={4}
        className={`${form.input} ${styles.textarea}`}
        value={values.addressLines}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'store-address-error' : undefined}
      />
      {error && (
        <p id="store-address-error" className={form.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
