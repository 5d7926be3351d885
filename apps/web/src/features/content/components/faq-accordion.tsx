import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Faq } from '@aabhushan/shared/schemas/content';
import { pickLocalized } from '../../../lib/localized';
import { RichText } from './rich-text';
import styles from './faq-accordion.module.css';

/** Arrow keys, Home and End move between the questions (the WAI-ARIA accordion pattern). */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The FAQ accordion in the shopper's language (English where a text is not translated): the first answer open; each question a real button; Enter or Space opens it. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const { i18n } = useTranslation();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(faqs[0] ? [faqs[0]._id] : []));
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = nextIndex(event.key, index, faqs.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.accordion}>
      {faqs.map((faq, index) => {
        const expanded = open.has(faq._id);
        const headerId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={faq._id} className={styles.item}>
            <h2 className={styles.heading}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={headerId}
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(faq._id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>
                  {faq.subtitle && <span className={styles.subtitle}>{pickLocalized(faq.subtitle, i18n.language)}</span>}
                  <span className={styles.question}>{pickLocalized(faq.question, i18n.language)}</span>
                </span>
                <span className={styles.sign} aria-hidden="true" />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={headerId} className={styles.panel} hidden={!expanded}>
              <RichText html={pickLocalized(faq.answer, i18n.language)} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
