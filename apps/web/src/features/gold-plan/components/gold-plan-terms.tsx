import { useTranslation } from 'react-i18next';
import type { PublicGoldPlan } from '@aabhushan/shared/schemas/gold-plans';
import { useLocalized } from '../../../lib/use-localized';
import styles from './gold-plan-terms.module.css';

/** The plan's terms as the store wrote them, in the shopper's language (English when not translated). */
export function GoldPlanTerms({ plan }: { plan: PublicGoldPlan }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const paragraphs = localized(plan.terms)
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <section className={styles.terms} aria-labelledby="gold-plan-terms-title">
      <h2 id="gold-plan-terms-title" className={styles.heading}>
        {t('goldPlan.terms.title')}
      </h2>
      <p className={styles.planName}>{localized(plan.name)}</p>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.text}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
