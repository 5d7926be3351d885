import type { LegalDocument } from './legal-types';

const escapeText = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/**
 * A policy written from the store settings as HTML staff can edit: each section a heading
 * (`headingOf` its id, e.g. from the storefront's English messages), its paragraphs and lists.
 * Where staff start their own privacy policy or terms from the store's current text.
 */
export function legalDocumentHtml(document: Pick<LegalDocument, 'sections'>, headingOf: (sectionId: string) => string): string {
  return document.sections
    .map((section) => {
      const blocks = section.blocks.map((block) =>
        typeof block === 'string' ? `<p>${escapeText(block)}</p>` : `<ul>\n${block.list.map((item) => `  <li>${escapeText(item)}</li>`).join('\n')}\n</ul>`,
      );
      return [`<h2>${escapeText(headingOf(section.id))}</h2>`, ...blocks].join('\n');
    })
    .join('\n\n');
}
