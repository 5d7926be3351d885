import type { AdminTestimonial } from '@aabhushan/shared/schemas/admin-testimonials';
import { ContentList } from './content-list';
import styles from './content.module.css';
import { ACTIVE_FILTER_OPTIONS, shownOrHidden } from './faqs-page';

/** /admin/testimonials: customers' words, hidden ones included. */
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
      searchLabel="Name, words or city"
      filters={[{ name: 'state', label: 'On the store', placeholder: 'Shown or hidden', options: ACTIVE_FILTER_OPTIONS }]}
      nameOf={(testimonial) => testimonial.name}
      detailOf={(testimonial) => [testimonial.designation, testimonial.city].filter(Boolean).join(', ')}
      columns={[
        { header: 'Words', cell: (testimonial) => <span className={styles.clip}>{testimonial.text}</span> },
        { header: 'Order', cell: (testimonial) => testimonial.sortOrder, numeric: true },
      ]}
      stateOf={(testimonial) => shownOrHidden(testimonial.isActive)}
      switchLabels={{ on: 'Show', off: 'Hide' }}
    />
  );
}
