import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './form.module.css';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optionalLabel?: string;
  children: ReactNode;
}

/** Label above, the control, then the hint or the error (announced and linked to the control). */
function FieldFrame({ id, label, error, hint, optionalLabel, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalLabel && <span className={styles.optional}> ({optionalLabel})</span>}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optionalLabel?: string;
  /** A button or text inside the field's right edge (show/hide password). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input; pass react-hook-form's `register(...)` result as props. */
export function TextField({ label, error, hint, optionalLabel, trailing, id, className, ...input }: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const control = (
    <input
      id={inputId}
      className={`${styles.input} ${trailing ? styles.withTrailing : ''} ${className ?? ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(inputId, error, hint)}
      {...input}
    />
  );
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} optionalLabel={optionalLabel}>
      {trailing ? (
        <div className={styles.inputWrap}>
          {control}
          <div className={styles.trailing}>{trailing}</div>
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  error?: string;
  optionalLabel?: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, error, optionalLabel, options, placeholder, id, ...select }: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} error={error} optionalLabel={optionalLabel}>
      <select
        id={selectId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label to the right; the error sits below. */
export function CheckboxField({ label, error, id, ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={styles.checkField}>
      <div className={styles.checkRow}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...input}
        />
        <label htmlFor={inputId} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {error && (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
