import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { getPayablePrice, getPricingDiscount } from '../lib/product-view';
import styles from './price.module.css';

interface PriceProps {
  pricing: Product['pricing'];
  size?: 'sm' | 'lg';
}

/**
 * The payable price (data-testid="price"); when the mrp is higher, the mrp struck through
 * (data-testid="mrp") and the discount percent. Screen readers hear which is which.
 */
export function Price({ pricing, size = 'sm' }: PriceProps) {
  const { t } = useTranslation();
  const payable = getPayablePrice(pricing);
  const discount = getPricingDiscount(pricing);
  return (
    <p className={`${styles.price} ${styles[size]}`}>
      <span className="visually-hidden">{t('price.current')}</span>
      <span className={styles.sale} data-testid="price">
        {formatInr(payable)}
      </span>
      {discount > 0 && (
        <>
          <span className="visually-hidden">{t('price.original')}</span>
          <s className={styles.mrp} data-testid="mrp">
            {formatInr(pricing.mrp)}
          </s>
          <span className={styles.discount} data-testid="discount">
            {t('price.off', { percent: discount })}
          </span>
        </>
      )}
    </p>
  );
}
