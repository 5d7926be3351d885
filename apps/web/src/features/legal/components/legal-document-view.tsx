import { useTranslation } from 'react-i18next';
import type { LegalBlock, LegalDocument } from '@aabhushan/shared/legal/legal-types';
import styles from './legal-document.module.css';
import { PolicyHeader } from './policy-header';

/** Turns e-mail addresses and the phone number quoted in the text into links. */
function linkify(text: string, phone: string) {
  const escapedPhone = phone.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Until the settings are read there is no phone number to look for (an empty one would match everywhere).
  const pattern = new RegExp(`([\\w.+-]+@[\\w-]+\\.[\\w.]+\\w${escapedPhone ? `|${escapedPhone}` : ''})`, 'g');
  return text.split(pattern).map((part, index) => {
    if (index % 2 === 0) return part;
    const href = part.includes('@') ? `mailto:${part}` : `tel:${part.replace(/[^\d+]/g, '')}`;
    return (
      <a key={index} href={href} className={styles.link}>
        {part}
      </a>
    );
  });
}

function Block({ block, phone }: { block: LegalBlock; phone: string }) {
  if (typeof block === 'string') return <p>{linkify(block, phone)}</p>;
  return (
    <ul className={styles.list}>
      {block.list.map((item) => (
        <li key={item}>{linkify(item, phone)}</li>
      ))}
    </ul>
  );
}

interface LegalDocumentViewProps {
  document: LegalDocument;
  phone: string;
}

/**
 * A legal page: title, last-updated date, contents and numbered sections. Title and headings
 * are translated; the body is English in every language, and other languages say so.
 */
export function LegalDocumentView({ document, phone }: LegalDocumentViewProps) {
  const { t, i18n } = useTranslation();
  const key = document.messageKey;
  return (
    <article className={styles.document} data-testid={`legal-${document.slug}`}>
      <PolicyHeader title={t(`${key}.title`)} updated={document.updated} />
      <nav className={styles.contents} aria-labelledby="legal-contents">
        <h2 id="legal-contents" className={styles.contentsTitle}>
          {t('legal.contents')}
        </h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(`${key}.sections.${section.id}`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body} lang="en">
        {document.sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
            <h2 id={`${section.id}-heading`} className={styles.heading} lang={i18n.language}>
              <span className={styles.number}>{index + 1}.</span> {t(`${key}.sections.${section.id}`)}
            </h2>
            {section.blocks.map((block, position) => (
              <Block key={position} block={block} phone={phone} />
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
