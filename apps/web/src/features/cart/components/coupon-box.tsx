import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COUPON_MESSAGES } from '@aabhushan/shared/rules/coupon';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import type { LocalizedText } from '@aabhushan/shared/schemas/common';
import buttons from '../../../components/ui/button.module.css';
import { ShopIcon } from '../../../components/ui/shop-icon';
import { forgetSharedCoupon } from '../../../lib/shared-coupon';
import { toast } from '../../../lib/toast/toast';
import { translateMessage } from '../../../lib/translate-message';
import { useLocalized } from '../../../lib/use-localized';
import { useApplyCoupon } from '../api/apply-coupon';
import { useRemoveCoupon } from '../api/remove-coupon';
import { getCartErrorMessage } from '../lib/cart-error-message';
import styles from './coupon-box.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

export interface CouponSuggestion {
  code: string;
  title: LocalizedText;
  discount: number;
  freeShipping: boolean;
}

interface CouponBoxProps {
  cart: Cart;
  /** A code from a shared link (`/cart?coupon=CODE`), filled in for the shopper to apply. */
  initialCode?: string;
  /** The coupon that saves this cart the most, when it is not the one applied. */
  suggestion?: CouponSuggestion | null;
}

/**
 * The coupon box (spec A sections 2 and 5): the code is trimmed, a blank one gives 'Please
 * enter a coupon code', Apply shows 'Applying...'. An applied coupon becomes a removable tag
 * ('Coupon removed'); one coupon per cart, so applying another replaces it. Coupons' titles are in
 * the shopper's language, else English.
 */
export function CouponBox({ cart, initialCode = '', suggestion }: CouponBoxProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const applied = cart.appliedCoupons[0];

  const applyCode = (raw: string) => {
    const trimmed = raw.trim();
    if (!trimmed) return setError(translateMessage(COUPON_MESSAGES.enterCode, t));
    setError(null);
    apply.mutate(trimmed, {
      onSuccess: (next) => {
        setCode('');
        forgetSharedCoupon();
        const now = next.appliedCoupons[0];
        toast.success(now?.freeShipping ? t('coupons.appliedFreeShipping', { code: now.code }) : t('coupons.applied', { code: now?.code ?? trimmed, amount: formatInr(now?.discount ?? 0) }), { dismissAfter: 3000 });
      },
      onError: (failure) => setError(getCartErrorMessage(failure, 'coupon', t)),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    applyCode(code);
  };
  const removeApplied = () => {
    if (!applied) return;
    remove.mutate(applied.code, {
      onSuccess: () => toast.info(translateMessage(COUPON_MESSAGES.removed, t), { dismissAfter: 3000 }),
      onError: (failure) => toast.error(getCartErrorMessage(failure, 'coupon', t)),
    });
  };

  return (
    <div className={styles.box}>
      {applied && (
        <div className={styles.tag} data-testid="applied-coupon">
          <ShopIcon name="tag" size={18} />
          <span className={styles.tagText}>
            <strong>{applied.code}</strong>
            <span>{localized(applied.title)}</span>
            <span>{applied.freeShipping ? t('coupons.freeShippingApplied') : t('coupons.saving', { amount: formatInr(applied.discount) })}</span>
          </span>
          <button type="button" className={styles.tagRemove} aria-label={t('coupons.removeNamed', { code: applied.code })} disabled={remove.isPending} onClick={removeApplied}>
            <ShopIcon name="close" size={16} />
          </button>
        </div>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          {applied ? t('coupons.replaceLabel') : t('coupons.label')}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            placeholder={t('coupons.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className={buttons.secondary} disabled={apply.isPending}>
            {apply.isPending ? t('coupons.applying') : t('coupons.apply')}
          </button>
        </div>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
      {suggestion && suggestion.code !== applied?.code && (
        <p className={styles.hint} data-testid="best-coupon">
          <span className={styles.hintTitle}>{localized(suggestion.title)}</span>
          <span>
            {suggestion.freeShipping && suggestion.discount === 0
              ? t('coupons.bestHintShipping', { code: suggestion.code })
              : t('coupons.bestHint', { code: suggestion.code, amount: formatInr(suggestion.discount) })}
          </span>
          <button type="button" className={buttons.textLink} disabled={apply.isPending} onClick={() => applyCode(suggestion.code)}>
            {t('coupons.applyNamed', { code: suggestion.code })}
          </button>
        </p>
      )}
      <Link to={href('coupons')} className={`${buttons.textLink} ${styles.allCoupons}`}>
        {t('coupons.seeAll')}
      </Link>
    </div>
  );
}
