import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { OldGoldEstimateAnswer, OldGoldEstimateBody } from '@aabhushan/shared/schemas/old-gold';
import { writeCalendarDate } from '../../../lib/date-text';
import styles from './old-gold-calculator.module.css';

interface OldGoldResultProps {
  estimate?: OldGoldEstimateAnswer;
  /** What was asked, for the weight and purity beside the values. */
  sent?: OldGoldEstimateBody;
}

/** The estimate in rupees (Indian digit grouping): the rate, the metal value, and what exchange and buyback pay. */
export function OldGoldResult({ estimate, sent }: OldGoldResultProps) {
  const { t } = useTranslation();
  const deduction = (percent: number) => (percent > 0 ? t('oldGold.result.deduction', { percent }) : t('oldGold.result.noDeduction'));
  return (
    <section className={styles.result} aria-labelledby="old-gold-result-title" aria-live="polite" data-testid="old-gold-result">
      <h2 id="old-gold-result-title" className={styles.heading}>
        {t('oldGold.result.title')}
      </h2>
      {estimate && sent ? (
        <>
          <dl className={styles.values}>
            <div className={styles.row}>
              <dt>{t('oldGold.result.rate', { purity: sent.purity })}</dt>
              <dd data-testid="old-gold-rate">{t('oldGold.result.perGram', { rate: formatRate(estimate.ratePerGram) })}</dd>
            </div>
            <div className={styles.row}>
              <dt>
                {t('oldGold.result.gross')}
                <span className={styles.detail}>{t('oldGold.result.grossDetail', { weight: sent.weightGrams })}</span>
              </dt>
              <dd data-testid="old-gold-gross">{formatInr(estimate.grossValue)}</dd>
            </div>
            <div className={`${styles.row} ${styles.highlight}`}>
              <dt>
                {t('oldGold.result.exchange')}
                <span className={styles.detail}>{deduction(estimate.exchangeDeductionPercent)}</span>
              </dt>
              <dd data-testid="old-gold-exchange">{formatInr(estimate.exchangeValue)}</dd>
            </div>
            <div className={styles.row}>
              <dt>
                {t('oldGold.result.buyback')}
                <span className={styles.detail}>{deduction(estimate.buybackDeductionPercent)}</span>
              </dt>
              <dd data-testid="old-gold-buyback">{formatInr(estimate.buybackValue)}</dd>
            </div>
          </dl>
          <p className={styles.note} data-testid="old-gold-rates-date">
            {t('oldGold.result.ratesOn', { date: writeCalendarDate(t, estimate.ratesDate) ?? estimate.ratesDate })} {t('oldGold.result.note')}
          </p>
        </>
      ) : (
        <p className={styles.empty}>{t('oldGold.result.empty')}</p>
      )}
    </section>
  );
}

/** A rate in whole rupees as ₹7,840; one with paise as ₹8,012.50. */
function formatRate(rupees: number): string {
  if (Number.isInteger(rupees)) return formatInr(rupees);
  const [whole, paise] = rupees.toFixed(2).split('.');
  return `${formatInr(Number(whole))}.${paise}`;
}

