import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_MESSAGES } from '@aabhushan/shared/schemas/certificate-messages';
import '../../../i18n/bundles/certificates';
import buttons from '../../../components/ui/button.module.css';
import { TextField } from '../../../components/ui/form-field';
import { registerMessageGroups, translateMessage } from '../../../lib/translate-message';
import { readCertificateNumber } from '../lib/read-certificate-number';
import styles from './certificate-number-form.module.css';

// The field and the not-found page say the shared sentences, shown by their codes. Registered here,
// not in the strings' bundle: the product page's certificates load that bundle too, and its import
// of lib/translate-message from there made the bundler split lib/api-error.ts into a script of its
// own in the home page's first view.
registerMessageGroups({ CERTIFICATE: CERTIFICATE_MESSAGES });

interface CertificateNumberFormProps {
  /** What the shopper typed before (kept when a number was not found), or the number in the address. */
  initialNumber?: string;
  /** Say at once what is wrong with the initial number (an address with a number that cannot be one). */
  checkInitial?: boolean;
  /** The number in its stored form, and the text as typed (kept for the next page). */
  onVerify: (number: string, typed: string) => void;
}

/**
 * The certificate number as printed: any case, spaces, typographic dashes (the shared rule reads
 * it). A number that cannot be one is refused beside the field with the API's own sentence, once
 * the field has been left with something in it or the form was sent.
 */
export function CertificateNumberForm({ initialNumber = '', checkInitial = false, onVerify }: CertificateNumberFormProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(initialNumber);
  const [checked, setChecked] = useState(checkInitial);
  const inputRef = useRef<HTMLInputElement>(null);
  const number = readCertificateNumber(typed);
  const error = checked && number === null ? translateMessage(CERTIFICATE_MESSAGES.number, t) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (number === null) return inputRef.current?.focus();
    onVerify(number, typed);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('certificates.form.title')}>
      <TextField
        ref={inputRef}
        label={t('certificates.number')}
        hint={t('certificates.form.hint')}
        error={error}
        name="certificateNumber"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={200}
        required
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => typed.trim() !== '' && setChecked(true)}
      />
      <button type="submit" className={buttons.primary}>
        {t('certificates.form.submit')}
      </button>
    </form>
  );
}
