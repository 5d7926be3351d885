import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import { ShopIcon } from '../../../components/ui/shop-icon';
import styles from './cart-summary.module.css';

interface FreeShippingProgressProps {
  shipping: Pick<Cart['shippingInfo'], 'isFreeShipping' | 'freeShippingThreshold' | 'amountToFreeShipping'>;
  /** The discounted subtotal the threshold is measured on (docs/decisions.md). */
  subtotal: number;
}

/** How far the cart is from free standard shipping, with the store's own threshold. */
export function FreeShippingProgress({ shipping, subtotal }: FreeShippingProgressProps) {
  const { t } = useTranslation();
  const threshold = shipping.freeShippingThreshold;
  const percent = shipping.isFreeShipping || threshold <= 0 ? 100 : Math.min(100, Math.round((subtotal / threshold) * 100));
  return (
    <div className={styles.progress} data-testid="free-shipping">
      <p className={styles.progressText}>
        <ShopIcon name="truck" size={18} />
        <span>
          {shipping.isFreeShipping
            ? t('cart.shippingProgress.free')
            : t('cart.shippingProgress.more', { amount: formatInr(shipping.amountToFreeShipping), threshold: formatInr(threshold) })}
        </span>
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('cart.shippingProgress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
