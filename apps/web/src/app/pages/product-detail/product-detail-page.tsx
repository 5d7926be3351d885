import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../../features/catalogue/api/get-product';
import { isNotFound } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalized } from '../../../lib/use-localized';
import { toast } from '../../../lib/toast/toast';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { ProductView } from './product-view';
import { RelatedProducts } from './related-products';
import { useProductKey } from './use-product-key';
import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * /product/{slug} (and /product-detail): the piece, or back to the collection on a load error
 * (spec B). A missing product gets an info note here; other failures were already toasted by
 * the global error handler, so they only redirect.
 */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const navigate = useNavigate();
  const key = useProductKey();
  const product = useProduct(key);
  const missing = !key || isNotFound(product.error);
  const failed = missing || (product.isError && product.data === undefined);
  useDocumentTitle(product.data ? pick(product.data.name) : t('product.documentTitle'));

  useEffect(() => {
    if (!failed) return;
    if (missing) toast.info(t('product.notFoundToast'));
    void navigate(href('products'), { replace: true });
  }, [failed, missing, navigate, t]);

  if (failed) return null;
  if (product.isPending) return <ProductDetailSkeleton />;
  return (
    <>
      <ProductView key={product.data._id} product={product.data} />
      <RelatedProducts product={product.data} />
    </>
  );
}
