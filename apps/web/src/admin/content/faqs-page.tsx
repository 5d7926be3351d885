import { ACTIVE_STATES } from '@aabhushan/shared/schemas/admin-content';
import { FAQ_TOPICS, type AdminFaq } from '@aabhushan/shared/schemas/admin-faqs';
import { MISSING_LANGUAGE_OPTIONS, MissingLine, missingLanguagesText } from '../catalogue/missing-languages';
import { ContentList, type ContentState } from './content-list';

/** "care" -> "Care": topics are single words. */
export const topicLabel = (topic: string) => topic.charAt(0).toUpperCase() + topic.slice(1);
export const ACTIVE_FILTER_OPTIONS = ACTIVE_STATES.map((value) => ({ value, label: value === 'active' ? 'Shown' : 'Hidden' }));
export const shownOrHidden = (isActive: boolean): ContentState => (isActive ? { label: 'Shown', tone: 'good', on: true } : { label: 'Hidden', tone: '', on: false });

/** An FAQ's texts shoppers read; the subtitle needs translating once its English is written. */
const faqTexts = (faq: AdminFaq) => [
  { label: 'question', text: faq.question },
  { label: 'subtitle', text: faq.subtitle, optional: true },
  { label: 'answer', text: faq.answerHtml },
];

/** /admin/faqs: every question, hidden ones included, in the order the FAQ page shows them. */
export function FaqsPage() {
  return (
    <ContentList<AdminFaq>
      resource="faqs"
      section="/admin/faqs"
      title="FAQs"
      lead="Questions on the FAQ page, in their order (lowest first)."
      newLabel="New FAQ"
      noun="questions"
      nameHeader="Question"
      searchLabel="Words in the question or answer, in any language"
      filters={[
        { name: 'topic', label: 'Topic', placeholder: 'Every topic', options: FAQ_TOPICS.map((value) => ({ value, label: topicLabel(value) })) },
        { name: 'state', label: 'On the store', placeholder: 'Shown or hidden', options: ACTIVE_FILTER_OPTIONS },
        { name: 'missing', label: 'Translation', placeholder: 'Any', options: MISSING_LANGUAGE_OPTIONS },
      ]}
      nameOf={(faq) => faq.question.en}
      detailOf={(faq) => (
        <>
          {faq.subtitle?.en}
          <MissingLine missing={missingLanguagesText(faqTexts(faq))} />
        </>
      )}
      columns={[
        { header: 'Topic', cell: (faq) => topicLabel(faq.topic) },
        { header: 'Order', cell: (faq) => faq.sortOrder, numeric: true },
      ]}
      stateOf={(faq) => shownOrHidden(faq.isActive)}
      switchLabels={{ on: 'Show', off: 'Hide' }}
    />
  );
}
