import '../../../i18n/bundles/wishlist-page';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { SharedWishlist, SharedWishlistItem } from '@aabhushan/shared/schemas/wishlist-share';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { ProductImage } from '../../../components/ui/product-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { useSharedWishlist } from '../../../features/wishlist/api/get-shared-wishlist';
import { isNotFound } from '../../../lib/api-error';
import { useProductActions } from '../../../lib/product-actions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalized } from '../../../lib/use-localized';
import styles from './shared-wishlist-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * /wishlist/shared/:token: a wishlist its owner shared, for anyone with the link. Shows the
 * owner's first name and the pieces with today's prices; any piece can go into the reader's own
 * bag (a guest signs in first and finds it added). Kept out of search engines.
 */
export function SharedWishlistPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const shared = useSharedWishlist(token);
  const name = shared.data?.ownerFirstName;
  const title = name ? t('wishlistPage.shared.title', { name }) : t('wishlistPage.shared.untitled');
  useDocumentTitle(title);

  let content;
  if (shared.isError) {
    const missing = isNotFound(shared.error);
    content = (
      <StatusMessage
        level={1}
        tone={missing ? 'neutral' : 'error'}
        title={missing ? t('wishlistPage.shared.notFound') : t('wishlistPage.shared.loadFailed')}
        actions={
          missing ? (
            <Link to={href('products')} className={buttons.primary}>
              {t('wishlistPage.shared.browse')}
            </Link>
          ) : (
            <button type="button" className={buttons.primary} onClick={() => void shared.refetch()}>
              {t('common.tryAgain')}
            </button>
          )
        }
      >
        {missing && <p>{t('wishlistPage.shared.notFoundText')}</p>}
      </StatusMessage>
    );
  } else if (!shared.data) {
    content = (
      <div role="status" aria-label={t('common.loading')} className={styles.loading}>
        <Skeleton height="2.5rem" width="50%" />
        <Skeleton height="18rem" />
      </div>
    );
  } else {
    content = <SharedList wishlist={shared.data} title={title} />;
  }

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <meta name="robots" content="noindex, nofollow" />
      {content}
    </div>
  );
}

function SharedList({ wishlist, title }: { wishlist: SharedWishlist; title: string }) {
  const { t } = useTranslation();
  const name = wishlist.ownerFirstName;
  return (
    <>
      <header className={styles.header}>
        <p className={layout.eyebrow}>{t('wishlistPage.shared.eyebrow')}</p>
        <h1 className={styles.title}>{title}</h1>
        {name && <p className={styles.lead}>{t('wishlistPage.shared.lead', { name })}</p>}
        <span className={styles.rule} aria-hidden="true" />
      </header>
      {wishlist.items.length === 0 ? (
        <StatusMessage
          title={t('wishlistPage.shared.empty')}
          actions={
            <Link to={href('products')} className={buttons.primary}>
              {t('wishlistPage.shared.browse')}
            </Link>
          }
        >
          <p>{t('wishlistPage.shared.emptyText')}</p>
        </StatusMessage>
      ) : (
        <ul className={styles.grid} aria-label={t('wishlistPage.shared.pieces')}>
          {wishlist.items.map((item) => (
            <SharedPiece key={item._id} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}

function SharedPiece({ item }: { item: SharedWishlistItem }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  // Add to Cart comes through the app's slot, as on the catalogue's cards: the same button, and
  // the page does not pull the cart's code into the chunks the home page shares.
  const { AddToCart } = useProductActions();
  const product = item.productId;
  const name = pick(product.name);
  const { currentPrice, originalPrice, image, slug } = item.productSnapshot;
  const productHref = href('product', { slug });
  return (
    <li className={styles.piece} data-testid="shared-wishlist-item">
      <Link to={productHref} className={styles.media} tabIndex={-1} aria-hidden="true">
        <ProductImage src={image || undefined} alt="" />
      </Link>
      <div className={styles.info}>
        <Link to={productHref} className={styles.name}>
          {name}
        </Link>
        <p className={styles.price}>
          <span data-testid="shared-wishlist-price">{formatInr(currentPrice)}</span>
          {originalPrice > currentPrice && <s>{formatInr(originalPrice)}</s>}
        </p>
        <p className={item.isAvailable ? styles.inStock : styles.outOfStock}>{item.isAvailable ? t('wishlist.inStock') : t('wishlist.outOfStock')}</p>
      </div>
      {AddToCart && <AddToCart product={{ _id: product._id, name: product.name }} place="listing" variantId={item.variantId} soldOut={!item.isAvailable} />}
    </li>
  );
}
