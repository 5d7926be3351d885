import { adminTestimonialCreateSchema, type AdminTestimonial } from '@aabhushan/shared/schemas/admin-testimonials';
import { CheckboxField, TextField } from '../../components/ui/form-field';
import styles from '../admin.module.css';
import { ContentEditorFrame, ContentEditorLoader, useContentEditor } from './content-editor';
import { PictureField, TextAreaField } from './content-fields';

interface Values {
  name: string;
  designation: string;
  city: string;
  text: string;
  imageUrl: string;
  sortOrder: string;
  shown: boolean;
}

const valuesOf = (testimonial?: AdminTestimonial): Values => ({
  name: testimonial?.name ?? '',
  designation: testimonial?.designation ?? '',
  city: testimonial?.city ?? '',
  text: testimonial?.text ?? '',
  imageUrl: testimonial?.imageUrl ?? '',
  sortOrder: testimonial ? String(testimonial.sortOrder) : '0',
  shown: testimonial?.isActive ?? true,
});

const bodyOf = ({ shown, ...values }: Values) => ({
  ...values,
  status: shown ? 'ACTIVE' : 'INACTIVE',
  sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder),
});

/** /admin/testimonials/new and /admin/testimonials/{id}. */
export function TestimonialEditorPage({ id }: { id?: string }) {
  return (
    <ContentEditorLoader<AdminTestimonial> resource="testimonials" id={id} noun="testimonial">
      {(testimonial) => <TestimonialEditor key={testimonial?.id ?? 'new'} testimonial={testimonial} />}
    </ContentEditorLoader>
  );
}

function TestimonialEditor({ testimonial }: { testimonial?: AdminTestimonial }) {
  const editor = useContentEditor({
    resource: 'testimonials',
    section: '/admin/testimonials',
    item: testimonial,
    initial: valuesOf(testimonial),
    schema: adminTestimonialCreateSchema,
    bodyOf,
    fieldOf: (path) => (path === 'status' ? 'shown' : undefined),
  });
  const { field, values, set } = editor;
  return (
    <ContentEditorFrame
      section="/admin/testimonials"
      backLabel="All testimonials"
      title={testimonial ? testimonial.name : 'New testimonial'}
      editor={editor}
      submitLabel={testimonial ? 'Save changes' : 'Create testimonial'}
      deleteQuestion={testimonial && `Delete ${testimonial.name}'s testimonial? It leaves the store at once.`}
    >
      <section className={styles.panel} aria-labelledby="testimonial-words">
        <h2 id="testimonial-words" className={styles.panelTitle}>
          Who and what they said
        </h2>
        <div className={styles.formGrid}>
          <TextField label="Name" {...field('name')} />
          <TextField label="Designation" optionalLabel="shown as Customer when empty" {...field('designation')} />
          <TextField label="City" optionalLabel="optional" {...field('city')} />
          <TextField label="Order" hint="Lower numbers come first" inputMode="numeric" {...field('sortOrder')} />
        </div>
        <TextAreaField label="Their words" {...field('text')} />
        <div className={styles.formGrid}>
          <PictureField label="Picture" optional {...field('imageUrl')} />
        </div>
        <CheckboxField label="Shown on the store (as a Verified Buyer)" checked={values.shown} onChange={(event) => set('shown', event.target.checked)} />
      </section>
    </ContentEditorFrame>
  );
}
