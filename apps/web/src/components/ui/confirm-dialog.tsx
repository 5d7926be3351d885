import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import buttons from './button.module.css';
import { useFocusTrap } from '../../lib/use-focus-trap';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A calm yes-or-no question (the cart's remove and clear confirmations, spec A section 5):
 * an alert dialog that starts on Cancel; Escape or the backdrop cancels; focus returns afterwards.
 */
export function ConfirmDialog({ message, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  useFocusTrap(panelRef, true, onCancel, cancelRef);
  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onCancel()}>
      <div ref={panelRef} className={styles.panel} role="alertdialog" aria-modal="true" aria-labelledby={messageId}>
        <p id={messageId} className={styles.message}>
          {message}
        </p>
        <div className={styles.actions}>
          <button ref={cancelRef} type="button" className={buttons.secondary} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={buttons.primary} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
