import '../../i18n/bundles/cart-page';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import buttons from '../../components/ui/button.module.css';
import { useCart } from '../../features/cart/api/get-cart';
import { CartLine } from '../../features/cart/components/cart-line';
import { FreeShippingProgress } from '../../features/cart/components/free-shipping-progress';
import { CART_SIDEBAR_ID } from '../nav-items';
import { SidePanel } from './side-panel';
import styles from './sidebars.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';


/**
 * 'Shopping Cart (N)' (spec A section 2): each line with image, name, price, quantity and
 * remove; the footer (total, free-shipping progress, View cart) only when there are pieces.
 */
export function CartSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const cart = useCart({ immediate: open });
  const data = cart.data;
  const count = data?.totalItems ?? 0;
  const footer =
    data && count > 0 ? (
      <>
        <FreeShippingProgress shipping={data.shippingInfo} subtotal={data.totals.subtotal - data.totals.discountTotal} />
        <p className={styles.total}>
          <span>{t('cart.summary.total')}</span>
          <strong data-testid="sidebar-total">{formatInr(data.totals.grandTotal)}</strong>
        </p>
        <Link to={href('cart')} className={buttons.primary} onClick={onClose}>
          {t('cart.sidebar.viewCart')}
        </Link>
      </>
    ) : undefined;

  return (
    <SidePanel
      id={CART_SIDEBAR_ID}
      open={open}
      title={t('cart.sidebar.title', { count })}
      closeLabel={t('cart.sidebar.close')}
      onClose={onClose}
      busy={cart.isFetching && !data}
      footer={footer}
    >
      {data && data.items.length > 0 ? (
        <ul className={styles.list}>
          {data.items.map((item) => (
            <CartLine key={item._id} item={item} look="compact" onNavigate={onClose} />
          ))}
        </ul>
      ) : (
        !cart.isFetching && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t('cart.empty.title')}</p>
            <p className={styles.emptyText}>{t('cart.empty.text')}</p>
            <Link to={href('products')} className={buttons.secondary} onClick={onClose}>
              {t('cart.empty.action')}
            </Link>
          </div>
        )
      )}
    </SidePanel>
  );
}
