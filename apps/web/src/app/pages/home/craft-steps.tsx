import { useTranslation } from 'react-i18next';
import layout from '../../../components/ui/layout.module.css';
import styles from './home-sections.module.css';

/** From sketch to doorstep: the four steps every piece goes through. */
const STEPS = [
  { key: 'design', icon: 'M4 20l4-1 10-10-3-3L5 16l-1 4Zm9-13l3 3M4 4h7M4 8h4' },
  { key: 'craft', icon: 'M12 3l2.5 5 5.5.8-4 3.9.9 5.5L12 15.6 7.1 18.2l.9-5.5-4-3.9 5.5-.8L12 3Z' },
  { key: 'hallmark', icon: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3Zm-3.2 9.2l2.2 2.2 4.4-4.6' },
  { key: 'deliver', icon: 'M4 8l8-4 8 4v8l-8 4-8-4V8Zm0 0l8 4 8-4M12 12v8' },
] as const;

export function CraftSteps() {
  const { t } = useTranslation();
  return (
    <section className={layout.section} aria-labelledby="home-craft">
      <header className={layout.sectionHeader}>
        <p className={layout.eyebrow}>{t('home.craft.eyebrow')}</p>
        <h2 id="home-craft" className={layout.sectionTitle}>
          {t('home.craft.title')}
        </h2>
        <p className={layout.sectionLead}>{t('home.craft.lead')}</p>
      </header>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.key} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true" className={styles.stepIcon}>
              <path d={step.icon} fill="none" stroke="currentColor" strokeWidth="1.1" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <h3 className={styles.stepTitle}>{t(`home.craft.${step.key}.title`)}</h3>
            <p className={styles.stepText}>{t(`home.craft.${step.key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
