import '../../../i18n/bundles/order-limit';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatInr, paiseToRupees, rupeesToPaise } from '@aabhushan/shared/rules/money';
import { MAX_PAYMENT_PAISE } from '@aabhushan/shared/rules/payment-amount';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** An order above the payment maximum (₹15,00,000) cannot be paid online or in cash at the door. */
export function isAboveOrderLimit(grandTotal: number): boolean {
  return rupeesToPaise(grandTotal) > MAX_PAYMENT_PAISE;
}

/**
 * Said before the shopper reaches Place order, on the cart and the checkout's first step: the
 * order is above what one payment can be, and what to do instead.
 */
export function OrderLimitNote() {
  const { t } = useTranslation();
  return (
    <Alert tone="info" title={t('orderLimit.title', { amount: formatInr(paiseToRupees(MAX_PAYMENT_PAISE)) })}>
      <p>{t('orderLimit.text', { amount: formatInr(paiseToRupees(MAX_PAYMENT_PAISE)) })}</p>
      <Link to={href('store-locator')} className={buttons.textLink}>
        {t('orderLimit.showrooms')}
      </Link>
    </Alert>
  );
}
