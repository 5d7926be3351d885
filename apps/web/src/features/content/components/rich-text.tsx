import styles from './rich-text.module.css';

/**
 * HTML from the store's content API. The server cleans it with a maintained sanitiser when it
 * is stored and again when it is served (no scripts, handlers or javascript: links), so it
 * is rendered as it arrives.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={`${styles.prose} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
