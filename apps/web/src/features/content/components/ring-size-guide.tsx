import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findRingSize, getRingSizeChart } from '@aabhushan/shared/rules/ring-sizes';
import formStyles from '../../../components/ui/form.module.css';
import styles from './ring-size-guide.module.css';

/** How to measure with a thread, a measurement box that names the size, and the chart (Indian, US, mm). */
export function RingSizeGuide({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const inputId = useId();
  const [measurement, setMeasurement] = useState('');
  const chart = useMemo(() => getRingSizeChart(), []);
  const millimetres = Number(measurement.replace(',', '.'));
  const found = measurement.trim() ? findRingSize(millimetres) : undefined;
  const number = (value: number) => value.toLocaleString(`${i18n.language}-IN`, { maximumFractionDigits: 2 });
  const steps = t('content.ringSize.steps', { returnObjects: true }) as string[];

  return (
    <div className={styles.guide}>
      <section aria-labelledby={`${inputId}-how`}>
        <Heading id={`${inputId}-how`} className={styles.heading}>
          {t('content.ringSize.howTitle')}
        </Heading>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={styles.tip}>{t('content.ringSize.tips')}</p>
        <div className={styles.measure}>
          <label htmlFor={inputId} className={formStyles.label}>
            {t('content.ringSize.measureLabel')}
          </label>
          <input id={inputId} className={formStyles.input} inputMode="decimal" value={measurement} onChange={(event) => setMeasurement(event.target.value)} />
          <p aria-live="polite" className={styles.result}>
            {measurement.trim() &&
              (found ? t('content.ringSize.measureResult', { indian: found.indian, us: number(found.us) }) : t('content.ringSize.measureOutside'))}
          </p>
        </div>
      </section>
      <section aria-labelledby={`${inputId}-chart`}>
        <Heading id={`${inputId}-chart`} className={styles.heading}>
          {t('content.ringSize.chartTitle')}
        </Heading>
        {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
        <div className={styles.tableWrap} role="region" aria-labelledby={`${inputId}-chart`} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('content.ringSize.indian')}</th>
                <th scope="col">{t('content.ringSize.us')}</th>
                <th scope="col">{t('content.ringSize.diameter')}</th>
                <th scope="col">{t('content.ringSize.circumference')}</th>
              </tr>
            </thead>
            <tbody>
              {chart.map((size) => (
                <tr key={size.indian} className={found?.indian === size.indian ? styles.match : undefined}>
                  <th scope="row">{size.indian}</th>
                  <td>{number(size.us)}</td>
                  <td>{number(size.diameterMm)}</td>
                  <td>{number(size.circumferenceMm)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.tip}>{t('content.ringSize.resizeNote')}</p>
      </section>
    </div>
  );
}
