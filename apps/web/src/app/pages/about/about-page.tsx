import '../../../i18n/bundles/about';
import '../../../i18n/bundles/content';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { useExperts, useTestimonials } from '../../../features/content/api/get-content-lists';
import { PageIntro } from '../../../features/content/components/page-intro';
import { TeamCard } from '../../../features/content/components/team-card';
import { TestimonialCarousel } from '../../../features/content/components/testimonial-carousel';
import { STORE_FOUNDED_YEAR } from '../../../lib/store-info';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMetaDescription } from '../products/use-meta-description';
import { Certifications, LegacyTimeline, ProcessSteps, Values } from './about-sections';
import { ImpactCounters } from './impact-counters';
import styles from './about-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** The about page shows three of the team (spec B section 2); the team page has everyone. */
const TEAM_ON_ABOUT = 3;

/** /about: hero, legacy, values, team, process, certifications, testimonials and impact counters. */
export function AboutPage() {
  const { t } = useTranslation();
  const team = useExperts().data ?? [];
  const testimonials = useTestimonials().data ?? [];
  useDocumentTitle(t('about.title'));
  useMetaDescription(t('about.lead'));

  return (
    <div className={layout.container}>
      <PageIntro
        eyebrow={t('about.eyebrow', { year: STORE_FOUNDED_YEAR })}
        title={t('about.title')}
        crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('about.title') }]}
      />
      <section className={styles.hero}>
        <img className={styles.heroImage} src="/media/art/set-gold-kundan-3.webp" alt={t('about.heroAlt')} width="800" height="800" />
        <p className={styles.heroLead}>{t('about.lead')}</p>
      </section>
      <LegacyTimeline />
      <Values />
      {team.length > 0 && (
        <section className={layout.section} aria-labelledby="about-team">
          <header className={layout.sectionHeader}>
            <h2 id="about-team" className={layout.sectionTitle}>
              {t('about.teamTitle')}
            </h2>
            <hr className={layout.rule} />
          </header>
          <ul className={styles.team}>
            {team.slice(0, TEAM_ON_ABOUT).map((member) => (
              <li key={member._id}>
                <TeamCard member={member} />
              </li>
            ))}
          </ul>
          <div className={layout.center}>
            <Link to={href('team')} className={buttons.secondary}>
              {t('about.teamLink')}
            </Link>
          </div>
        </section>
      )}
      <ProcessSteps />
      <Certifications />
      {testimonials.length > 0 && (
        <section className={layout.section} aria-labelledby="about-testimonials">
          <header className={layout.sectionHeader}>
            <h2 id="about-testimonials" className={layout.sectionTitle}>
              {t('about.testimonialsTitle')}
            </h2>
            <hr className={layout.rule} />
          </header>
          <TestimonialCarousel testimonials={testimonials} label={t('about.testimonialsTitle')} />
        </section>
      )}
      <ImpactCounters />
    </div>
  );
}
