import { useTranslation } from 'react-i18next';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { AttributesTable } from '../../../features/catalogue/components/attributes-table';
import { useLocalized } from '../../../lib/use-localized';
import styles from './product-detail.module.css';

/** The Specifications tab: the grouped specifications in the shopper's language, else the attributes. */
export function ProductSpecifications({ product }: { product: Product }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const rows = product.specifications.map((row) => ({ key: `${row.group.en}-${row.value.en}`, group: pick(row.group), value: pick(row.value) })).filter((row) => row.value.trim() !== '');
  if (rows.length === 0) {
    return product.attributes.length > 0 ? <AttributesTable attributes={product.attributes} /> : <p>{t('product.noSpecifications')}</p>;
  }
  return (
    <table className={styles.specs}>
      <caption className="visually-hidden">{t('product.tabs.specifications')}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.group}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
