import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptQuantity, DETAIL_MAX_QUANTITY } from '@aabhushan/shared/rules/quantity';
import styles from './quantity-selector.module.css';

interface QuantitySelectorProps {
  value: number;
  /** Largest purchasable quantity (stock and maxOrderQuantity); 0 when sold out. */
  max: number;
  onChange: (quantity: number) => void;
}

/**
 * Quantity 1 to 10, capped by `max`; changes outside the range are ignored. Typing edits a
 * draft that is applied on blur or Enter (an unusable draft reverts to the current value).
 */
export function QuantitySelector({ value, max, onChange }: QuantitySelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const cap = Math.min(DETAIL_MAX_QUANTITY, max);
  const disabled = cap < 1;
  const request = (next: number) => onChange(acceptQuantity(value, next, cap));
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim() !== '') request(Number(draft));
  };
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        {t('product.quantity')}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.button}
          aria-label={t('product.decrease')}
          disabled={disabled || value <= 1}
          onClick={() => request(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, cap)}
          value={draft ?? value}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={t('product.increase')}
          disabled={disabled || value >= cap}
          onClick={() => request(value + 1)}
        >
          +
        </button>
      </div>
      {!disabled && cap < DETAIL_MAX_QUANTITY && (
        <p className={styles.hint}>{t('product.maxQuantity', { count: cap })}</p>
      )}
    </div>
  );
}
