import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../../components/ui/product-image';
import { usePieceName } from '../../../lib/use-piece-name';
import type { Order, OrderItem } from '../lib/order-types';
import { useOrderFormat } from '../lib/use-order-format';
import styles from './order-sections.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Variant attributes as "Size 12 · Colour Rose". */
function describeVariant(attributes: OrderItem['variantAttributes']): string {
  return attributes.map(({ name, value }) => `${name} ${value}`).join(' · ');
}

/** The pieces as bought: the snapshot taken at order time, not today's catalogue. */
export function OrderItems({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const pieceName = usePieceName();
  return (
    <section className={styles.card} aria-labelledby="order-items-title">
      <h2 id="order-items-title" className={styles.cardTitle}>
        {t('orders.detail.items')}
      </h2>
      <ul className={styles.items}>
        {order.items.map((item) => {
          const snap = item.productSnapshot;
          const name = pieceName(snap);
          const facts = [snap.metal && snap.purity ? `${snap.purity} ${snap.metal}` : snap.metal, snap.netWeight ? t('orders.detail.weight', { weight: snap.netWeight }) : null, describeVariant(item.variantAttributes)].filter(Boolean);
          return (
            <li key={item._id} className={styles.item}>
              <span className={styles.itemImage}>
                <ProductImage src={snap.image || undefined} alt={name} />
              </span>
              <div className={styles.itemText}>
                {snap.slug ? (
                  <Link to={href('product', { slug: snap.slug })} className={styles.itemName}>
                    {name}
                  </Link>
                ) : (
                  <p className={styles.itemName}>{name}</p>
                )}
                {facts.length > 0 && <p className={styles.muted}>{facts.join(' · ')}</p>}
                {snap.sku && <p className={styles.muted}>{t('orders.detail.sku', { sku: snap.sku })}</p>}
                {item.engraving && (
                  <p className={styles.muted} data-testid="order-engraving">
                    {t('orders.engraving', { text: item.engraving })}
                  </p>
                )}
                <p className={styles.muted}>
                  {t('orders.detail.quantity', { count: item.quantity })} · {t('orders.detail.each', { price: format.money(item.unitPrice) })}
                </p>
              </div>
              <p className={styles.itemPrice}>{format.money(item.lineTotal)}</p>
            </li>
          );
        })}
      </ul>
      {order.gift && (
        <p className={styles.muted} data-testid="order-gift">
          {t('orders.gift.title')} · {order.gift.wrap ? t('orders.gift.wrapped', { price: format.money(order.gift.wrapCharge) }) : t('orders.gift.notWrapped')}
          {order.gift.message ? ` · ${t('orders.gift.message', { message: order.gift.message })}` : ''}
        </p>
      )}
    </section>
  );
}
