import { useTranslation } from 'react-i18next';
import { formatInr, paiseToRupees, rupeesToPaise } from '@aabhushan/shared/rules/money';
import { ProductImage } from '../../../components/ui/product-image';
import type { SummaryFigures, SummaryLine } from './summary-lines';
import styles from './order-summary.module.css';

interface OrderSummaryProps {
  lines: SummaryLine[];
  figures: SummaryFigures;
  /** The confirmation lists its pieces elsewhere; the checkout shows them here. */
  showLines?: boolean;
}

/**
 * The checkout's summary (docs/decisions.md): pieces, subtotal, coupon discount, shipping for
 * the chosen method and the total; the GST the prices include is stated beneath.
 */
export function OrderSummary({ lines, figures, showLines = true }: OrderSummaryProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.summary}>
      {showLines && (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <ProductImage src={line.image} alt="" className={styles.thumb} />
              <span className={styles.lineText}>
                <span className={styles.lineName}>{line.name}</span>
                <span className={styles.lineMeta}>
                  {line.detail ? `${line.detail} · ` : ''}
                  {t('checkout.review.quantity', { count: line.quantity })}
                </span>
              </span>
              <span className={styles.linePrice}>{formatInr(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('checkout.summary.items', { count: figures.itemCount })}</dt>
          <dd data-testid="checkout-subtotal">{formatInr(figures.subtotal)}</dd>
        </div>
        {figures.discount > 0 && (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>
              {figures.couponCode ? t('checkout.summary.discountWithCode', { code: figures.couponCode }) : t('checkout.summary.discount')}
              {figures.couponTitle && <span className={styles.couponTitle}>{figures.couponTitle}</span>}
            </dt>
            <dd data-testid="checkout-discount">−{formatInr(figures.discount)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{t('checkout.summary.shipping', { method: figures.shippingLabel })}</dt>
          <dd data-testid="checkout-shipping">{figures.shipping === 0 ? t('checkout.summary.free') : formatInr(figures.shipping)}</dd>
        </div>
        {(figures.giftWrap ?? 0) > 0 && (
          <div className={styles.row}>
            <dt>{t('checkout.summary.giftWrap')}</dt>
            <dd data-testid="checkout-gift-wrap">{formatInr(figures.giftWrap!)}</dd>
          </div>
        )}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('checkout.summary.total')}</dt>
          <dd data-testid="checkout-total">{formatInr(figures.grandTotal)}</dd>
        </div>
        {figures.goldPlanCredit ? (
          <>
            <div className={`${styles.row} ${styles.discount}`}>
              <dt>{t('checkout.summary.goldPlan')}</dt>
              <dd data-testid="checkout-gold-plan">−{formatInr(figures.goldPlanCredit)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t('checkout.summary.due')}</dt>
              <dd data-testid="checkout-due">{formatInr(paiseToRupees(rupeesToPaise(figures.grandTotal) - rupeesToPaise(figures.goldPlanCredit)))}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <p className={styles.tax} data-testid="checkout-gst">
        {t('checkout.summary.gst', { amount: formatInr(figures.gstIncluded), rate: figures.gstRate })}
      </p>
    </div>
  );
}
