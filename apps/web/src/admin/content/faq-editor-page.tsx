import { adminFaqCreateSchema, FAQ_TOPICS, type AdminFaq } from '@aabhushan/shared/schemas/admin-faqs';
import { CheckboxField, SelectField, TextField } from '../../components/ui/form-field';
import styles from '../admin.module.css';
import { ContentEditorFrame, ContentEditorLoader, useContentEditor } from './content-editor';
import { HtmlField } from './content-fields';
import { topicLabel } from './faqs-page';

interface Values {
  question: string;
  subtitle: string;
  answerHtml: string;
  topic: string;
  icon: string;
  sortOrder: string;
  isActive: boolean;
}

const valuesOf = (faq?: AdminFaq): Values => ({
  question: faq?.question ?? '',
  subtitle: faq?.subtitle ?? '',
  answerHtml: faq?.answerHtml ?? '',
  topic: faq?.topic ?? 'orders',
  icon: faq?.icon ?? 'sparkle',
  sortOrder: faq ? String(faq.sortOrder) : '0',
  isActive: faq?.isActive ?? true,
});

const bodyOf = (values: Values) => ({ ...values, sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder) });

/** /admin/faqs/new and /admin/faqs/{id}. */
export function FaqEditorPage({ id }: { id?: string }) {
  return (
    <ContentEditorLoader<AdminFaq> resource="faqs" id={id} noun="question">
      {(faq) => <FaqEditor key={faq?.id ?? 'new'} faq={faq} />}
    </ContentEditorLoader>
  );
}

function FaqEditor({ faq }: { faq?: AdminFaq }) {
  const editor = useContentEditor({ resource: 'faqs', section: '/admin/faqs', item: faq, initial: valuesOf(faq), schema: adminFaqCreateSchema, bodyOf });
  const { field, values, set } = editor;
  return (
    <ContentEditorFrame
      section="/admin/faqs"
      backLabel="All FAQs"
      title={faq ? 'Edit FAQ' : 'New FAQ'}
      lead={faq?.question}
      editor={editor}
      submitLabel={faq ? 'Save changes' : 'Create FAQ'}
      deleteQuestion={faq && `Delete the question "${faq.question}"? It leaves the FAQ page at once.`}
    >
      <section className={styles.panel} aria-labelledby="faq-words">
        <h2 id="faq-words" className={styles.panelTitle}>
          Question and answer
        </h2>
        <div className={styles.formGrid}>
          <div className={styles.wide}>
            <TextField label="Question" {...field('question')} />
          </div>
          <TextField label="Subtitle" optionalLabel="optional" {...field('subtitle')} />
          <SelectField label="Topic" options={FAQ_TOPICS.map((value) => ({ value, label: topicLabel(value) }))} {...field('topic')} />
          <TextField label="Icon" hint="A short name, e.g. truck, gem, sparkle" {...field('icon')} />
          <TextField label="Order" hint="Lower numbers come first" inputMode="numeric" {...field('sortOrder')} />
        </div>
        <HtmlField label="Answer (HTML)" hint="Paragraphs, lists, links and tables; anything else is removed" {...field('answerHtml')} />
        <CheckboxField label="Shown on the FAQ page" checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />
      </section>
    </ContentEditorFrame>
  );
}
