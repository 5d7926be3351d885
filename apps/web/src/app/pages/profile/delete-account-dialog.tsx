import { useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import frame from '../../../components/ui/confirm-dialog.module.css';
import { getErrorMessage } from '../../../lib/error-message';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { PasswordInput } from '../../../features/auth/components/password-input';
import { useDeleteAccount } from '../../../features/account/api/delete-account';
import styles from './delete-account.module.css';

interface DeleteAccountDialogProps {
  onCancel: () => void;
  onDeleted: () => void;
}

/**
 * The confirmation of a deletion, in the frame of the store's ConfirmDialog (an alert dialog that
 * starts on Cancel; Escape or the backdrop cancels; focus returns afterwards), with what it
 * erases, what it keeps and why, and the password the server asks for. The server's refusals
 * (a wrong password, an order still open) are shown inside it.
 */
export function DeleteAccountDialog({ onCancel, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordMissing, setPasswordMissing] = useState(false);
  const deletion = useDeleteAccount();
  const cancel = () => {
    if (!deletion.isPending) onCancel();
  };
  useFocusTrap(panelRef, true, cancel, cancelRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPasswordMissing(!password);
    if (!password) return;
    try {
      await deletion.mutateAsync({ password });
      onDeleted();
    } catch (failure) {
      setError(getErrorMessage(failure, t, { fallback: t('deleteAccount.failed') }));
    }
  };

  return createPortal(
    <div className={frame.backdrop} onMouseDown={(event) => event.target === event.currentTarget && cancel()}>
      <div ref={panelRef} className={`${frame.panel} ${styles.panel}`} role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <h2 id={titleId} className={styles.dialogTitle}>
            {t('deleteAccount.dialogTitle')}
          </h2>
          <div className={styles.facts}>
            <h3 className={styles.factsTitle}>{t('deleteAccount.erasedTitle')}</h3>
            <p>{t('deleteAccount.erased')}</p>
            <h3 className={styles.factsTitle}>{t('deleteAccount.keptTitle')}</h3>
            <p>{t('deleteAccount.kept')}</p>
            <p className={styles.note}>{t('deleteAccount.openOrders')}</p>
            <p className={styles.note}>{t('deleteAccount.before')}</p>
          </div>
          {error && <Alert tone="error">{error}</Alert>}
          <PasswordInput
            label={t('deleteAccount.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordMissing ? t('deleteAccount.passwordMissing') : undefined}
          />
          <div className={`${frame.actions} ${styles.actions}`}>
            <button ref={cancelRef} type="button" className={buttons.secondary} onClick={cancel} disabled={deletion.isPending}>
              {t('deleteAccount.cancel')}
            </button>
            <button type="submit" className={`${buttons.primary} ${styles.confirm}`} disabled={deletion.isPending}>
              {deletion.isPending ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
