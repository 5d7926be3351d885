import { useTranslation } from 'react-i18next';
import styles from './share-links.module.css';

/**
 * Share buttons (Facebook, Twitter, Pin) as plain links to each network's share page. Each
 * accessible name contains its visible word (WCAG 2.5.3), so "Pin" is named "Pin on Pinterest".
 */
export function ShareLinks({ url, title, image }: { url: string; title: string; image: string }) {
  const { t } = useTranslation();
  const u = encodeURIComponent(url);
  const networks = [
    { name: 'Facebook', text: 'Facebook', label: 'content.post.shareOn', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'Twitter', text: 'Twitter', label: 'content.post.shareOn', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { name: 'Pinterest', text: 'Pin', label: 'content.post.pinOn', href: `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${encodeURIComponent(title)}` },
  ] as const;
  return (
    <div className={styles.share}>
      <span className={styles.label}>{t('content.post.share')}</span>
      <ul className={styles.list}>
        {networks.map((network) => (
          <li key={network.name}>
            <a href={network.href} target="_blank" rel="noopener noreferrer" className={styles.link} aria-label={t(network.label, { network: network.name })}>
              {network.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
