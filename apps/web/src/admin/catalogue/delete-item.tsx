import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../components/ui/button.module.css';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { getErrorMessage } from '../../lib/error-message';
import { useDeleteItem } from '../catalogue-api';
import styles from './catalogue.module.css';

interface DeleteItemProps {
  section: 'categories' | 'brands' | 'banners';
  id: string;
  /** "category", "brand", "banner". */
  noun: string;
  /** What the dialog asks, naming the item and what its deletion does. */
  question: string;
  /** Why a refused deletion was refused (the API says: how many pieces still use it). */
  onRefused: (message: string) => void;
}

/** Deletes the item after a confirmation, then returns to its list with the API's message. */
export function DeleteItem({ section, id, noun, question, onRefused }: DeleteItemProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteItem(section);
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    setConfirming(false);
    try {
      const message = await remove.mutateAsync(id);
      void navigate(`/admin/${section}`, { replace: true, state: { notice: message } });
    } catch (error) {
      onRefused(getErrorMessage(error, t));
    }
  };

  return (
    <>
      <button type="button" className={`${buttons.secondary} ${styles.dangerAction}`} disabled={remove.isPending} onClick={() => setConfirming(true)}>
        {remove.isPending ? 'Deleting…' : `Delete ${noun}`}
      </button>
      {confirming && <ConfirmDialog message={question} confirmLabel={`Delete ${noun}`} cancelLabel="Keep it" onConfirm={() => void confirm()} onCancel={() => setConfirming(false)} />}
    </>
  );
}
