import { Link } from 'react-router';
import { ORDER_STATUSES } from '@aabhushan/shared/rules/order-status';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatInr, statusLabel, statusTone } from '../admin-format';
import { useDashboard } from '../admin-api';
import styles from '../admin.module.css';

/** /admin: sales today, this week and this month; orders by status; low stock; best sellers. */
export function DashboardPage() {
  useDocumentTitle('Staff dashboard');
  const { data, isPending, isError } = useDashboard();
  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Dashboard</h1>
          <p className={styles.lead}>Sales count paid orders and cash on delivery, days in Indian time.</p>
        </div>
      </div>
      {isError && <p className={styles.problem}>The dashboard could not be loaded. Try again in a moment.</p>}
      {isPending && <Skeleton height="140px" />}
      {data && (
        <>
          <section aria-label="Sales" className={styles.cards}>
            {(
              [
                ['Today', data.sales.today],
                ['Last 7 days', data.sales.last7Days],
                ['Last 30 days', data.sales.last30Days],
              ] as const
            ).map(([label, sales]) => (
              <div key={label} className={styles.card}>
                <p className={styles.cardLabel}>{label}</p>
                <p className={styles.figure}>{formatInr(sales.revenue)}</p>
                <p className={styles.cardNote}>
                  {sales.orders} {sales.orders === 1 ? 'order' : 'orders'}
                </p>
              </div>
            ))}
          </section>
          <div className={styles.columns}>
            <section className={styles.panel} aria-labelledby="by-status">
              <h2 id="by-status" className={styles.panelTitle}>
                Orders by status
              </h2>
              <table className={styles.table}>
                <tbody>
                  {ORDER_STATUSES.map((status) => (
                    <tr key={status}>
                      <td>
                        <Link to={`/admin/orders?status=${status}`} className={styles.rowLink}>
                          <span className={`${styles.badge} ${styles[statusTone(status)] ?? ''}`}>{statusLabel(status)}</span>
                        </Link>
                      </td>
                      <td className={styles.number}>{data.ordersByStatus[status]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section className={styles.panel} aria-labelledby="low-stock">
              <h2 id="low-stock" className={styles.panelTitle}>
                Low stock
              </h2>
              {data.lowStock.length === 0 ? (
                <p className={styles.muted}>Every published piece has more than 3 in stock.</p>
              ) : (
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Piece</th>
                      <th scope="col" className={styles.number}>
                        In stock
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.lowStock.map((piece) => (
                      <tr key={piece.productId}>
                        <td>
                          <Link to={`/admin/products/${piece.productId}`} className={styles.rowLink}>
                            {piece.name}
                          </Link>
                        </td>
                        <td className={styles.number}>
                          <span className={`${styles.badge} ${piece.stock === 0 ? styles.bad : styles.warn}`}>{piece.stock === 0 ? 'Sold out' : piece.stock}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <section className={styles.panel} aria-labelledby="best-sellers">
              <h2 id="best-sellers" className={styles.panelTitle}>
                Best sellers, last 30 days
              </h2>
              {data.topProducts.length === 0 ? (
                <p className={styles.muted}>No sales in the last 30 days yet.</p>
              ) : (
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Piece</th>
                      <th scope="col" className={styles.number}>
                        Sold
                      </th>
                      <th scope="col" className={styles.number}>
                        Revenue
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.topProducts.map((piece) => (
                      <tr key={piece.productId}>
                        <td>{piece.name}</td>
                        <td className={styles.number}>{piece.quantity}</td>
                        <td className={styles.number}>{formatInr(piece.revenue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </div>
        </>
      )}
    </>
  );
}
