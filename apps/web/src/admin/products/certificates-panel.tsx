import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCertificate } from '@aabhushan/shared/schemas/certificates';
import buttons from '../../components/ui/button.module.css';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/error-message';
import { formatDay } from '../admin-format';
import styles from '../admin.module.css';
import { OutcomeMessages } from '../outcome-messages';
import { CertificateForm } from './certificate-form';
import { certificateDetailsLine, LAB_LABELS } from './certificate-form-values';
import certificateStyles from './certificates-panel.module.css';
import { useChangeCertificate, useProductCertificates } from './certificates-api';

/**
 * A piece's certificates: a gem lab's report or the BIS hallmark certificate, each with
 * its number, date, graded details and PDF. Shoppers see them on the product page and check a
 * number on the store; staff add, change and remove them here.
 */
export function CertificatesPanel({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { data: certificates, isError } = useProductCertificates(productId);
  const change = useChangeCertificate(productId);
  // The certificate being changed ('new' for the form that adds one), and the one staff asked to remove.
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminCertificate | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const open = (id: string) => {
    setNotice(null);
    setProblem(null);
    setEditing(id);
  };
  const done = (message: string) => {
    setEditing(null);
    setNotice(message);
  };
  const remove = async (certificate: AdminCertificate) => {
    setRemoving(null);
    setNotice(null);
    setProblem(null);
    try {
      setNotice((await change.mutateAsync({ kind: 'remove', certificateId: certificate.id })).message);
    } catch (error) {
      setProblem(getErrorMessage(error, t));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="certificates">
      <h2 id="certificates" className={styles.panelTitle}>
        Certificates
      </h2>
      <p className={styles.explain}>
        A gem lab&apos;s report (IGI, GIA, SGL) or the BIS hallmark certificate, with its PDF. Shoppers see them on the product page and can check a number on the store.
      </p>
      <OutcomeMessages notice={notice} problem={problem} />
      {isError ? (
        <p className={styles.problem}>The certificates could not be loaded. Reload the page to try again.</p>
      ) : !certificates ? (
        <Skeleton height="96px" />
      ) : (
        <>
          {certificates.length === 0 && editing !== 'new' && <p className={styles.muted}>No certificates yet.</p>}
          <ul className={certificateStyles.list}>
            {certificates.map((certificate) =>
              editing === certificate.id ? (
                <li key={certificate.id} className={certificateStyles.editing}>
                  <CertificateForm productId={productId} certificate={certificate} onDone={done} onCancel={() => setEditing(null)} />
                </li>
              ) : (
                // While a form is open the other rows wait: opening another would throw away what is typed there.
                <CertificateItem key={certificate.id} certificate={certificate} busy={change.isPending || editing !== null} onEdit={() => open(certificate.id)} onRemove={() => setRemoving(certificate)} />
              ),
            )}
          </ul>
          {editing === 'new' ? (
            <div className={certificateStyles.editing}>
              <CertificateForm productId={productId} onDone={done} onCancel={() => setEditing(null)} />
            </div>
          ) : (
            <div className={styles.actions}>
              <button type="button" className={buttons.secondary} disabled={editing !== null} onClick={() => open('new')}>
                Add a certificate
              </button>
            </div>
          )}
        </>
      )}
      {removing && (
        <ConfirmDialog
          message={`Remove certificate ${removing.number} from this piece? Shoppers will no longer see it, and its number will no longer be found on the store.`}
          confirmLabel="Remove certificate"
          cancelLabel="Keep it"
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

function CertificateItem({ certificate, busy, onEdit, onRemove }: { certificate: AdminCertificate; busy: boolean; onEdit: () => void; onRemove: () => void }) {
  const details = certificateDetailsLine(certificate.details);
  return (
    <li className={certificateStyles.item}>
      <div className={certificateStyles.itemText}>
        <p className={certificateStyles.itemHead}>
          <span className={styles.badge}>{certificate.lab}</span> <strong>{certificate.number}</strong>
        </p>
        <p className={styles.muted}>
          {LAB_LABELS[certificate.lab]}, issued {formatDay(certificate.issuedOn)}
        </p>
        {details && <p>{details}</p>}
      </div>
      <div className={certificateStyles.itemActions}>
        {certificate.pdfUrl ? (
          <a href={certificate.pdfUrl} target="_blank" rel="noopener noreferrer" aria-label={`View the PDF of certificate ${certificate.number} (opens in a new tab)`}>
            View the PDF
          </a>
        ) : (
          <span className={styles.muted}>No PDF yet</span>
        )}
        <button type="button" className={buttons.secondary} disabled={busy} onClick={onEdit} aria-label={`Edit certificate ${certificate.number}`}>
          Edit
        </button>
        <button type="button" className={buttons.textLink} disabled={busy} onClick={onRemove} aria-label={`Remove certificate ${certificate.number}`}>
          Remove
        </button>
      </div>
    </li>
  );
}
