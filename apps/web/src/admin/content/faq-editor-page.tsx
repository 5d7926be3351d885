import { useState } from 'react';
import { LANGUAGE_NAMES } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { adminFaqCreateSchema, FAQ_TOPICS, type AdminFaq } from '@aabhushan/shared/schemas/admin-faqs';
import { CheckboxField, SelectField, TextField } from '../../components/ui/form-field';
import styles from '../admin.module.css';
import { LocalizedFields, localizedValuesOf, type LocalizedValues } from '../catalogue/localized-fields';
import { MissingLanguages } from '../catalogue/missing-languages';
import { ContentEditorFrame, ContentEditorLoader, useContentEditor } from './content-editor';
import { HtmlPreview } from './content-fields';
import { topicLabel } from './faqs-page';

interface Values {
  question: LocalizedValues;
  subtitle: LocalizedValues;
  answerHtml: LocalizedValues;
  topic: string;
  icon: string;
  sortOrder: string;
  isActive: boolean;
}

const valuesOf = (faq?: AdminFaq): Values => ({
  question: localizedValuesOf(faq?.question),
  subtitle: localizedValuesOf(faq?.subtitle),
  answerHtml: localizedValuesOf(faq?.answerHtml),
  topic: faq?.topic ?? 'orders',
  icon: faq?.icon ?? 'sparkle',
  sortOrder: faq ? String(faq.sortOrder) : '0',
  isActive: faq?.isActive ?? true,
});

const bodyOf = (values: Values) => ({ ...values, sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder) });

const LANGUAGES = Object.keys(LANGUAGE_NAMES) as Array<keyof typeof LANGUAGE_NAMES>;

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
  const { field, values, set, errors } = editor;
  const [previewLanguage, setPreviewLanguage] = useState<keyof typeof LANGUAGE_NAMES>('en');
  // Shoppers reading a language the answer is not written in see its English.
  const shownLanguage = values.answerHtml[previewLanguage].trim() === '' ? 'en' : previewLanguage;
  return (
    <ContentEditorFrame
      section="/admin/faqs"
      backLabel="All FAQs"
      title={faq ? 'Edit FAQ' : 'New FAQ'}
      lead={faq?.question.en}
      editor={editor}
      submitLabel={faq ? 'Save changes' : 'Create FAQ'}
      deleteQuestion={faq && `Delete the question "${faq.question.en}"? It leaves the FAQ page at once.`}
    >
      <section className={styles.panel} aria-labelledby="faq-words">
        <h2 id="faq-words" className={styles.panelTitle}>
          Question and answer
        </h2>
        <MissingLanguages
          texts={[
            { label: 'question', text: values.question },
            { label: 'subtitle', text: values.subtitle, optional: true },
            { label: 'answer', text: values.answerHtml },
          ]}
        />
        <LocalizedFields label="Question" value={values.question} error={errors.question} onChange={(question) => set('question', question)} />
        <LocalizedFields label="Subtitle" optional value={values.subtitle} error={errors.subtitle} onChange={(subtitle) => set('subtitle', subtitle)} />
        <LocalizedFields label="Answer (HTML)" multiline value={values.answerHtml} error={errors.answerHtml} onChange={(answerHtml) => set('answerHtml', answerHtml)} />
        <p className={styles.explain}>Paragraphs, lists, links and tables; anything else is removed. Keep the same links in every language.</p>
        <div className={`${styles.formGrid} ${styles.narrow}`}>
          <SelectField
            label="Preview in"
            options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
            value={previewLanguage}
            onChange={(event) => setPreviewLanguage(event.target.value as keyof typeof LANGUAGE_NAMES)}
          />
        </div>
        <HtmlPreview html={values.answerHtml[shownLanguage]} label={`Preview of the answer in ${LANGUAGE_NAMES[previewLanguage]}, as shoppers will see it`} lang={shownLanguage} />
      </section>
      <section className={styles.panel} aria-labelledby="faq-place">
        <h2 id="faq-place" className={styles.panelTitle}>
          Topic and order
        </h2>
        <div className={styles.formGrid}>
          <SelectField label="Topic" options={FAQ_TOPICS.map((value) => ({ value, label: topicLabel(value) }))} {...field('topic')} />
          <TextField label="Icon" hint="A short name, e.g. truck, gem, sparkle" {...field('icon')} />
          <TextField label="Order" hint="Lower numbers come first" inputMode="numeric" {...field('sortOrder')} />
        </div>
        <CheckboxField label="Shown on the FAQ page" checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />
      </section>
    </ContentEditorFrame>
  );
}
