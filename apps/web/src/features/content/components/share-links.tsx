import { useTranslation } from 'react-i18next';
import styles from './share-links.module.css';

/** Share buttons (Facebook, Twitter, Pin) as plain links to each network's share page. */
export function ShareLinks({ url, title, image }: { url: string; title: string; image: string }) {
  const { t } = useTranslation();
  const u = encodeURIComponent(url);
  const networks = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { name: 'Pinterest', href: `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${encodeURIComponent(title)}` },
  ];
  return (
    <div className={styles.share}>
      <span className={styles.label}>{t('content.post.share')}</span>
      <ul className={styles.list}>
        {networks.map((network) => (
          <li key={network.name}>
            <a href={network.href} target="_blank" rel="noopener noreferrer" className={styles.link} aria-label={t('content.post.shareOn', { network: network.name })}>
              {network.name === 'Pinterest' ? 'Pin' : network.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
