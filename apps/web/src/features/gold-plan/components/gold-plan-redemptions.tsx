import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@aabhushan/shared/pages/page-manifest';
import type { GoldPlanEnrolment } from '@aabhushan/shared/schemas/gold-plans';
import { useGoldPlanFormat } from '../lib/gold-plan-format';
import styles from './gold-plan-card.module.css';

/** The orders a plan's credit paid for, each linking to its order, and the credit left; nothing before the first. */
export function GoldPlanRedemptions({ enrolment }: { enrolment: GoldPlanEnrolment }) {
  const { t } = useTranslation();
  const format = useGoldPlanFormat();
  if (enrolment.redemptions.length === 0) return null;
  const titleId = `gold-plan-redemptions-${enrolment.id}`;
  return (
    <section className={styles.redemptions} aria-labelledby={titleId} data-testid="gold-plan-redemptions">
      <h4 id={titleId} className={styles.redemptionsTitle}>
        {t('goldPlan.mine.redemptions.title')}
      </h4>
      <ul className={styles.redemptionList}>
        {enrolment.redemptions.map((redemption) => (
          <li key={redemption.orderId}>
            <Link to={href('order', { id: redemption.orderId })}>{t('goldPlan.mine.redemptions.order', { number: redemption.orderNumber })}</Link>
            <span className={redemption.state === 'returned' ? styles.returned : undefined}>
              {redemption.state === 'returned' ? t('goldPlan.mine.redemptions.returned', { amount: format.money(redemption.amount) }) : format.money(redemption.amount)}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.creditLeft} data-testid="gold-plan-credit-left">
        {t('goldPlan.mine.redemptions.left', { amount: format.money(enrolment.creditLeft) })}
      </p>
    </section>
  );
}
