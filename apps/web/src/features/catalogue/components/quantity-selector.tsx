import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptQuantity, DETAIL_MAX_QUANTITY } from '../lib/product-view';
import styles from './quantity-selector.module.css';

interface QuantitySelectorProps {
  value: number;
  /** Largest purchasable quantity (stock and maxOrderQuantity); 0 when sold out. */
  max: number;
  onChange: (quantity: number) => void;
}

/** Quantity 1 to 10, capped by `max`; changes outside the range are ignored. */
export function QuantitySelector({ value, max, onChange }: QuantitySelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  const cap = Math.min(DETAIL_MAX_QUANTITY, max);
  const disabled = cap < 1;
  const request = (next: number) => onChange(acceptQuantity(value, next, cap));
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
          value={value}
          disabled={disabled}
          onChange={(event) => request(Number(event.target.value))}
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
