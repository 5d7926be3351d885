import { useTranslation } from 'react-i18next';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { useLocalized } from '../../../lib/use-localized';
import styles from './attributes-table.module.css';

/** The spec's attribute order (part B section 2); anything else follows in its own order. */
const KNOWN_ORDER = ['metal', 'purity', 'stone', 'weight', 'length', 'clasp', 'style'];

function rank(name: string): number {
  const index = KNOWN_ORDER.indexOf(name.toLowerCase());
  return index === -1 ? KNOWN_ORDER.length : index;
}

/**
 * Metal, stone, weight, length, clasp, style... as a two-column table, in the shopper's language.
 * The rows are ordered by their English names; a label not written in the language is the
 * storefront's own word for a known attribute (a piece stored before labels had languages
 * carries only the English), else the English.
 */
export function AttributesTable({ attributes }: { attributes: Product['attributes'] }) {
  const { t, i18n } = useTranslation();
  const pick = useLocalized();
  const rows = attributes.filter((a) => a.value.trim() !== '');
  if (rows.length === 0) return null;
  const sorted = rows.map((row, index) => ({ row, index })).sort((a, b) => rank(a.row.name) - rank(b.row.name) || a.index - b.index);
  const english = (i18n.resolvedLanguage ?? i18n.language) === 'en';
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('product.details')}</caption>
      <tbody>
        {sorted.map(({ row }) => {
          const key = row.name.toLowerCase();
          const label = !english && KNOWN_ORDER.includes(key) ? pick({ ...row.label, en: t(`product.attributes.${key}`) }) : pick(row.label);
          return (
            <tr key={`${row.name}-${row.value}`}>
              <th scope="row">{label}</th>
              <td>{pick(row.displayValue)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
