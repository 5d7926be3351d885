import { useTranslation } from 'react-i18next';
import { featureIn } from '@aabhushan/shared/feature-names';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { ReadMore } from '../../../components/ui/read-more';
import { getFeatureTags } from '../../../features/catalogue/lib/product-view';
import { useLocalized } from '../../../lib/use-localized';
import styles from './product-detail.module.css';

/** The Description tab: the long description (read more when long) and the piece's features. */
export function ProductDescription({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const pick = useLocalized();
  const text = pick(product.description.long) || pick(product.description.short);
  const features = getFeatureTags(product.tags);
  return (
    <div className={styles.description}>
      {text && <ReadMore text={text} threshold={320} />}
      {features.length > 0 && (
        <div>
          <h3 className={styles.featuresTitle}>{t('product.features')}</h3>
          <ul className={styles.features}>
            {features.map((feature) => (
              <li key={feature}>{featureIn(feature, i18n.language)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
