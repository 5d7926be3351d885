import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { adminCertificateInputSchema, CERTIFICATE_DETAIL_KEYS, CERTIFICATE_LABS, type AdminCertificate } from '@aabhushan/shared/schemas/certificates';
import buttons from '../../components/ui/button.module.css';
import { SelectField, TextField } from '../../components/ui/form-field';
import form from '../../components/ui/form.module.css';
import { getErrorMessage } from '../../lib/error-message';
import styles from '../admin.module.css';
import { OutcomeMessages } from '../outcome-messages';
import { CertificatePdfField } from './certificate-pdf-field';
import {
  certificateBodyOf,
  certificateErrorsOf,
  certificateFieldOfRefusal,
  certificateValuesOf,
  EMPTY_CERTIFICATE_FORM,
  LAB_LABELS,
  type CertificateErrors,
  type CertificateFormValues,
} from './certificate-form-values';
import certificateStyles from './certificates-panel.module.css';
import { useChangeCertificate } from './certificates-api';

const DETAIL_FIELDS = [
  ['stone', 'Stone', 'Such as Natural diamonds'],
  ['shape', 'Shape', 'Such as Round brilliant'],
  ['carat', 'Carat', 'The total weight, such as 0.42'],
  ['colour', 'Colour', 'Such as G-H'],
  ['clarity', 'Clarity', 'Such as VS-SI'],
  ['cut', 'Cut', 'Such as Excellent'],
] as const;

/**
 * Adds a certificate to a piece, or changes one: the shared schema's sentences beside their fields
 * before anything is sent, and the API's refusals beside the field they are about.
 */
export function CertificateForm({ productId, certificate, onDone, onCancel }: { productId: string; certificate?: AdminCertificate; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const change = useChangeCertificate(productId);
  const [values, setValues] = useState<CertificateFormValues>(() => (certificate ? certificateValuesOf(certificate) : EMPTY_CERTIFICATE_FORM));
  const [errors, setErrors] = useState<CertificateErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  /** Fields changed: their messages go, and the banner with the last one. */
  const settle = (...names: Array<keyof CertificateErrors>) => {
    if (!names.some((name) => errors[name])) return;
    const rest = { ...errors };
    for (const name of names) delete rest[name];
    setErrors(rest);
    if (!Object.values(rest).some(Boolean)) setProblem(null);
  };
  const isDetail = (name: string) => (CERTIFICATE_DETAIL_KEYS as readonly string[]).includes(name);
  const field = (name: keyof Omit<CertificateFormValues, 'pdf'>) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      settle(name, ...(isDetail(name) ? (['details'] as const) : []));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body = certificateBodyOf(values);
    // The API's own schema and sentences, before anything is sent.
    const parsed = adminCertificateInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(certificateErrorsOf(parsed.error.issues));
      return setProblem('Please correct the fields marked below.');
    }
    setErrors({});
    try {
      const { message } = await change.mutateAsync(certificate ? { kind: 'edit', certificateId: certificate.id, body } : { kind: 'add', body });
      onDone(message);
    } catch (error) {
      const message = getErrorMessage(error, t);
      // The API's sentence beside the field it is about; any other above the form.
      const about = certificateFieldOfRefusal(message);
      if (about) setErrors({ [about]: message });
      setProblem(about ? 'Please correct the fields marked below.' : message);
    }
  };

  const titleId = `certificate-form-${certificate?.id ?? 'new'}`;
  return (
    <form className={certificateStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className={certificateStyles.formTitle}>
        {certificate ? `Change certificate ${certificate.number}` : 'Add a certificate'}
      </h3>
      <OutcomeMessages problem={problem} />
      <div className={certificateStyles.fields}>
        <SelectField label="Lab" placeholder="Choose the lab" options={CERTIFICATE_LABS.map((lab) => ({ value: lab, label: LAB_LABELS[lab] }))} {...field('lab')} />
        <TextField label="Certificate number" hint="As printed: shoppers can check it on the store" autoCapitalize="characters" spellCheck={false} {...field('number')} />
        <TextField label="Issued on" type="date" max={indianDateOf(new Date())} {...field('issuedOn')} />
      </div>
      <fieldset className={certificateStyles.details} aria-describedby={errors.details ? `${titleId}-details-error` : undefined}>
        <legend>
          Graded details<span className={form.optional}> (each optional; a hallmark certificate has none)</span>
        </legend>
        {errors.details && (
          <p id={`${titleId}-details-error`} className={form.error} role="alert">
            {errors.details}
          </p>
        )}
        <div className={certificateStyles.fields}>
          {DETAIL_FIELDS.map(([name, label, hint]) => (
            <TextField key={name} label={label} hint={hint} inputMode={name === 'carat' ? 'decimal' : undefined} {...field(name)} />
          ))}
        </div>
      </fieldset>
      <CertificatePdfField
        pdf={values.pdf}
        error={errors.pdf}
        onChange={(pdf) => {
          setValues((current) => ({ ...current, pdf }));
          settle('pdf');
        }}
        onError={(message) => setErrors((current) => ({ ...current, pdf: message }))}
        onBusy={setUploading}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={change.isPending || uploading}>
          {change.isPending ? 'Saving…' : certificate ? 'Save certificate' : 'Add certificate'}
        </button>
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
