import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@aabhushan/shared/schemas/address';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import type { ShippingMethod } from '@aabhushan/shared/schemas/settings';
import buttons from '../../../components/ui/button.module.css';
import { AddressForm } from '../../../features/addresses/components/address-form';
import { useAddresses } from '../../../features/addresses/api/get-addresses';
import type { ShippingMethodCode } from '../../../features/checkout/api/order-types';
import { DeliveryEstimate } from '../../../features/checkout/components/delivery-estimate';
import { SavedAddressPicker } from '../../../features/checkout/components/saved-address-picker';
import { ShippingMethodPicker } from '../../../features/checkout/components/shipping-method-picker';
import { useDeliveryCheck } from '../../../features/checkout/api/check-delivery';
import styles from './checkout-page.module.css';

interface InfoStepProps {
  cart: Cart;
  methods: ShippingMethod[];
  address: Address | null;
  onAddress: (address: Address | null) => void;
  shippingMethod: ShippingMethodCode;
  onShippingMethod: (code: ShippingMethodCode) => void;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * Step 2, Info: a saved address (the default preselected) or a new one through the address
 * book's own form, the delivery check for its PIN, and the shipping method.
 */
export function InfoStep({ cart, methods, address, onAddress, shippingMethod, onShippingMethod, onBack, onContinue }: InfoStepProps) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const list = addresses.data ?? [];
  const [adding, setAdding] = useState(false);
  const goods = cart.totals.subtotal - cart.totals.discountTotal;
  const delivery = useDeliveryCheck(address?.pin_code, goods);

  // The default address (else the first) is chosen when the book arrives; a deleted choice is dropped.
  useEffect(() => {
    if (!addresses.data) return;
    if (address && addresses.data.some((entry) => entry._id === address._id)) return;
    onAddress(addresses.data.find((entry) => entry.default) ?? addresses.data[0] ?? null);
  }, [addresses.data, address, onAddress]);

  const showForm = adding || (addresses.isSuccess && list.length === 0);
  const deliverable = delivery.data ? delivery.data.available : false;

  return (
    <section aria-labelledby="info-title" className={styles.stepBody}>
      <h2 id="info-title" className={styles.stepTitle}>
        {t('checkout.info.title')}
      </h2>
      {addresses.isPending ? (
        <p className={styles.muted} role="status">
          {t('checkout.info.loading')}
        </p>
      ) : addresses.isError ? (
        <p className={styles.failure} role="alert">
          {t('checkout.info.loadFailed')}{' '}
          <button type="button" className={buttons.textLink} onClick={() => void addresses.refetch()}>
            {t('common.tryAgain')}
          </button>
        </p>
      ) : (
        list.length > 0 && <SavedAddressPicker addresses={list} value={address?._id ?? null} onChange={(id) => onAddress(list.find((entry) => entry._id === id) ?? null)} />
      )}
      {showForm ? (
        <>
          {list.length === 0 && <p className={styles.muted}>{t('checkout.info.first')}</p>}
          <AddressForm
            onSaved={(saved: Address) => {
              setAdding(false);
              onAddress(saved);
            }}
            onCancel={() => (list.length === 0 ? onBack() : setAdding(false))}
          />
        </>
      ) : (
        addresses.isSuccess && (
          <button type="button" className={`${buttons.secondary} ${styles.addAddress}`} onClick={() => setAdding(true)}>
            + {t('checkout.info.addNew')}
          </button>
        )
      )}
      {address && <DeliveryEstimate pin={address.pin_code} amount={goods} />}
      <ShippingMethodPicker methods={methods} cart={cart} value={shippingMethod} onChange={onShippingMethod} />
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onBack}>
          {t('checkout.info.back')}
        </button>
        <button type="button" className={`${buttons.primary} ${styles.wide}`} disabled={!address || !deliverable || showForm} onClick={onContinue}>
          {t('checkout.info.continue')}
        </button>
      </div>
      {!address && addresses.isSuccess && list.length > 0 && <p className={styles.muted}>{t('checkout.info.choose')}</p>}
    </section>
  );
}
