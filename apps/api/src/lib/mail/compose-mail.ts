import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import { escapeHtml } from '../escape-html';
import type { MailMessage } from './mailer';
import { plainName } from './plain-name';

/** How a mail signs off in each of the store's languages; the store's name stays in Latin letters. */
const SIGN_OFF: Record<StoreLanguage, string> = {
  en: 'With warm regards,',
  hi: 'शुभकामनाओं सहित,',
  ta: 'அன்புடன்,',
  te: 'శుభాకాంక్షలతో,',
};

const SALUTATION: Record<StoreLanguage, string> = { en: 'Namaste', hi: 'नमस्ते', ta: 'வணக்கம்', te: 'నమస్తే' };

/** The first line of a mail to a person in their language: "नमस्ते Asha Verma," (or "नमस्ते," when nothing plain is left). */
export function greetingIn(language: StoreLanguage, name: string): string {
  const plain = plainName(name);
  return plain ? `${SALUTATION[language]} ${plain},` : `${SALUTATION[language]},`;
}

/** A plain-text mail with a simple HTML twin: paragraphs, and the link as a link. */
export function composeMail(to: string, kind: string, subject: string, paragraphs: string[], link?: string): MailMessage {
  return composeMailIn('en', to, kind, subject, paragraphs, link);
}

/** The same, signed off in the mail's language (the paragraphs are already written in it). */
export function composeMailIn(language: StoreLanguage, to: string, kind: string, subject: string, paragraphs: string[], link?: string): MailMessage {
  const text = `${paragraphs.join('\n\n')}\n\n${SIGN_OFF[language]}\nAabhushan`;
  const html = paragraphs
    .map((paragraph) =>
      link && paragraph === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
    )
    .join('')
    .concat(`<p>${escapeHtml(SIGN_OFF[language])}<br>Aabhushan</p>`);
  return { to, kind, subject, text, html };
}
