import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import styles from './order-dialog.module.css';

interface OrderDialogProps {
  title: string;
  text: string;
  children: ReactNode;
  actions: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  /** While the request runs the dialog stays open whatever the shopper presses. */
  busy: boolean;
}

/**
 * A modal form for cancel and return: focus stays inside, Escape or the backdrop closes it
 * (not while sending), and focus returns to the button that opened it.
 */
export function OrderDialog({ title, text, children, actions, onClose, onSubmit, busy }: OrderDialogProps) {
  const panelRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const textId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  useFocusTrap(panelRef, true, close);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <form ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} onSubmit={submit} noValidate>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p id={textId} className={styles.text}>
          {text}
        </p>
        <div className={styles.body}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </form>
    </div>,
    document.body,
  );
}
