import '../../../i18n/bundles/content';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { RingSizeGuide } from './ring-size-guide';
import styles from './ring-size-dialog.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * The ring size guide in a modal dialog, opened from a ring's page. A native dialog: focus
 * moves into it, Escape closes it and focus returns to the button.
 */
export function RingSizeDialog() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className={buttons.textLink} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        {t('content.ringSize.open')}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="ring-size-title" onClick={(event) => event.target === dialog.current && dialog.current?.close()}>
        <div className={styles.head}>
          <h2 id="ring-size-title" className={styles.title}>
            {t('content.ringSize.title')}
          </h2>
          <button type="button" className={styles.close} aria-label={t('content.ringSize.close')} onClick={() => dialog.current?.close()}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <RingSizeGuide headingLevel={3} />
        <Link to={href('ring-size-guide')} className={styles.full}>
          {t('content.ringSize.fullGuide')}
        </Link>
      </dialog>
    </>
  );
}
