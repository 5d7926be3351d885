import { useTranslation } from 'react-i18next';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import styles from './attributes-table.module.css';

/** The spec's attribute order (part B section 2); anything else follows in its own order. */
const KNOWN_ORDER = ['metal', 'purity', 'stone', 'weight', 'length', 'clasp', 'style'];

function rank(name: string): number {
  const index = KNOWN_ORDER.indexOf(name.toLowerCase());
  return index === -1 ? KNOWN_ORDER.length : index;
}

/** Metal, stone, weight, length, clasp, style... as a two-column table. */
export function AttributesTable({ attributes }: { attributes: Product['attributes'] }) {
  const { t } = useTranslation();
  const rows = attributes.filter((a) => a.value.trim() !== '');
  if (rows.length === 0) return null;
  const sorted = rows.map((row, index) => ({ row, index })).sort((a, b) => rank(a.row.name) - rank(b.row.name) || a.index - b.index);
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('product.details')}</caption>
      <tbody>
        {sorted.map(({ row }) => {
          const key = row.name.toLowerCase();
          const label = KNOWN_ORDER.includes(key) ? t(`product.attributes.${key}`) : row.name;
          return (
            <tr key={`${row.name}-${row.value}`}>
              <th scope="row">{label}</th>
              <td>{row.value}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
