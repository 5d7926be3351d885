import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { useProduct } from '../../../features/catalogue/api/get-product';
import { isNotFound } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalized } from '../../../lib/use-localized';
import { toast } from '../../../shell/toasts/use-toasts';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { ProductView } from './product-view';
import { RelatedProducts } from './related-products';
import { useProductKey } from './use-product-key';

/** /product/{slug} (and /product-detail): the piece, or back to the collection when it does not exist. */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const navigate = useNavigate();
  const key = useProductKey();
  const product = useProduct(key);
  const missing = !key || isNotFound(product.error);
  useDocumentTitle(product.data ? pick(product.data.name) : t('product.documentTitle'));

  useEffect(() => {
    if (!missing) return;
    toast.info(t('product.notFoundToast'));
    void navigate('/products', { replace: true });
  }, [missing, navigate, t]);

  if (missing) return null;
  if (product.isPending) return <ProductDetailSkeleton />;
  if (product.isError) {
    return (
      <div className={layout.container}>
        <StatusMessage
          tone="error"
          title={t('product.errorTitle')}
          actions={
            <button type="button" className={buttons.primary} onClick={() => void product.refetch()}>
              {t('common.tryAgain')}
            </button>
          }
        >
          <p>{t('product.errorText')}</p>
        </StatusMessage>
      </div>
    );
  }
  return (
    <>
      <ProductView key={product.data._id} product={product.data} />
      <RelatedProducts product={product.data} />
    </>
  );
}
