import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { newsletterSubscribeSchema, type NewsletterSubscribe } from '@aabhushan/shared/schemas/newsletter';
import { getErrorMessage } from '../../../lib/error-message';
import { useTranslateMessage } from '../../../lib/translate-message';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import styles from './newsletter-form.module.css';

/**
 * The newsletter box: one required e-mail field that really subscribes. The server's answer
 * is shown as it is ('Thank you for subscribing!' or 'You are already subscribed.'); the
 * button is disabled while sending. Checked with the server's own schema and messages.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const ids = { email: useId(), error: useId(), result: useId() };
  const subscribe = useSubscribeNewsletter();
  const form = useForm<NewsletterSubscribe>({ resolver: zodResolver(newsletterSubscribeSchema), defaultValues: { email: '' } });
  const fieldError = tm(form.formState.errors.email?.message);

  const submit = form.handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync(values);
      form.reset();
    } catch {
      // Shown below from subscribe.error.
    }
  });

  // 400 (the spec's e-mail messages) and 429 carry messages written for shoppers.
  const failure = subscribe.isError ? getErrorMessage(subscribe.error, t) : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={ids.email} className="visually-hidden">
        {t('content.newsletter.label')}
      </label>
      <div className={styles.row}>
        <input
          id={ids.email}
          className={styles.input}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t('content.newsletter.placeholder')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? ids.error : undefined}
          {...form.register('email', { onChange: () => subscribe.isSuccess && subscribe.reset() })}
        />
        <button type="submit" className={styles.button} disabled={subscribe.isPending}>
          {subscribe.isPending ? t('content.newsletter.sending') : t('content.newsletter.submit')}
        </button>
      </div>
      {fieldError && (
        <p id={ids.error} className={styles.error}>
          {fieldError}
        </p>
      )}
      <div aria-live="polite" id={ids.result}>
        {subscribe.isSuccess && <p className={styles.success}>{tm(subscribe.data.message)}</p>}
        {failure && <p className={styles.error}>{failure}</p>}
      </div>
    </form>
  );
}
