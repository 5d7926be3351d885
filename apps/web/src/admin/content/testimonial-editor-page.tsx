import type { RecordText } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { adminTestimonialCreateSchema, type AdminTestimonial } from '@aabhushan/shared/schemas/admin-testimonials';
import { CheckboxField, TextField } from '../../components/ui/form-field';
import styles from '../admin.module.css';
import { EMPTY_LOCALIZED, LocalizedFields, localizedValuesOf, type LocalizedValues } from '../catalogue/localized-fields';
import { MissingLanguages } from '../catalogue/missing-languages';
import { ContentEditorFrame, ContentEditorLoader, useContentEditor } from './content-editor';
import { PictureField } from './content-fields';

interface Values {
  name: string;
  designation: LocalizedValues;
  city: string;
  text: LocalizedValues;
  imageUrl: string;
  sortOrder: string;
  shown: boolean;
}

const valuesOf = (testimonial?: AdminTestimonial): Values => ({
  name: testimonial?.name ?? '',
  designation: localizedValuesOf(testimonial?.designation),
  city: testimonial?.city ?? '',
  text: testimonial ? localizedValuesOf(testimonial.text) : EMPTY_LOCALIZED,
  imageUrl: testimonial?.imageUrl ?? '',
  sortOrder: testimonial ? String(testimonial.sortOrder) : '0',
  shown: testimonial?.isActive ?? true,
});

// A designation blank in every language is sent as it is: the API stores none (the store shows 'Customer').
const bodyOf = ({ shown, ...values }: Values) => ({
  ...values,
  status: shown ? 'ACTIVE' : 'INACTIVE',
  sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder),
});

/** A testimonial's texts shoppers read, for the languages still missing; a designation needs translating once its English is written. */
export const testimonialTexts = (values: { text: RecordText['text']; designation: RecordText['text'] }): RecordText[] => [
  { label: 'words', text: values.text },
  { label: 'designation', text: values.designation, optional: true },
];

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
  const { field, values, set, errors } = editor;
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
        <MissingLanguages texts={testimonialTexts(values)} />
        <div className={styles.formGrid}>
          <TextField label="Name" hint="As they wrote it, in every language" {...field('name')} />
          <TextField label="City" optionalLabel="optional" {...field('city')} />
          <TextField label="Order" hint="Lower numbers come first" inputMode="numeric" {...field('sortOrder')} />
        </div>
        <LocalizedFields label="Their words" multiline value={values.text} error={errors.text} onChange={(text) => set('text', text)} />
        <p className={styles.explain}>A designation left empty is shown as Customer, in the shopper's language.</p>
        <LocalizedFields label="Designation" optional value={values.designation} error={errors.designation} onChange={(designation) => set('designation', designation)} />
        <div className={styles.formGrid}>
          <PictureField label="Picture" optional {...field('imageUrl')} />
        </div>
        <CheckboxField label="Shown on the store (as a Verified Buyer)" checked={values.shown} onChange={(event) => set('shown', event.target.checked)} />
      </section>
    </ContentEditorFrame>
  );
}
