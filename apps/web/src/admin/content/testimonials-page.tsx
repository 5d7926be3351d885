import type { AdminTestimonial } from '@aabhushan/shared/schemas/admin-testimonials';
import { MISSING_LANGUAGE_OPTIONS, MissingLine, missingLanguagesText } from '../catalogue/missing-languages';
import { ContentList } from './content-list';
import styles from './content.module.css';
import { ACTIVE_FILTER_OPTIONS, shownOrHidden } from './faqs-page';
import { testimonialTexts } from './testimonial-editor-page';

/** /admin/testimonials: customers' words, hidden ones included, and the languages each still lacks. */
export function TestimonialsPage() {
  return (
    <ContentList<AdminTestimonial>
      resource="testimonials"
      section="/admin/testimonials"
      title="Testimonials"
      lead="Customers' words on the home, about and testimonial pages; shown ones are marked Verified Buyer."
      newLabel="New testimonial"
      noun="testimonials"
      nameHeader="Name"
      searchLabel="Name, words in any language, or city"
      filters={[
        { name: 'state', label: 'On the store', placeholder: 'Shown or hidden', options: ACTIVE_FILTER_OPTIONS },
        { name: 'missing', label: 'Translation', placeholder: 'Any', options: MISSING_LANGUAGE_OPTIONS },
      ]}
      nameOf={(testimonial) => testimonial.name}
      detailOf={(testimonial) => (
        <>
          {[testimonial.designation?.en, testimonial.city].filter(Boolean).join(', ')}
          <MissingLine missing={missingLanguagesText(testimonialTexts(testimonial))} />
        </>
      )}
      columns={[
        { header: 'Words', cell: (testimonial) => <span className={styles.clip}>{testimonial.text.en}</span> },
        { header: 'Order', cell: (testimonial) => testimonial.sortOrder, numeric: true },
      ]}
      stateOf={(testimonial) => shownOrHidden(testimonial.isActive)}
      switchLabels={{ on: 'Show', off: 'Hide' }}
    />
  );
}
