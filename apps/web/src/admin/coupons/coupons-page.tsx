import { Link } from 'react-router';
import { ADMIN_COUPON_STATES, type AdminCoupon } from '@aabhushan/shared/schemas/admin-coupons';
import { SelectField } from '../../components/ui/form-field';
import { formatDay, formatInr } from '../admin-format';
import { AdminList, useAdminListParams } from '../admin-list';
import { useAdminCoupons } from '../admin-api';
import styles from '../admin.module.css';
import { listValuesOf } from '../catalogue/localized-list-values';
import { MissingLanguageFilter, MissingLine, missingLanguagesText } from '../catalogue/missing-languages';
import { couponTexts } from './coupon-texts';

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

/** /admin/coupons: every coupon, with how often it has been used and the languages its words still lack. */
export function CouponsPage() {
  const list = useAdminListParams();
  const answer = useAdminCoupons({ state: list.read('state'), missing: list.read('missing'), page: list.page });
  return (
    <AdminList<AdminCoupon>
      title="Coupons"
      lead="Codes shoppers type at the cart; use counts orders placed with them."
      newLink={{ to: '/admin/coupons/new', label: 'New coupon' }}
      filters={
        <>
          <SelectField
            label="State"
            value={list.read('state') ?? ''}
            placeholder="Every coupon"
            options={ADMIN_COUPON_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] }))}
            onChange={(event) => list.update({ state: event.target.value || undefined })}
          />
          <MissingLanguageFilter list={list} />
        </>
      }
      list={list}
      answer={answer}
      noun="coupons"
      emptyText="No coupons here yet."
      columns={[
        {
          header: 'Code',
          cell: (coupon) => (
            <>
              <Link to={`/admin/coupons/${coupon.id}`} className={styles.rowLink}>
                {coupon.code}
              </Link>
              <div className={styles.muted}>{coupon.title.en}</div>
              <MissingLine missing={missingLanguagesText(couponTexts({ ...coupon, terms: listValuesOf(coupon.terms, 'line') }))} />
            </>
          ),
        },
        {
          header: 'Offer',
          cell: (coupon) => (
            <>
              {couponOffer(coupon)}
              {coupon.minOrderValue > 0 && <div className={styles.muted}>On orders from {formatInr(coupon.minOrderValue)}</div>}
            </>
          ),
        },
        { header: 'Valid', cell: (coupon) => `${formatDay(coupon.validFrom)} to ${formatDay(coupon.validUntil)}` },
        {
          header: 'Used',
          numeric: true,
          cell: (coupon) => (
            <>
              {coupon.usedCount}
              {coupon.usageLimit !== null && <span className={styles.muted}> of {coupon.usageLimit}</span>}
            </>
          ),
        },
        {
          header: 'State',
          cell: (coupon) => {
            const state = stateOf(coupon);
            return <span className={`${styles.badge} ${styles[state.tone] ?? ''}`}>{state.label}</span>;
          },
        },
      ]}
    />
  );
}
