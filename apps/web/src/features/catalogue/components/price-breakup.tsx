import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { formatGrams, toDisplayBreakup } from '../lib/price-breakup-view';
import styles from './price-breakup.module.css';
import { writeCalendarDate } from '../../../lib/date-text';

type Breakup = NonNullable<Product['priceBreakup']>;

interface PriceBreakupProps {
  breakup: Breakup;
  /** GST contained in the price (store settings; 3 % for jewellery). */
  gstRatePercent: number;
  /** ISO date the metal rates were set, when known. */
  ratesDate?: string;
}

/**
 * What the price is made of, as Indian jewellers print it: metal value (weight x the day's
 * rate), making charges, stone value and the GST the price already contains. The lines add up
 * to the price shown (rounded together, see toDisplayBreakup).
 */
export function PriceBreakup({ breakup, gstRatePercent, ratesDate }: PriceBreakupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = toDisplayBreakup(breakup);
  const rows = [
    {
      key: 'metalValue',
      label: t('product.breakup.metalValue'),
      detail: t('product.breakup.metalDetail', {
        weight: formatGrams(breakup.weightGrams),
        rate: formatInr(breakup.metalRatePerGram),
      }),
      amount: shown.metalValue,
    },
    { key: 'makingCharges', label: t('product.breakup.makingCharges'), amount: shown.makingCharges },
    ...(shown.stoneValue > 0 ? [{ key: 'stoneValue', label: t('product.breakup.stoneValue'), amount: shown.stoneValue }] : []),
    {
      key: 'gst',
      label: t('product.breakup.gst', { rate: gstRatePercent }),
      detail: t('product.breakup.gstDetail'),
      amount: shown.gst,
    },
  ];
  const date = ratesDate ? writeCalendarDate(t, ratesDate) : null;
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="price-breakup">
      <h2 id={titleId} className={styles.title}>
        {t('product.breakup.title')}
      </h2>
      <table className={styles.table}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.label}
                {row.detail && <span className={styles.detail}>{row.detail}</span>}
              </th>
              <td data-testid={`breakup-${row.key}`}>{formatInr(row.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('product.breakup.total')}</th>
            <td data-testid="breakup-total">{formatInr(shown.total)}</td>
          </tr>
        </tfoot>
      </table>
      {date && <p className={styles.note}>{t('product.breakup.ratesOn', { date })}</p>}
    </section>
  );
}

