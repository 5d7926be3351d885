import { useTranslation } from 'react-i18next';
import type { GoldPlanEnrolment } from '@aabhushan/shared/schemas/gold-plans';
import { useGoldPlanFormat } from '../lib/gold-plan-format';
import styles from './gold-plan-card.module.css';

interface GoldPlanScheduleProps {
  enrolment: GoldPlanEnrolment;
  /** A receipt action beside each paid instalment, when the page offers one. */
  receipt?: (number: number) => React.ReactNode;
}

/** The instalments: due date (as late ones moved it), amount, paid on and how, on time or months late. */
export function GoldPlanSchedule({ enrolment, receipt }: GoldPlanScheduleProps) {
  const { t } = useTranslation();
  const format = useGoldPlanFormat();
  return (
    // Focusable so a keyboard can scroll it when a long language makes it wider than the card.
    <div className={styles.tableWrap} role="region" aria-label={t('goldPlan.mine.schedule')} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('goldPlan.mine.schedule')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('goldPlan.mine.number')}</th>
            <th scope="col">{t('goldPlan.mine.dueDate')}</th>
            <th scope="col">{t('goldPlan.mine.amount')}</th>
            <th scope="col">{t('goldPlan.mine.paidOn')}</th>
          </tr>
        </thead>
        <tbody>
          {enrolment.schedule.map((instalment) => (
            <tr key={instalment.number} className={instalment.paidOn ? styles.paidRow : undefined} data-testid={`gold-plan-instalment-${instalment.number}`}>
              <th scope="row">{instalment.number}</th>
              <td>{format.date(instalment.dueDate)}</td>
              <td className={styles.amount}>{format.money(instalment.amount)}</td>
              <td>
                {instalment.paidOn ? (
                  <>
                    <span className={styles.paidOn}>
                      <span className={styles.phoneLabel}>{t('goldPlan.mine.paidOn')}: </span>
                      {format.date(instalment.paidOn)}
                    </span>
                    <span className={instalment.monthsLate > 0 ? styles.late : styles.onTime}>
                      {instalment.monthsLate > 0 ? t('goldPlan.mine.late', { count: instalment.monthsLate }) : t('goldPlan.mine.onTime')}
                      {' · '}
                      {instalment.via === 'cash' ? t('goldPlan.mine.viaCash') : t('goldPlan.mine.viaOnline')}
                    </span>
                    {receipt?.(instalment.number)}
                  </>
                ) : (
                  <span className={styles.unpaid}>{t('goldPlan.mine.notPaid')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
