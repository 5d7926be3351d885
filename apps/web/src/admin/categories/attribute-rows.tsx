import { MAX_CATEGORY_ATTRIBUTES } from '@aabhushan/shared/schemas/admin-categories';
import buttons from '../../components/ui/button.module.css';
import { TextField } from '../../components/ui/form-field';
import form from '../../components/ui/form.module.css';
import styles from '../admin.module.css';
import catalogue from '../catalogue/catalogue.module.css';

export interface AttributeRow {
  name: string;
  value: string;
}

/** A category's attribute rows ("Sold as: a pair"): add, change, remove. */
export function AttributeRows({ rows, onChange, error }: { rows: AttributeRow[]; onChange: (next: AttributeRow[]) => void; error?: string }) {
  const change = (index: number, changes: Partial<AttributeRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...changes } : row)));
  return (
    <section className={styles.panel} aria-labelledby="attributes">
      <h2 id="attributes" className={styles.panelTitle}>
        Attributes
      </h2>
      <p className={styles.explain}>Facts every piece of the category shares, shown with the category (for example “Sold as: a pair”). Optional.</p>
      {error && (
        <p className={form.error} role="alert">
          {error}
        </p>
      )}
      {rows.map((row, index) => (
        <div key={index} className={catalogue.attributes}>
          <TextField label={`Attribute ${index + 1}`} value={row.name} onChange={(event) => change(index, { name: event.target.value })} />
          <TextField label={`Value ${index + 1}`} value={row.value} onChange={(event) => change(index, { value: event.target.value })} />
          <button type="button" className={buttons.textLink} onClick={() => onChange(rows.filter((_, at) => at !== index))}>
            Remove<span className="visually-hidden"> attribute {index + 1}</span>
          </button>
        </div>
      ))}
      {rows.length < MAX_CATEGORY_ATTRIBUTES && (
        <button type="button" className={buttons.secondary} onClick={() => onChange([...rows, { name: '', value: '' }])}>
          Add an attribute
        </button>
      )}
    </section>
  );
}
