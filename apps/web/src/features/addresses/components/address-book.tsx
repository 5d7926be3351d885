import '../../../i18n/bundles/addresses';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ADDRESSES_PER_CUSTOMER, type Address } from '@aabhushan/shared/schemas/address';
import buttons from '../../../components/ui/button.module.css';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast/toast';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useSetDefaultAddress } from '../api/set-default-address';
import { useAddressMessage } from '../lib/use-address-message';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import styles from './addresses.module.css';

type Editor = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: Address };

/**
 * The address book (profile Addresses tab, spec B sections 4 and 5): the list with the
 * default marked, set default, edit, delete after a confirmation, and the add/edit form.
 */
export function AddressBook() {
  const { t } = useTranslation();
  const am = useAddressMessage();
  const book = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const close = useCallback(() => setEditor({ mode: 'closed' }), []);
  const busy = remove.isPending || makeDefault.isPending;

  const failed = (error: unknown, fallbackKey: string) => {
    const text = getErrorMessage(error, t, { fallback: t(fallbackKey) });
    toast.error(am(text) ?? text, { title: t('addresses.messages.operationFailed') });
  };
  const confirmDelete = () => {
    const address = deleting!;
    setDeleting(null);
    remove.mutate(address.id, {
      onSuccess: () => {
        toast.success(t('addresses.messages.deleted'));
        if (editor.mode === 'edit' && editor.address.id === address.id) close();
      },
      onError: (error) => failed(error, 'addresses.messages.deleteFailed'),
    });
  };
  const setDefault = (address: Address) =>
    makeDefault.mutate(address.id, {
      onSuccess: () => toast.success(t('addresses.messages.defaultSet')),
      onError: (error) => failed(error, 'addresses.messages.setDefaultFailed'),
    });

  if (book.isPending) return <Skeleton height="16rem" />;
  if (book.isError) {
    return (
      <StatusMessage
        tone="error"
        title={t('addresses.messages.loadFailed')}
        actions={
          <button type="button" className={buttons.primary} onClick={() => void book.refetch()}>
            {t('addresses.retry')}
          </button>
        }
      />
    );
  }

  const full = book.addresses.length >= MAX_ADDRESSES_PER_CUSTOMER;
  return (
    <div className={styles.book}>
      <div className={styles.bookHead}>
        <p className={styles.intro}>{t('addresses.intro')}</p>
        {editor.mode === 'closed' && (
          <button type="button" className={buttons.primary} onClick={() => setEditor({ mode: 'add' })} disabled={full}>
            {t('addresses.add')}
          </button>
        )}
      </div>
      {full && editor.mode === 'closed' && <p className={styles.intro}>{t('addresses.messages.tooMany', { max: MAX_ADDRESSES_PER_CUSTOMER })}</p>}
      {editor.mode !== 'closed' && (
        <div className={styles.formPanel}>
          <AddressForm key={editor.mode === 'edit' ? editor.address.id : 'new'} initial={editor.mode === 'edit' ? editor.address : undefined} onSaved={close} onCancel={close} />
        </div>
      )}
      {book.addresses.length === 0 ? (
        editor.mode === 'closed' && <StatusMessage title={t('addresses.empty')}>{t('addresses.emptyText')}</StatusMessage>
      ) : (
        <ul className={styles.list} aria-label={t('addresses.title')}>
          {book.addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busy}
              onEdit={() => setEditor({ mode: 'edit', address })}
              onDelete={() => setDeleting(address)}
              onSetDefault={() => setDefault(address)}
            />
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          message={t('addresses.messages.deleteConfirm')}
          confirmLabel={t('addresses.delete')}
          cancelLabel={t('addresses.keep')}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
