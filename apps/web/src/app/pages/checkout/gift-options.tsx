import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { countCharacters } from '@aabhushan/shared/rules/engraving';
import { GIFT_MESSAGE_MAX } from '@aabhushan/shared/rules/gift';
import { formatInr } from '@aabhushan/shared/rules/money';
import styles from './checkout-page.module.css';

export interface GiftChoice {
  isGift: boolean;
  wrap: boolean;
  message: string;
}

interface GiftOptionsProps {
  value: GiftChoice;
  onChange: (gift: GiftChoice) => void;
  /** The store's wrap price, rupees, GST included. */
  wrapPrice: number;
}

/** "This is a gift": a wrap at the store's price and a message for the card (200 characters, counted as read). */
export function GiftOptions({ value, onChange, wrapPrice }: GiftOptionsProps) {
  const { t } = useTranslation();
  const id = useId();
  const count = countCharacters(value.message.trim());
  return (
    <fieldset className={styles.gift} data-testid="gift-options">
      <legend className={styles.visuallyHiddenLegend}>{t('checkout.gift.isGift')}</legend>
      <label className={styles.giftCheck}>
        <input type="checkbox" checked={value.isGift} onChange={(event) => onChange({ ...value, isGift: event.target.checked })} />
        <span>{t('checkout.gift.isGift')}</span>
      </label>
      {value.isGift && (
        <div className={styles.giftBody}>
          <label className={styles.giftCheck}>
            <input type="checkbox" checked={value.wrap} onChange={(event) => onChange({ ...value, wrap: event.target.checked })} aria-describedby={`${id}-wrap`} />
            <span>{t('checkout.gift.wrap', { price: formatInr(wrapPrice) })}</span>
          </label>
          <p id={`${id}-wrap`} className={styles.muted}>
            {t('checkout.gift.wrapHint')}
          </p>
          <label htmlFor={`${id}-message`} className={styles.notesLabel}>
            {t('checkout.gift.message')}
          </label>
          <textarea
            id={`${id}-message`}
            className={styles.textarea}
            rows={3}
            value={value.message}
            onChange={(event) => onChange({ ...value, message: event.target.value })}
            aria-describedby={`${id}-count ${id}-note`}
            aria-invalid={count > GIFT_MESSAGE_MAX ? true : undefined}
          />
          <p id={`${id}-count`} className={count > GIFT_MESSAGE_MAX ? styles.giftOver : styles.muted} aria-live="polite">
            {t('checkout.gift.count', { count })}
          </p>
          <p id={`${id}-note`} className={styles.muted}>
            {t('checkout.gift.noPrices')}
          </p>
        </div>
      )}
    </fieldset>
  );
}
