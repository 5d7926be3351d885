import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { EmptySection } from '../../../features/account/components/empty-section';
import { Pagination } from '../../../features/catalogue/components/pagination';
import { useOrders } from '../../../features/orders/api/get-orders';
import { OrderCard } from '../../../features/orders/components/order-card';
import { OrderStatusFilter } from '../../../features/orders/components/order-status-filter';
import { isOrderStatus } from '../../../features/orders/lib/order-rules';
import orderStyles from '../../../features/orders/components/orders.module.css';
import { readQueryParam, readWholeNumber } from '../../../lib/url-params';

/**
 * The profile's My Orders tab: the shopper's real orders, ten a page, filtered by status; the
 * page and the filter live in the address (?tab=orders&status=&page=) so Back and links work.
 */
export function ProfileOrders() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = readWholeNumber(readQueryParam(params, 'page'), { min: 1, max: 100_000 }) ?? 1;
  const rawStatus = readQueryParam(params, 'status');
  const status = isOrderStatus(rawStatus) ? rawStatus : '';
  const orders = useOrders(page, status);

  const withParams = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };
  const changeStatus = (value: string) => setParams(withParams({ status: value || undefined, page: undefined }));

  let body;
  if (orders.isError && !orders.data) {
    body = (
      <StatusMessage
        tone="error"
        title={t('orders.list.loadFailed')}
        actions={
          <button type="button" className={buttons.primary} onClick={() => void orders.refetch()}>
            {t('common.tryAgain')}
          </button>
        }
      />
    );
  } else if (!orders.data) {
    body = (
      <div className={orderStyles.list} role="status" aria-label={t('common.loading')}>
        <Skeleton height="11rem" />
        <Skeleton height="11rem" />
      </div>
    );
  } else if (orders.data.orders.length === 0) {
    body = status ? (
      <EmptySection title={t('orders.list.empty')} text={t('orders.list.emptyFiltered')} action={t('orders.filter.all')} to="?tab=orders" />
    ) : (
      <EmptySection title={t('orders.list.empty')} text={t('orders.list.emptyText')} action={t('orders.list.browse')} />
    );
  } else {
    const { pagination } = orders.data;
    body = (
      <>
        <ul className={orderStyles.list} aria-busy={orders.isFetching}>
          {orders.data.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
        <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} getHref={(to) => `?${withParams({ page: to > 1 ? String(to) : undefined }).toString()}`} />
      </>
    );
  }

  return (
    <div>
      <div className={orderStyles.toolbar}>
        <OrderStatusFilter value={status} onChange={changeStatus} />
        {orders.data && orders.data.pagination.totalItems > 0 && (
          <p className={orderStyles.count}>{t('orders.list.count', { count: orders.data.pagination.totalItems })}</p>
        )}
      </div>
      {body}
    </div>
  );
}
