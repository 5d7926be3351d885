import { useId, useState } from 'react';
import buttons from '../../components/ui/button.module.css';
import form from '../../components/ui/form.module.css';
import certificateStyles from './certificates-panel.module.css';
import { certificatePdfRefusal, uploadCertificatePdf } from './certificate-pdf';

type Pdf = { id: string; url: string } | null;

/**
 * A certificate's PDF: checked here as the API would (at most 5 MB, a PDF by its bytes), then
 * uploaded with its progress; once stored, a link to view it, and a way to replace or drop it.
 */
export function CertificatePdfField({ pdf, error, onChange, onError, onBusy }: { pdf: Pdf; error?: string; onChange: (pdf: Pdf) => void; onError: (message?: string) => void; onBusy: (busy: boolean) => void }) {
  const inputId = useId();
  const [sending, setSending] = useState<{ name: string; progress: number } | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    onError(undefined);
    // Busy from the check on: the form is not saved while its PDF is read or sent.
    onBusy(true);
    try {
      const refusal = await certificatePdfRefusal(file);
      if (refusal) return onError(refusal);
      setSending({ name: file.name, progress: 0 });
      const stored = await uploadCertificatePdf(file, (progress) => setSending({ name: file.name, progress }));
      onChange({ id: stored.id, url: stored.url });
    } catch (failure) {
      onError((failure as Error).message);
    } finally {
      setSending(null);
      onBusy(false);
    }
  };

  return (
    <div className={`${form.field} ${certificateStyles.pdf}`}>
      <span className={form.label}>
        Certificate PDF<span className={form.optional}> (optional, at most 5 MB)</span>
      </span>
      {sending ? (
        <progress max={1} value={sending.progress} aria-label={`Uploading ${sending.name}`} />
      ) : (
        <div className={certificateStyles.pdfActions}>
          {pdf && (
            <a href={pdf.url} target="_blank" rel="noopener noreferrer" aria-label="View the PDF (opens in a new tab)">
              View the PDF
            </a>
          )}
          <label htmlFor={inputId} className={buttons.secondary}>
            {pdf ? 'Replace the PDF' : 'Upload the PDF'}
          </label>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => void send(event.target.files?.[0]).then(() => (event.target.value = ''))}
          />
          {pdf && (
            <button type="button" className={buttons.textLink} onClick={() => onChange(null)}>
              Remove the PDF
            </button>
          )}
        </div>
      )}
      {error && (
        <p id={`${inputId}-error`} className={form.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
