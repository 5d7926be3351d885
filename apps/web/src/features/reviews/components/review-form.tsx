import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReviewCreate } from '@aabhushan/shared/schemas/reviews';
import { REVIEW_COMMENT_MAX } from '@aabhushan/shared/rules/review-limits';
import { getErrorMessage } from '../../../lib/error-message';
import { useTranslateMessage } from '../../../lib/translate-message';
import { usePostReview } from '../api/post-review';
import { RatingInput } from './rating-input';
import styles from './review-form.module.css';

/**
 * The check (zod and the review schema) loads when the shopper starts on the form (first focus)
 * or first submits it, not with the product page: the form is checked on submit only
 * (react-hook-form's default mode), then as it is corrected.
 */
const loadReviewValidation = () => import('../lib/review-validation');
const reviewResolver: Resolver<ReviewCreate> = async (values, context, options) =>
  (await loadReviewValidation()).reviewCreateResolver(values, context, options);

interface ReviewFormProps {
  productId: string;
  /** After a successful post, with the server's message. */
  onPosted: (message: string) => void;
}

/**
 * A star rating (1-5) and a comment (10-1000 characters after trimming), checked with the
 * same schema the server uses, so both refuse the same input with the same words.
 */
export function ReviewForm({ productId, onPosted }: ReviewFormProps) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const ids = { comment: useId(), commentError: useId(), ratingError: useId(), counter: useId() };
  const post = usePostReview(productId);
  const form = useForm<ReviewCreate>({
    resolver: reviewResolver,
    defaultValues: { rating: 0, comment: '' },
  });
  const { errors } = form.formState;
  const length = form.watch('comment').length;

  const submit = form.handleSubmit(async (values) => {
    post.reset();
    try {
      const answer = await post.mutateAsync(values);
      form.reset();
      onPosted(answer.message);
    } catch {
      // Shown below from post.error.
    }
  });

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={() => void loadReviewValidation()}
      noValidate
      aria-labelledby={`${ids.comment}-title`}
    >
      <h3 id={`${ids.comment}-title`} className={styles.formTitle}>
        {t('reviews.form.title')}
      </h3>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <RatingInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errorId={errors.rating ? ids.ratingError : undefined}
            disabled={post.isPending}
          />
        )}
      />
      {errors.rating?.message && (
        <p id={ids.ratingError} className={styles.error}>
          {tm(errors.rating.message)}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={ids.comment} className={styles.label}>
          {t('reviews.form.comment')}
        </label>
        <textarea
          id={ids.comment}
          className={styles.textarea}
          rows={5}
          maxLength={REVIEW_COMMENT_MAX}
          placeholder={t('reviews.form.placeholder')}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`${ids.counter}${errors.comment ? ` ${ids.commentError}` : ''}`}
          disabled={post.isPending}
          {...form.register('comment')}
        />
        <p id={ids.counter} className={styles.counter}>
          {t('reviews.form.counter', { count: length, max: REVIEW_COMMENT_MAX })}
        </p>
        {errors.comment?.message && (
          <p id={ids.commentError} className={styles.error}>
            {tm(errors.comment.message)}
          </p>
        )}
      </div>
      {post.isError && (
        <p className={styles.serverError} role="alert">
          {/* Signed out meanwhile (the session could not be refreshed): the guest message. */}
          {getErrorMessage(post.error, t, { unauthorized: t('reviews.loginRequired') })}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={post.isPending}>
        {post.isPending ? t('reviews.form.posting') : t('reviews.form.submit')}
      </button>
    </form>
  );
}
