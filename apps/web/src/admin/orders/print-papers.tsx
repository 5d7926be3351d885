import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PACKABLE_ORDER_STATUSES } from '@aabhushan/shared/rules/order-status';
import buttons from '../../components/ui/button.module.css';
import { apiGetBlob } from '../../lib/api-download';
import { getErrorMessage } from '../../lib/error-message';
import styles from '../admin.module.css';

const PAPERS = [
  // An invoice issued before a cancellation can be printed again: the server says when there is none.
  { path: 'invoice', label: 'Print invoice', shownFor: () => true },
  { path: 'packing-slip', label: 'Print packing slip', shownFor: (status: string) => (PACKABLE_ORDER_STATUSES as readonly string[]).includes(status) },
] as const;

/**
 * The order's papers, each opened in a new tab as a PDF ready to print: the customer's tax
 * invoice and, for an order to be sent, the packing slip (pieces, address, cash to collect; no prices). The tab is opened
 * at the click, so no pop-up blocker stops it, and filled once the PDF has arrived.
 */
export function PrintPapers({ orderId, status }: { orderId: string; status: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const open = async (path: string) => {
    setProblem(null);
    setBusy(path);
    const tab = window.open('', '_blank');
    try {
      const blob = await apiGetBlob(`/api/admin/orders/${encodeURIComponent(orderId)}/${path}`);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      setProblem(getErrorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.papers}>
      {PAPERS.filter((paper) => paper.shownFor(status)).map((paper) => (
        <button key={paper.path} type="button" className={buttons.secondary} onClick={() => void open(paper.path)} disabled={busy !== null}>
          {busy === paper.path ? 'Preparing…' : paper.label}
        </button>
      ))}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
