import { escapeHtml } from '../escape-html';
import type { MailMessage } from './mailer';

const SIGNATURE = '\n\nWith warm regards,\nAabhushan';

/** A plain-text mail with a simple HTML twin: paragraphs, and the link as a link. */
export function composeMail(to: string, kind: string, subject: string, paragraphs: string[], link?: string): MailMessage {
  const text = paragraphs.join('\n\n') + SIGNATURE;
  const html = paragraphs
    .map((paragraph) =>
      link && paragraph === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
    )
    .join('')
    .concat('<p>With warm regards,<br>Aabhushan</p>');
  return { to, kind, subject, text, html };
}
