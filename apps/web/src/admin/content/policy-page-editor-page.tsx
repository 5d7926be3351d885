import { useSearchParams } from 'react-router';
import { getLegalDocument } from '@aabhushan/shared/legal/legal-documents';
import { legalDocumentHtml } from '@aabhushan/shared/legal/legal-html';
import { isLegalSlug, type LegalSlug } from '@aabhushan/shared/legal/legal-types';
import { adminPolicyPageCreateSchema, type AdminPolicyPage } from '@aabhushan/shared/schemas/admin-policy-pages';
import type { StoreSettings } from '@aabhushan/shared/schemas/settings';
import { Skeleton } from '../../components/ui/skeleton';
import { CheckboxField, TextField } from '../../components/ui/form-field';
import { useStoreSettings } from '../../features/settings/api/get-store-settings';
import { legalPagesEn } from '../../i18n/locales/legal-pages/en';
import styles from '../admin.module.css';
import { ContentEditorFrame, ContentEditorLoader, useContentEditor } from './content-editor';
import { HtmlField, TextAreaField } from './content-fields';
import { SETTINGS_POLICY_TITLES } from './policy-pages-page';

interface Values {
  title: string;
  slug: string;
  summary: string;
  bodyHtml: string;
  isPublished: boolean;
}

const valuesOf = (page?: AdminPolicyPage): Values => ({
  title: page?.title ?? '',
  slug: page?.slug ?? '',
  summary: page?.summary ?? '',
  bodyHtml: page?.bodyHtml ?? '',
  isPublished: page?.isPublished ?? false,
});

const MESSAGES = { 'privacy-policy': legalPagesEn.legal.privacy, 'terms-of-service': legalPagesEn.legal.terms } as const;

/** A new page that starts from the store's current privacy policy or terms, to be edited. */
function startingFrom(slug: LegalSlug, settings: StoreSettings): Values {
  const messages = MESSAGES[slug];
  const sections = messages.sections as Record<string, string>;
  return {
    title: SETTINGS_POLICY_TITLES[slug],
    slug,
    summary: messages.description,
    bodyHtml: legalDocumentHtml(getLegalDocument(slug, settings), (id) => sections[id] ?? id),
    isPublished: false,
  };
}

/** /admin/pages/new (`?from=privacy-policy` starts from the store's current text) and /admin/pages/{id}. */
export function PolicyPageEditorPage({ id }: { id?: string }) {
  const from = useSearchParams()[0].get('from') ?? '';
  const settings = useStoreSettings();
  if (!id && isLegalSlug(from)) {
    if (!settings.data) return settings.isError ? <p className={styles.problem}>The store&apos;s current text could not be loaded. Try again in a moment.</p> : <Skeleton height="400px" />;
    return <PolicyPageEditor initial={startingFrom(from, settings.data)} />;
  }
  return (
    <ContentEditorLoader<AdminPolicyPage> resource="policy-pages" id={id} noun="page">
      {(page) => <PolicyPageEditor key={page?.id ?? 'new'} page={page} initial={valuesOf(page)} />}
    </ContentEditorLoader>
  );
}

function PolicyPageEditor({ page, initial }: { page?: AdminPolicyPage; initial: Values }) {
  const editor = useContentEditor({ resource: 'policy-pages', section: '/admin/pages', item: page, initial, schema: adminPolicyPageCreateSchema, bodyOf: (values: Values) => values });
  const { field, values, set } = editor;
  const replaces = isLegalSlug(values.slug.trim());
  const lead = page && (page.isPublished ? `On the store at /page/${page.slug}.` : 'A draft: shoppers do not see it.');
  return (
    <ContentEditorFrame
      section="/admin/pages"
      backLabel="All policy pages"
      title={page ? page.title : 'New policy page'}
      lead={lead}
      editor={editor}
      submitLabel={page ? 'Save changes' : 'Create page'}
      deleteQuestion={page && `Delete "${page.title}"? ${page.replacesSettingsText ? 'The text written from the store settings is shown again.' : 'Its address stops working at once.'}`}
    >
      <section className={styles.panel} aria-labelledby="page-words">
        <h2 id="page-words" className={styles.panelTitle}>
          The page
        </h2>
        <div className={styles.formGrid}>
          <TextField label="Title" {...field('title')} />
          <TextField
            label="Address"
            optionalLabel="made from the title when empty"
            hint={replaces ? 'Published, this page replaces the text the store writes from its settings' : 'The page opens at /page/your-address'}
            {...field('slug')}
          />
        </div>
        <TextAreaField label="Summary" hint="One or two sentences under the title and in search results" {...field('summary')} />
        <HtmlField label="Text (HTML)" hint="Headings h2 to h4, paragraphs, lists, tables and links; anything else is removed" {...field('bodyHtml')} />
        <CheckboxField label="Published: shoppers see it" checked={values.isPublished} onChange={(event) => set('isPublished', event.target.checked)} />
      </section>
    </ContentEditorFrame>
  );
}
