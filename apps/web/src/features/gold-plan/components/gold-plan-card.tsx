import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import type { GoldPlanEnrolment } from '@aabhushan/shared/schemas/gold-plans';
import buttons from '../../../components/ui/button.module.css';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLocalized } from '../../../lib/use-localized';
import { useGoldPlanFormat } from '../lib/gold-plan-format';
import { GoldPlanRedemptions } from './gold-plan-redemptions';
import { GoldPlanSchedule } from './gold-plan-schedule';
import styles from './gold-plan-card.module.css';

interface GoldPlanCardProps {
  enrolment: GoldPlanEnrolment;
  paying: boolean;
  closing: boolean;
  onPay: (enrolment: GoldPlanEnrolment) => void;
  onClose: (enrolment: GoldPlanEnrolment) => void;
  receipt?: (number: number) => React.ReactNode;
}

/**
 * One enrolment in My Gold Plans: status, paid so far, next due, maturity, the bonus as it stands,
 * the schedule, Pay now for the next instalment once it is due, and Close early behind a question
 * that says the amount paid stays redeemable without the bonus.
 */
export function GoldPlanCard({ enrolment, paying, closing, onPay, onClose, receipt }: GoldPlanCardProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const format = useGoldPlanFormat();
  const [confirming, setConfirming] = useState(false);
  const active = enrolment.status === 'active';
  const due = active && enrolment.nextDueDate !== null && enrolment.nextDueDate <= indianDateOf(new Date());
  const titleId = `gold-plan-${enrolment.id}`;

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="gold-plan-enrolment">
      <header className={styles.header}>
        <div>
          <h3 id={titleId} className={styles.title}>
            {localized(enrolment.planName)}
          </h3>
          <p className={styles.sub}>
            {t('goldPlan.mine.monthly', { amount: format.money(enrolment.monthlyAmount) })} · {t('goldPlan.mine.started', { date: format.date(enrolment.startDate) })}
          </p>
        </div>
        <span className={`${styles.status} ${styles[enrolment.status]}`}>{t(`goldPlan.mine.status.${enrolment.status}`)}</span>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('goldPlan.mine.paid')}</dt>
          <dd data-testid="gold-plan-paid">{format.money(enrolment.balance)}</dd>
          <dd className={styles.factNote}>{t('goldPlan.mine.paidOf', { paid: enrolment.paidInstalments, count: enrolment.instalments })}</dd>
        </div>
        <div>
          <dt>{t('goldPlan.mine.nextDue')}</dt>
          <dd>{enrolment.nextDueDate ? format.date(enrolment.nextDueDate) : t('goldPlan.mine.nothingDue')}</dd>
        </div>
        <div>
          <dt>{t('goldPlan.mine.maturity')}</dt>
          <dd>{format.date(enrolment.maturityDate)}</dd>
        </div>
        <div>
          <dt>{enrolment.redeemable > 0 ? t('goldPlan.mine.redeemable') : t('goldPlan.mine.bonus')}</dt>
          <dd>{format.money(enrolment.redeemable > 0 ? enrolment.creditLeft : enrolment.bonus)}</dd>
        </div>
      </dl>
      <GoldPlanRedemptions enrolment={enrolment} />
      {active && (
        <div className={styles.actions}>
          {due && enrolment.nextInstalment !== null ? (
            <button type="button" className={buttons.primary} disabled={paying} aria-busy={paying} onClick={() => onPay(enrolment)}>
              {paying ? t('goldPlan.mine.paying') : t('goldPlan.mine.payNow', { number: enrolment.nextInstalment, amount: format.money(enrolment.monthlyAmount) })}
            </button>
          ) : (
            enrolment.nextInstalment !== null && <p className={styles.notYet}>{t('goldPlan.mine.notYet', { number: enrolment.nextInstalment, date: format.date(enrolment.nextDueDate) })}</p>
          )}
          <button type="button" className={buttons.textLink} disabled={closing} onClick={() => setConfirming(true)}>
            {t('goldPlan.mine.close')}
          </button>
        </div>
      )}
      <GoldPlanSchedule enrolment={enrolment} receipt={receipt} />
      {confirming && (
        <ConfirmDialog
          message={t('goldPlan.mine.closeQuestion', { amount: format.money(enrolment.balance) })}
          confirmLabel={t('goldPlan.mine.closeConfirm')}
          cancelLabel={t('goldPlan.mine.closeCancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onClose(enrolment);
          }}
        />
      )}
    </article>
  );
}
