import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './review-form.module.css';

interface RatingInputProps {
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  /** Id of the error message, when there is one. */
  errorId?: string;
  disabled?: boolean;
}

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * Five stars that are real radio buttons: arrow keys move between them, each is read out
 * with its meaning ("4 stars: Very good"). Hovering previews a rating.
 */
export function RatingInput({ value, onChange, onBlur, errorId, disabled = false }: RatingInputProps) {
  const { t } = useTranslation();
  const name = useId();
  const [preview, setPreview] = useState(0);
  const shown = preview || value;
  return (
    <fieldset className={styles.ratingField} aria-describedby={errorId} disabled={disabled}>
      <legend className={styles.label}>{t('reviews.form.rating')}</legend>
      <div className={styles.ratingStars} onMouseLeave={() => setPreview(0)}>
        {RATINGS.map((rating) => (
          <label key={rating} className={styles.ratingOption} onMouseEnter={() => setPreview(rating)}>
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              onBlur={onBlur}
              className={styles.ratingRadio}
              aria-invalid={errorId ? true : undefined}
            />
            <span className={rating <= shown ? `${styles.ratingStar} ${styles.ratingOn}` : styles.ratingStar} aria-hidden="true">
              ★
            </span>
            <span className="visually-hidden">{t(`reviews.form.stars.${rating}`)}</span>
          </label>
        ))}
        <span className={styles.ratingWord} aria-hidden="true">
          {shown > 0 ? t(`reviews.form.words.${shown}`) : ''}
        </span>
      </div>
    </fieldset>
  );
}
