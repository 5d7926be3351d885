import '../../../i18n/bundles/content';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { useTestimonials } from '../../../features/content/api/get-content-lists';
import grid from '../../../features/content/components/card-grid.module.css';
import { PageIntro } from '../../../features/content/components/page-intro';
import { TestimonialCard } from '../../../features/content/components/testimonial-card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMetaDescription } from '../products/use-meta-description';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Every testimonial the all-testimonial page asks for (the public list allows up to 1000). */
const ALL_TESTIMONIALS = 100;

/** /testimonial (the first 10) and /all-testimonial (all of them); a load error leaves the list empty. */
function TestimonialsView({ all }: { all: boolean }) {
  const { t } = useTranslation();
  const testimonials = useTestimonials(all ? ALL_TESTIMONIALS : undefined);
  useDocumentTitle(t('content.testimonials.title'));
  useMetaDescription(t('content.testimonials.lead'));
  const list = testimonials.data ?? [];

  return (
    <div className={layout.container}>
      <PageIntro
        eyebrow={t('content.testimonials.eyebrow')}
        title={t('content.testimonials.title')}
        lead={t('content.testimonials.lead')}
        crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('content.nav.testimonials') }]}
      />
      {testimonials.isPending ? (
        <p className={grid.state} role="status">
          {t('content.testimonials.loading')}
        </p>
      ) : list.length === 0 ? (
        <p className={grid.state}>{t('content.testimonials.empty')}</p>
      ) : (
        <ul className={grid.grid}>
          {list.map((testimonial) => (
            <li key={testimonial._id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      )}
      {!all && list.length > 0 && (
        <div className={grid.more}>
          <Link to={href('all-testimonial')} className={buttons.secondary}>
            {t('content.testimonials.seeAll')}
          </Link>
        </div>
      )}
    </div>
  );
}

export function TestimonialsPage() {
  return <TestimonialsView all={false} />;
}

export function AllTestimonialsPage() {
  return <TestimonialsView all />;
}
