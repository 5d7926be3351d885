import '../../../i18n/bundles/addresses';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ADDRESS_TYPES, addressFormSchema, type Address, type AddressFields, type AddressFormValues } from '@aabhushan/shared/schemas/address';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast/toast';
import { useDeliveryCheck } from '../api/check-delivery';
import { useSaveAddress } from '../api/save-address';
import { composeFormattedAddress, toFormValues, toRequestBody } from '../lib/address-form-values';
import { useAddressMessage } from '../lib/use-address-message';
import { AddressMap, type LocationSource } from './address-map';
import type { MapPoint, PickedPlace } from './map-types';
import { PinPlace } from './pin-place';
import styles from './addresses.module.css';

/** The spec's pause between the success message and the form closing. */
export const CLOSE_AFTER_SAVE_MS = 500;

export interface AddressFormProps {
  /** The address to edit; without it the form adds a new one. */
  initial?: Address;
  /** Called 0.5 s after a successful save, with the saved address. */
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/**
 * Adds or edits an address (docs/addresses-and-delivery.md): every field with the
 * spec's messages, city, district and state from the PIN code, the map picker, Save disabled
 * while anything is invalid, the success message, then closing after 0.5 s.
 */
export function AddressForm({ initial, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const am = useAddressMessage();
  const save = useSaveAddress();
  const editing = initial !== undefined;
  const [saved, setSaved] = useState<string | null>(null);
  const [source, setSource] = useState<LocationSource>(editing ? 'saved' : null);
  // The full address follows the details until the shopper writes it themselves.
  const [formattedEdited, setFormattedEdited] = useState(editing);
  const { register, handleSubmit, watch, setValue, formState } = useForm<AddressFormValues, unknown, AddressFields>({
    resolver: zodResolver(addressFormSchema),
    mode: 'all',
    defaultValues: toFormValues(initial),
  });
  const { errors, isValid, touchedFields, dirtyFields } = formState;
  const [pin, details, coordinates, type] = watch(['pin_code', 'address', 'coordinates', 'address_type']);
  const delivery = useDeliveryCheck(pin ?? '');
  const place = delivery.data;
  const set = { shouldValidate: true, shouldDirty: true } as const;

  // A new PIN places the pin on its area, unless the shopper has since chosen a point themselves.
  const lastPin = useRef(initial?.pin_code ?? '');
  useEffect(() => {
    if (!place || place.pin !== pin || pin === lastPin.current) return;
    lastPin.current = pin;
    if (place.coordinates) {
      setValue('coordinates', place.coordinates, set);
      setSource('pin');
    }
    // `set` is a constant object; the effect runs when the PIN's answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place, pin, setValue]);

  useEffect(() => {
    if (formattedEdited) return;
    setValue('formatted_address', composeFormattedAddress(details ?? '', place?.pin === pin ? place : undefined, pin ?? ''), { shouldValidate: (details ?? '') !== '' });
  }, [details, place, pin, formattedEdited, setValue]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => onSaved(save.data!.data), CLOSE_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [saved, save.data, onSaved]);

  const pick = (point: MapPoint) => {
    setValue('coordinates', point, set);
    setSource('map');
  };
  const placeChosen = (chosen: PickedPlace) => {
    setValue('coordinates', chosen.coordinates, set);
    setValue('formatted_address', chosen.formatted_address, set);
    setValue('address', chosen.address, set);
    if (chosen.pin_code) {
      lastPin.current = chosen.pin_code;
      setValue('pin_code', chosen.pin_code, set);
    }
    setFormattedEdited(true);
    setSource('map');
  };

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ id: initial?.id, body: toRequestBody(values, editing) });
      setSaved(am(answer.message) ?? answer.message);
    } catch (error) {
      const text = getErrorMessage(error, t, { fallback: t(editing ? 'addresses.messages.updateFailed' : 'addresses.messages.addFailed') });
      toast.error(am(text) ?? text, { title: t('addresses.messages.operationFailed') });
    }
  });

  const shown = (field: keyof AddressFormValues) => (touchedFields[field] || dirtyFields[field] ? am(errors[field]?.message) : undefined);
  const busy = save.isPending || saved !== null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="address-form-title">
      <h3 id="address-form-title" className={styles.formTitle}>
        {t(editing ? 'addresses.form.editTitle' : 'addresses.form.addTitle')}
      </h3>
      {saved && <Alert tone="success">{saved}</Alert>}
      <fieldset className={styles.fieldset} disabled={busy}>
        <div className={styles.grid}>
          <TextField label={t('addresses.form.title')} placeholder={t('addresses.form.titlePlaceholder')} maxLength={60} error={shown('title')} {...register('title')} />
          <TextField
            label={t('addresses.form.contact')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            hint={t('addresses.form.contactHint')}
            error={shown('contact_number')}
            {...register('contact_number')}
          />
        </div>
        <TextField
          label={t('addresses.form.recipient')}
          optionalLabel={t('addresses.form.optional')}
          hint={t('addresses.form.recipientHint')}
          autoComplete="name"
          maxLength={80}
          error={shown('name')}
          {...register('name')}
        />
        <fieldset className={styles.types}>
          <legend className={styles.legend}>{t('addresses.form.type')}</legend>
          <div className={styles.chips}>
            {ADDRESS_TYPES.map((option) => (
              <label key={option} className={`${styles.chip} ${type === option ? styles.chipOn : ''}`}>
                <input type="radio" value={option} className={styles.chipInput} {...register('address_type')} />
                {t(`addresses.types.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <PinPlace pin={pin ?? ''} check={delivery}>
          <TextField
            label={t('addresses.form.pin')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            error={shown('pin_code')}
            {...register('pin_code')}
          />
        </PinPlace>
        <TextField
          label={t('addresses.form.address')}
          placeholder={t('addresses.form.addressPlaceholder')}
          autoComplete="street-address"
          maxLength={300}
          error={shown('address')}
          {...register('address')}
        />
        <TextField
          label={t('addresses.form.formatted')}
          maxLength={300}
          hint={t('addresses.form.formattedHint')}
          error={shown('formatted_address')}
          {...register('formatted_address', { onChange: () => setFormattedEdited(true) })}
        />
        <AddressMap
          point={coordinates ?? null}
          source={source}
          pin={pin ?? ''}
          onPick={pick}
          onPlace={placeChosen}
          error={pin && place && !coordinates ? am(errors.coordinates?.message) : undefined}
        />
        <TextField
          label={t('addresses.form.instruction')}
          optionalLabel={t('addresses.form.optional')}
          placeholder={t('addresses.form.instructionPlaceholder')}
          maxLength={200}
          error={shown('instruction')}
          {...register('instruction')}
        />
        {!initial?.default && <CheckboxField label={t('addresses.form.makeDefault')} {...register('default')} />}
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={!isValid || busy}>
          {save.isPending ? t('addresses.form.saving') : t('addresses.form.save')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onCancel} disabled={save.isPending}>
          {t('addresses.form.cancel')}
        </button>
      </div>
    </form>
  );
}
