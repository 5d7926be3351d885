import { Link } from 'react-router';
import { ADMIN_COUPON_STATES, type AdminCoupon } from '@aabhushan/shared/schemas/admin-coupons';
import buttons from '../../components/ui/button.module.css';
import { SelectField } from '../../components/ui/form-field';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDay, formatInr } from '../admin-format';
import { useAdminCoupons } from '../admin-api';
import styles from '../admin.module.css';
import { Pager } from '../pager';
import { useListParams } from '../use-list-params';

const STATE_LABELS: Record<(typeof ADMIN_COUPON_STATES)[number], string> = { active: 'Running now', scheduled: 'Starts later', expired: 'Ended', inactive: 'Switched off' };

/** What a coupon takes off, as a shopper reads it. */
export function couponOffer(coupon: Pick<AdminCoupon, 'type' | 'value' | 'maxDiscountAmount'>): string {
  if (coupon.type === 'free_shipping') return 'Free shipping';
  if (coupon.type === 'fixed') return `${formatInr(coupon.value)} off`;
  return `${coupon.value}% off${coupon.maxDiscountAmount !== null ? `, at most ${formatInr(coupon.maxDiscountAmount)}` : ''}`;
}

function stateOf(coupon: AdminCoupon, now = Date.now()): { label: string; tone: string } {
  if (!coupon.isActive) return { label: 'Switched off', tone: '' };
  if (Date.parse(coupon.validUntil) <= now) return { label: 'Ended', tone: 'bad' };
  if (Date.parse(coupon.validFrom) > now) return { label: 'Starts later', tone: 'warn' };
  return { label: 'Running', tone: 'good' };
}

/** /admin/coupons: every coupon, with how often it has been used. */
export function CouponsPage() {
  useDocumentTitle('Coupons');
  const { read, page, update, goToPage } = useListParams();
  const query = { state: read('state'), page };
  const { data, isError } = useAdminCoupons(query);
  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Coupons</h1>
          <p className={styles.lead}>Codes shoppers type at the cart; use counts orders placed with them.</p>
        </div>
        <Link to="/admin/coupons/new" className={buttons.primary}>
          New coupon
        </Link>
      </div>
      <div className={`${styles.toolbar} ${styles.narrow}`}>
        <SelectField
          label="State"
          value={query.state ?? ''}
          placeholder="Every coupon"
          options={ADMIN_COUPON_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] }))}
          onChange={(event) => update({ state: event.target.value || undefined })}
        />
      </div>
      {isError && <p className={styles.problem}>The coupons could not be loaded. Try again in a moment.</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Coupons</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Offer</th>
              <th scope="col">Valid</th>
              <th scope="col" className={styles.number}>
                Used
              </th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((coupon) => {
              const state = stateOf(coupon);
              return (
                <tr key={coupon.id}>
                  <td>
                    <Link to={`/admin/coupons/${coupon.id}`} className={styles.rowLink}>
                      {coupon.code}
                    </Link>
                    <div className={styles.muted}>{coupon.title}</div>
                  </td>
                  <td>
                    {couponOffer(coupon)}
                    {coupon.minOrderValue > 0 && <div className={styles.muted}>On orders from {formatInr(coupon.minOrderValue)}</div>}
                  </td>
                  <td>
                    {formatDay(coupon.validFrom)} to {formatDay(coupon.validUntil)}
                  </td>
                  <td className={styles.number}>
                    {coupon.usedCount}
                    {coupon.usageLimit !== null && <span className={styles.muted}> of {coupon.usageLimit}</span>}
                  </td>
                  <td>
                    <span className={`${styles.badge} ${styles[state.tone] ?? ''}`}>{state.label}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {data && data.items.length === 0 && <p className={styles.empty}>No coupons here yet.</p>}
      </div>
      {data && <Pager pagination={data.pagination} noun="coupons" onPage={goToPage} />}
    </>
  );
}
