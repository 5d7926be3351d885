import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ENQUIRY_CATEGORIES, ENQUIRY_MESSAGES, enquiryBodySchema, getContactSubmitError, type EnquiryBody } from '@aabhushan/shared/schemas/enquiry';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-field';
import formStyles from '../../../components/ui/form.module.css';
import { isApiError } from '../../../lib/api-error';
import { useTranslateMessage } from '../../../lib/translate-message';
import { useSubmitEnquiry } from '../api/submit-enquiry';
import styles from './contact-form.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

type Values = z.input<typeof enquiryBodySchema>;
const EMPTY: Values = { name: '', email: '', number: '', category: '' as Values['category'], message: '', newsletter: false, privacy: false };

/** The status and server message of a failed submit, for the spec's contact messages. */
function describeFailure(error: unknown): string {
  if (!isApiError(error)) return ENQUIRY_MESSAGES.submitFailed;
  return getContactSubmitError(error.kind === 'http' ? error.status : 0, error.message);
}

/**
 * The contact form (spec B sections 4, 5 and 8): idle, submitting (button disabled, loader),
 * success (form reset, success banner) or error. Checked with the server's own schema.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const enquiry = useSubmitEnquiry();
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<Values, unknown, z.output<typeof enquiryBodySchema>>({ resolver: zodResolver(enquiryBodySchema), mode: 'onTouched', defaultValues: EMPTY });
  const { errors, isSubmitting, isValid } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        const answer = await enquiry.mutateAsync(values as EnquiryBody);
        form.reset(EMPTY);
        setBanner({ tone: 'success', text: answer.message });
      } catch (error) {
        setBanner({ tone: 'error', text: describeFailure(error) });
      }
    },
    () => setBanner({ tone: 'error', text: ENQUIRY_MESSAGES.formInvalid }),
  );

  const busy = isSubmitting || enquiry.isPending;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      {banner && (
        <Alert
          tone={banner.tone}
          title={banner.tone === 'success' ? t('content.contact.successTitle') : undefined}
          onDismiss={() => setBanner(null)}
          dismissLabel={t('toast.close')}
        >
          <p>{tm(banner.text)}</p>
        </Alert>
      )}
      <div className={styles.row}>
        <TextField label={t('content.contact.name')} autoComplete="name" error={tm(errors.name?.message)} {...form.register('name')} />
        <TextField label={t('content.contact.emailField')} type="email" autoComplete="email" error={tm(errors.email?.message)} {...form.register('email')} />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('content.contact.number')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          hint={t('content.contact.numberHint')}
          error={tm(errors.number?.message)}
          {...form.register('number')}
        />
        <SelectField
          label={t('content.contact.category')}
          placeholder={t('content.contact.chooseCategory')}
          options={ENQUIRY_CATEGORIES.map((value) => ({ value, label: t(`content.contact.categories.${value}`) }))}
          error={tm(errors.category?.message)}
          {...form.register('category')}
        />
      </div>
      <div className={formStyles.field}>
        <label htmlFor="contact-message" className={formStyles.label}>
          {t('content.contact.message')}
        </label>
        <textarea
          id="contact-message"
          rows={6}
          className={`${formStyles.input} ${styles.message}`}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          {...form.register('message')}
        />
        {errors.message && (
          <p id="contact-message-error" className={formStyles.error} role="alert">
            {tm(errors.message.message)}
          </p>
        )}
      </div>
      <CheckboxField label={t('content.contact.newsletter')} {...form.register('newsletter')} />
      <CheckboxField
        label={
          <Trans
            i18nKey="content.contact.privacy"
            components={{ privacy: <Link to={href('policy', { slug: 'privacy-policy' })} />, terms: <Link to={href('policy', { slug: 'terms-of-service' })} /> }}
          />
        }
        {...form.register('privacy')}
      />
      {/* Marked disabled while the form is invalid (spec B section 5) yet still pressable, so
          pressing it says what is missing ('Please fill all required fields correctly'). */}
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={busy} aria-disabled={!isValid || undefined}>
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        {busy ? t('content.contact.sending') : t('content.contact.submit')}
      </button>
    </form>
  );
}
