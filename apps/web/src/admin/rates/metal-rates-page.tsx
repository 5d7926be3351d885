import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { metalRatesBodySchema, type MetalRatesSaved } from '@aabhushan/shared/schemas/admin-metal-rates';
import buttons from '../../components/ui/button.module.css';
import form from '../../components/ui/form.module.css';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDay, formatInr, formatWhen } from '../admin-format';
import { useMetalRates, useSaveMetalRates } from '../admin-api';
import styles from '../admin.module.css';

const METAL_NAMES: Record<string, string> = { gold: 'Gold', silver: 'Silver', platinum: 'Platinum' };

/** /admin/rates: the day's metal rates; saving them reprices every piece priced by weight. */
export function MetalRatesPage() {
  const { t } = useTranslation();
  useDocumentTitle('Metal rates');
  const { data } = useMetalRates();
  const save = useSaveMetalRates();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ message: string; result: MetalRatesSaved } | null>(null);
  useEffect(() => {
    if (data) setTyped(Object.fromEntries(data.rates.map((rate) => [rate.purity, String(rate.ratePerGram)])));
  }, [data]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const rates = Object.entries(typed).map(([purity, value]) => ({ purity, ratePerGram: value.trim() === '' ? Number.NaN : Number(value.replace(/,/g, '')) }));
    const parsed = metalRatesBodySchema.safeParse({ rates });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    try {
      const { saved: result, message } = await save.mutateAsync(parsed.data.rates);
      setSaved({ message, result });
    } catch (failure) {
      setError(getErrorMessage(failure, t));
    }
  };

  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Metal rates</h1>
          <p className={styles.lead}>
            Rupees per gram by hallmark purity{data && <>, as on {formatDay(`${data.date}T06:30:00Z`)}</>}. Saving reprices every piece priced by weight of a
            changed purity; every price breakup shows the new rate. Placed orders keep their prices.
          </p>
        </div>
      </div>
      {saved && (
        <div className={styles.notice} role="status">
          <p>{saved.message}.</p>
          {saved.result.repriced.length > 0 && (
            <ul>
              {saved.result.repriced.map((piece) => (
                <li key={piece.productId}>
                  <Link to={`/admin/products/${piece.productId}`}>{piece.name}</Link>: {formatInr(piece.oldPrice)} → {formatInr(piece.newPrice)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error && (
        <p className={styles.problem} role="alert">
          {error}
        </p>
      )}
      {!data ? (
        <Skeleton height="300px" />
      ) : (
        <form className={styles.panel} onSubmit={(event) => void onSubmit(event)} noValidate>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Metal</th>
                <th scope="col">Purity</th>
                <th scope="col">Rate per gram (₹)</th>
                <th scope="col">Last set</th>
              </tr>
            </thead>
            <tbody>
              {data.rates.map((rate) => (
                <tr key={rate.purity}>
                  <td>{METAL_NAMES[rate.metal] ?? rate.metal}</td>
                  <td>{rate.purity}</td>
                  <td>
                    <input
                      aria-label={`${METAL_NAMES[rate.metal] ?? rate.metal} ${rate.purity}, rupees per gram`}
                      className={`${form.input} ${styles.rateInput}`}
                      inputMode="decimal"
                      value={typed[rate.purity] ?? ''}
                      onChange={(event) => setTyped((current) => ({ ...current, [rate.purity]: event.target.value }))}
                    />
                  </td>
                  <td className={styles.muted}>{formatWhen(rate.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save rates'}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
