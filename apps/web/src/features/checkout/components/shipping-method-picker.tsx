import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import type { ShippingMethod } from '@aabhushan/shared/schemas/settings';
import type { ShippingMethodCode } from '../api/order-types';
import { getShippingFee } from '../lib/checkout-summary';
import styles from './choice-cards.module.css';

interface ShippingMethodPickerProps {
  methods: ShippingMethod[];
  cart: Cart;
  value: ShippingMethodCode;
  onChange: (code: ShippingMethodCode) => void;
}

/** Standard, express and overnight with the store's fees; standard is free from the threshold (docs/decisions.md). */
export function ShippingMethodPicker({ methods, cart, value, onChange }: ShippingMethodPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('checkout.info.shippingTitle')}</legend>
      {methods.map((method) => {
        const fee = getShippingFee(cart, method);
        return (
          <label key={method.code} className={styles.card}>
            <input type="radio" name="shippingMethod" value={method.code} checked={value === method.code} onChange={() => onChange(method.code)} className={styles.radio} />
            <span className={styles.body}>
              <span className={styles.title}>{t(`checkout.shipping.${method.code}`)}</span>
              <span className={styles.meta}>{t(`checkout.shipping.${method.code}Estimate`)}</span>
              {fee > 0 && method.freeFrom !== null && <span className={styles.meta}>{t('checkout.info.freeFrom', { amount: formatInr(method.freeFrom) })}</span>}
            </span>
            <span className={styles.price}>{fee === 0 ? t('checkout.info.free') : formatInr(fee)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
