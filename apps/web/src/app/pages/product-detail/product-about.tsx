import { useTranslation } from 'react-i18next';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { ReadMore } from '../../../components/ui/read-more';
import { AttributesTable } from '../../../features/catalogue/components/attributes-table';
import { useLocalized } from '../../../lib/use-localized';
import styles from './product-detail.module.css';

/** The long description (with read more) and the details table. */
export function ProductAbout({ product }: { product: Product }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const long = pick(product.description.long);
  return (
    <>
      {long && (
        <section className={styles.about} aria-labelledby="product-about">
          <h2 id="product-about" className={styles.aboutTitle}>
            {t('product.about')}
          </h2>
          <ReadMore text={long} />
        </section>
      )}
      {product.attributes.length > 0 && (
        <section className={styles.about} aria-labelledby="product-details">
          <h2 id="product-details" className={styles.aboutTitle}>
            {t('product.details')}
          </h2>
          <AttributesTable attributes={product.attributes} />
        </section>
      )}
    </>
  );
}
