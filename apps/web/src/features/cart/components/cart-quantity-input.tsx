import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_MAX_QUANTITY } from '@aabhushan/shared/rules/quantity';
import { translateMessage } from '../../../lib/translate-message';
import { checkCartQuantity, getStepperLimits } from '../lib/cart-quantity';
import styles from './cart-line.module.css';

interface CartQuantityInputProps {
  quantity: number;
  /** The most this line may hold now (99, stock, maxOrderQuantity). */
  max: number;
  name: string;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/**
 * Plus, minus and a typed quantity (spec A section 5): 1 to 99 within the line's limit; typing is
 * applied on blur or Enter, a non-number becomes 1, a refused value shows its message.
 */
export function CartQuantityInput({ quantity, max, name, disabled, onChange }: CartQuantityInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { canDecrease, canIncrease } = getStepperLimits(quantity, max);

  const commit = () => {
    if (draft === null) return;
    const check = checkCartQuantity(draft, max);
    setDraft(null);
    if (!check.ok) return setError(translateMessage(check.message, t));
    setError(null);
    if (check.quantity !== quantity) onChange(check.quantity);
  };
  const step = (next: number) => {
    setError(null);
    onChange(next);
  };

  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className="visually-hidden">
        {t('cart.quantityOf', { name })}
      </label>
      <div className={styles.stepper}>
        <button type="button" aria-label={t('cart.decrease', { name })} disabled={disabled || !canDecrease} onClick={() => step(quantity - 1)}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={CART_MAX_QUANTITY}
          value={draft ?? quantity}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button type="button" aria-label={t('cart.increase', { name })} disabled={disabled || !canIncrease} onClick={() => step(quantity + 1)}>
          +
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
