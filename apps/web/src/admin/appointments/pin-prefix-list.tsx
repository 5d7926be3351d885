import { useState, type KeyboardEvent } from 'react';
import buttons from '../../components/ui/button.module.css';
import { TextField } from '../../components/ui/form-field';
import styles from '../admin.module.css';
import { addPinPrefixes, removePinPrefix } from './appointment-settings-values';
import page from './appointments.module.css';

/**
 * The PIN prefixes a showroom's try-at-home visits reach, as chips staff remove one by one, and a
 * field that adds one or more (with Add, Enter, or on leaving the field). Saved with the rest of
 * the settings. A prefix typed wrong stays in the field with the API's message beside it.
 */
export function PinPrefixList({ prefixes, error, onChange }: { prefixes: string[]; error?: string; onChange: (prefixes: string[]) => void }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const add = () => {
    if (typed.trim() === '') return;
    const result = addPinPrefixes(prefixes, typed);
    if (!result.ok) return setProblem(result.message);
    setProblem(undefined);
    setTyped('');
    onChange(result.prefixes);
  };
  // Enter adds the prefix rather than saving the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className={page.prefixes}>
      <legend>Try at home: PIN prefixes</legend>
      <p className={styles.explain}>
        A home visit is offered at a PIN that starts with one of these (560 reaches every PIN from 560001 to 560999). With none, this showroom makes no home visits.
      </p>
      {prefixes.length > 0 ? (
        <ul className={page.chips} aria-label="PIN prefixes">
          {prefixes.map((prefix) => (
            <li key={prefix} className={page.chip}>
              {prefix}
              <button type="button" className={page.chipRemove} onClick={() => onChange(removePinPrefix(prefixes, prefix))} aria-label={`Remove PIN prefix ${prefix}`}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No home visits from this showroom.</p>
      )}
      <div className={page.addRow}>
        <TextField
          label="Add PIN prefixes"
          hint="1 to 6 digits each; several at once with commas, such as 560, 5621"
          inputMode="numeric"
          value={typed}
          error={problem ?? error}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          // Leaving the field (for Save settings, say) adds what was typed: nothing typed is dropped.
          onBlur={add}
        />
        <button type="button" className={`${buttons.secondary} ${page.addButton}`} onClick={add} disabled={typed.trim() === ''}>
          Add
        </button>
      </div>
    </fieldset>
  );
}
