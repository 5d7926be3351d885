import '../../../i18n/bundles/cart-page';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import buttons from '../../../components/ui/button.module.css';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import layout from '../../../components/ui/layout.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { useClearCart } from '../../../features/cart/api/clear-cart';
import { useCart } from '../../../features/cart/api/get-cart';
import { CartEngraving } from '../../../features/cart/components/cart-engraving';
import { CartLine } from '../../../features/cart/components/cart-line';
import { CartSummary } from '../../../features/cart/components/cart-summary';
import { CheckoutButton } from '../../../features/cart/components/checkout-button';
import { isAboveOrderLimit, OrderLimitNote } from '../../../features/checkout/components/order-limit-note';
import { CouponBox } from '../../../features/cart/components/coupon-box';
import { getCartErrorMessage } from '../../../features/cart/lib/cart-error-message';
import { useAvailableCoupons } from '../../../features/coupons/api/get-available-coupons';
import { buildLoginUrl } from '../../../lib/session/return-url';
import { readCouponParam, readSharedCoupon, rememberSharedCoupon } from '../../../lib/shared-coupon';
import { useSession } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CartEmpty } from './cart-empty';
import { PaymentLogos } from './payment-logos';
export { readCartAtOpen } from './read-cart-at-open';
import styles from './cart-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * /cart: the lines with quantity, remove and their engraving to change, clear (after 'Are you sure...'),
 * the summary with GST included and free-shipping progress, the coupon box (a shared
 * `?coupon=CODE` is filled in) with the best coupon for this cart, and Proceed to checkout.
 */
export function CartPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const [params] = useSearchParams();
  const cart = useCart({ immediate: true });
  const clear = useClearCart();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const data = cart.data;
  const available = useAvailableCoupons(data && data.items.length > 0 ? data.updatedAt : undefined);
  const best = available.data?.[0];
  useDocumentTitle(t('cart.page.documentTitle'));
  const linkCode = readCouponParam(params);
  const sharedCode = linkCode ?? readSharedCoupon() ?? '';
  useEffect(() => {
    if (linkCode) rememberSharedCoupon(linkCode);
  }, [linkCode]);

  const clearAll = () => {
    setConfirmingClear(false);
    clear.mutate(undefined, {
      onSuccess: () => toast.success(t('cart.cleared')),
      onError: (error) => toast.error(getCartErrorMessage(error, 'clear', t)),
    });
  };

  const header = (
    <>
      <Breadcrumbs items={[{ label: t('nav.home'), to: href('home') }, { label: t('cart.page.title') }]} />
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('cart.page.title')}</h1>
        <Link to={href('products')} className={buttons.textLink}>
          {t('cart.page.continue')}
        </Link>
      </div>
    </>
  );

  if (status === 'signed-out') {
    return (
      <div className={`${layout.container} ${styles.page}`}>
        {header}
        <CartEmpty signInHref={buildLoginUrl(sharedCode ? href('cart', {}, { coupon: sharedCode }) : href('cart'))} />
      </div>
    );
  }
  if (status === 'loading' || (cart.isPending && cart.fetchStatus !== 'idle')) {
    return (
      <div className={`${layout.container} ${styles.page}`}>
        {header}
        <p className={styles.loading} role="status">
          {t('common.loading')}
        </p>
      </div>
    );
  }
  if (!data || data.items.length === 0) {
    return (
      <div className={`${layout.container} ${styles.page}`}>
        {header}
        {cart.isError ? (
          <StatusMessage tone="error" title={t('cart.page.loadFailed')} actions={<button type="button" className={buttons.primary} onClick={() => void cart.refetch()}>{t('common.tryAgain')}</button>} />
        ) : (
          <CartEmpty />
        )}
      </div>
    );
  }

  const unavailable = data.items.filter((item) => !item.isAvailable).length;
  return (
    <div className={`${layout.container} ${styles.page}`}>
      {header}
      <div className={styles.layout}>
        <section className={styles.items} aria-label={t('cart.page.itemsLabel')}>
          <ul className={styles.lines}>
            {data.items.map((item) => (
              <CartLine key={item._id} item={item} look="full" engraving={<CartEngraving item={item} />} />
            ))}
          </ul>
          <div className={styles.itemsFoot}>
            <button type="button" className={buttons.textLink} disabled={clear.isPending} onClick={() => setConfirmingClear(true)}>
              {t('cart.clear')}
            </button>
          </div>
        </section>
        <aside className={styles.aside} aria-label={t('cart.page.summaryLabel')}>
          <h2 className={styles.asideTitle}>{t('cart.page.summaryTitle')}</h2>
          <CouponBox key={sharedCode} cart={data} initialCode={sharedCode} suggestion={best ? { code: best.coupon.code, title: best.coupon.title, discount: best.discount, freeShipping: best.freeShipping } : null} />
          <CartSummary cart={data} />
          {isAboveOrderLimit(data.totals.grandTotal) ? <OrderLimitNote /> : <CheckoutButton itemCount={data.totalItems} unavailableCount={unavailable} />}
          <PaymentLogos />
        </aside>
      </div>
      {confirmingClear && (
        <ConfirmDialog message={t('cart.confirmClear')} confirmLabel={t('cart.clear')} cancelLabel={t('cart.keep')} onConfirm={clearAll} onCancel={() => setConfirmingClear(false)} />
      )}
    </div>
  );
}
