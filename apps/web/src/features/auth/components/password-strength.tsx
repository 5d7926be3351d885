import '../../../i18n/bundles/account-pages';
import { useTranslation } from 'react-i18next';
import { getPasswordStrength } from '@aabhushan/shared/rules/password-policy';
import styles from './auth.module.css';

const LEVEL = { weak: 1, medium: 2, strong: 3 } as const;

/** Spec A section 5: weak, medium or strong as the password is typed; nothing while empty. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  if (!password) return <p className={styles.strengthHint}>{t('auth.strength.hint')}</p>;
  const strength = getPasswordStrength(password);
  const label = t(`auth.strength.${strength}`);
  return (
    <div className={styles.strength} data-strength={strength}>
      <div className={styles.strengthBars} aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span key={bar} className={bar <= LEVEL[strength] ? styles.barOn : styles.bar} />
        ))}
      </div>
      <p className={styles.strengthLabel} aria-live="polite">
        {t('auth.strength.label', { strength: label })}
      </p>
    </div>
  );
}
