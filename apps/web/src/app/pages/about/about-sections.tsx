import { useTranslation } from 'react-i18next';
import layout from '../../../components/ui/layout.module.css';
import styles from './about-page.module.css';

interface Entry {
  title: string;
  text: string;
}

/** Reads a list of strings or entries from the about bundle (returnObjects). */
function useList<T>(key: string): T[] {
  const { t } = useTranslation();
  const value = t(key, { returnObjects: true }) as unknown;
  return Array.isArray(value) ? (value as T[]) : [];
}

function SectionHeader({ id, title }: { id: string; title: string }) {
  return (
    <header className={layout.sectionHeader}>
      <h2 id={id} className={layout.sectionTitle}>
        {title}
      </h2>
      <hr className={layout.rule} />
    </header>
  );
}

/** 1985 to today, one milestone per line. */
export function LegacyTimeline() {
  const { t } = useTranslation();
  const milestones = useList<Entry & { year: string }>('about.legacy');
  return (
    <section className={layout.section} aria-labelledby="about-legacy">
      <SectionHeader id="about-legacy" title={t('about.legacyTitle')} />
      <ol className={styles.timeline}>
        {milestones.map((milestone) => (
          <li key={milestone.year} className={styles.milestone}>
            <span className={styles.year}>{milestone.year}</span>
            <h3 className={styles.entryTitle}>{milestone.title}</h3>
            <p>{milestone.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Six values. */
export function Values() {
  const { t } = useTranslation();
  const values = useList<Entry>('about.values');
  return (
    <section className={layout.section} aria-labelledby="about-values">
      <SectionHeader id="about-values" title={t('about.valuesTitle')} />
      <ul className={styles.values}>
        {values.map((value, index) => (
          <li key={value.title} className={styles.value}>
            <span className={styles.ornament} aria-hidden="true">
              {['◆', '✦', '◇', '❖', '✧', '◈'][index % 6]}
            </span>
            <h3 className={styles.entryTitle}>{value.title}</h3>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Four process steps. */
export function ProcessSteps() {
  const { t } = useTranslation();
  const steps = useList<Entry>('about.process');
  return (
    <section className={layout.section} aria-labelledby="about-process">
      <SectionHeader id="about-process" title={t('about.processTitle')} />
      <ol className={styles.process}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.entryTitle}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Six certification badges. */
export function Certifications() {
  const { t } = useTranslation();
  const badges = useList<string>('about.certifications');
  return (
    <section className={layout.section} aria-labelledby="about-certifications">
      <SectionHeader id="about-certifications" title={t('about.certificationsTitle')} />
      <ul className={styles.badges}>
        {badges.map((badge) => (
          <li key={badge} className={styles.badge}>
            <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
              <path d="M24 4l6 5 8-1 2 8 6 5-4 7 1 8-8 2-4 7-7-3-7 3-4-7-8-2 1-8-4-7 6-5 2-8 8 1z" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path d="M17 24l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>{badge}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
