import '../../../i18n/bundles/content';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/ui/layout.module.css';
import { useProducts } from '../../../features/catalogue/api/get-products';
import { PageIntro } from '../../../features/content/components/page-intro';
import { pickLocalized } from '../../../lib/localized';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './social-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** The store's profiles (the same handle everywhere). */
const NETWORKS = [
  { key: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/aabhushan.jewels' },
  { key: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/aabhushan.jewels' },
  { key: 'pinterest', name: 'Pinterest', url: 'https://www.pinterest.com/aabhushanjewels' },
  { key: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@aabhushanjewels' },
] as const;
const HASHTAGS = ['#Aabhushan', '#JaipurJewellery', '#HallmarkedGold', '#KundanCraft', '#AabhushanBride'];
/** Six tiles, as the spec's social page shows. */
const TILES = 6;

/** /social: the store's social profiles with follow links, six recent pieces and the hashtags to use. */
export function SocialPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('content.social.title'));
  const pieces = useProducts({ tag: 'featured', limit: TILES }).data?.items ?? [];

  return (
    <div className={layout.container}>
      <PageIntro
        eyebrow={t('content.social.eyebrow')}
        title={t('content.social.title')}
        lead={t('content.social.lead')}
        crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('content.nav.social') }]}
      />
      <ul className={styles.networks}>
        {NETWORKS.map((network) => (
          <li key={network.key} className={`${styles.network} ${styles[network.key]}`}>
            <h2 className={styles.networkName}>{network.name}</h2>
            <p>{t(`content.social.networks.${network.key}`)}</p>
            <a href={network.url} target="_blank" rel="noopener noreferrer" className={styles.follow}>
              {t('content.social.follow')} <span className="visually-hidden">{network.name}</span>
            </a>
          </li>
        ))}
      </ul>
      {pieces.length > 0 && (
        <section className={layout.section} aria-labelledby="social-latest">
          <h2 id="social-latest" className={styles.heading}>
            {t('content.social.latest')}
          </h2>
          <ul className={styles.tiles}>
            {pieces.map((product) => (
              <li key={product._id}>
                <Link to={href('product', { slug: product.slug })} className={styles.tile}>
                  <img src={product.images[0]?.url} alt={pickLocalized(product.name, i18n.language)} width="400" height="400" loading="lazy" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={layout.section} aria-labelledby="social-tags">
        <h2 id="social-tags" className={styles.heading}>
          {t('content.social.hashtags')}
        </h2>
        <ul className={styles.hashtags}>
          {HASHTAGS.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
