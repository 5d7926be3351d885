import '../../../i18n/bundles/account-pages';
import '../../../i18n/bundles/account-forms';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GENDERS, profileUpdateBodySchema, type ProfileUser } from '@aabhushan/shared/schemas/auth';
import { ACCOUNT_FORM_ANSWERS } from '@aabhushan/shared/schemas/account-form-answers';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { getErrorMessage } from '../../../lib/error-message';
import { MESSAGE_CLEAR_MS } from '../../../lib/message-timing';
import { useTranslateMessage } from '../../../lib/translate-message';
import { toast } from '../../../lib/toast/toast';
import { useUpdateProfile } from '../api/update-profile';
import styles from './account.module.css';

type ProfileValues = z.input<typeof profileUpdateBodySchema>;

function toValues(user: ProfileUser): ProfileValues {
  return {
    name: user.name,
    email: user.email,
    contact: user.contact ?? '',
    dob: user.dob ?? '',
    gender: user.gender ?? '',
    area: user.area ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    country: user.country ?? '',
    pincode: user.pincode ?? '',
    currentPassword: '',
  };
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** `lasting`: stays until the next action (what the shopper must do next), instead of clearing after 3 s. */
type Message = { tone: 'success' | 'error'; text: string; lasting?: boolean };

/**
 * The Profile tab (spec A sections 2, 4 and 5): read-only until Edit Profile; Cancel restores
 * the saved values; an invalid submit marks every field and says so; messages clear after 3 s.
 * A new e-mail asks for the current password and changes only once the link sent to it is
 * opened: the form says so and keeps showing the address in use until then.
 */
export function ProfileForm({ profile }: { profile: ProfileUser }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const update = useUpdateProfile();
  const { register, handleSubmit, reset, formState, watch, setError } = useForm<ProfileValues, unknown, z.output<typeof profileUpdateBodySchema>>({
    resolver: zodResolver(profileUpdateBodySchema),
    mode: 'onTouched',
    defaultValues: toValues(profile),
  });
  const { errors } = formState;
  const emailChanging = editing && !sameAddress(watch('email') ?? '', profile.email);

  // The answer shows above the form: after a save from the bottom of a long form it is brought
  // into view, or the shopper would not see it (what to do next about a new e-mail, say).
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) messageRef.current?.scrollIntoView?.({ block: 'center' });
  }, [message]);

  useEffect(() => {
    if (!message || message.lasting) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [message]);

  // A fresh profile (loaded again elsewhere) replaces the read-only view, never an edit in progress.
  const editingRef = useRef(editing);
  editingRef.current = editing;
  useEffect(() => {
    if (!editingRef.current) reset(toValues(profile));
  }, [profile, reset]);

  const cancel = () => {
    reset(toValues(profile));
    setEditing(false);
    setMessage(null);
  };

  const save = handleSubmit(
    async ({ currentPassword, ...fields }) => {
      if (emailChanging && !currentPassword) {
        setError('currentPassword', { message: ACCOUNT_FORM_ANSWERS.emailChangeNeedsPassword }, { shouldFocus: true });
        return;
      }
      try {
        const { user, message: answer } = await update.mutateAsync(emailChanging ? { ...fields, currentPassword } : fields);
        reset(toValues(user));
        setEditing(false);
        const pending = answer === ACCOUNT_FORM_ANSWERS.emailChangePending;
        setMessage(pending ? { tone: 'success', text: tm(answer) ?? answer, lasting: true } : { tone: 'success', text: t('auth.account.profile.success') });
      } catch (error) {
        const text = getErrorMessage(error, t, { fallback: t('auth.account.profile.failed') });
        setMessage({ tone: 'error', text });
        toast.error(text, { title: t('auth.account.profile.failedNotice') });
      }
    },
    () => setMessage({ tone: 'error', text: t('auth.account.profile.invalid') }),
  );

  const readOnly = !editing;
  const optional = t('auth.fields.optional');
  return (
    <form className={styles.panelBody} onSubmit={save} noValidate>
      <div ref={messageRef}>{message && <Alert tone={message.tone}>{message.text}</Alert>}</div>
      <fieldset className={styles.fieldset} disabled={update.isPending}>
        <div className={styles.formGrid}>
          <TextField label={t('auth.fields.name')} autoComplete="name" readOnly={readOnly} error={tm(errors.name?.message)} {...register('name')} />
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            readOnly={readOnly}
            error={tm(errors.email?.message)}
            {...register('email')}
          />
          {emailChanging && (
            <TextField
              label={t('auth.fields.currentPassword')}
              type="password"
              autoComplete="current-password"
              hint={t('emailChange.hint')}
              error={tm(errors.currentPassword?.message)}
              {...register('currentPassword')}
            />
          )}
          <TextField
            label={t('auth.fields.phone')}
            type="tel"
            inputMode="numeric"
            maxLength={10}
            autoComplete="tel-national"
            readOnly={readOnly}
            error={tm(errors.contact?.message)}
            {...register('contact')}
          />
          <TextField
            label={t('auth.fields.dob')}
            type="date"
            optionalLabel={optional}
            readOnly={readOnly}
            error={tm(errors.dob?.message)}
            {...register('dob')}
          />
          <SelectField
            label={t('auth.fields.gender')}
            optionalLabel={optional}
            placeholder={readOnly ? t('auth.account.profile.notSet') : t('auth.fields.chooseGender')}
            options={GENDERS.map((gender) => ({ value: gender, label: t(`auth.fields.genders.${gender}`) }))}
            disabled={readOnly}
            error={tm(errors.gender?.message)}
            {...register('gender')}
          />
          <TextField label={t('auth.fields.area')} optionalLabel={optional} autoComplete="street-address" readOnly={readOnly} error={tm(errors.area?.message)} {...register('area')} />
          <TextField label={t('auth.fields.city')} optionalLabel={optional} autoComplete="address-level2" readOnly={readOnly} error={tm(errors.city?.message)} {...register('city')} />
          <TextField label={t('auth.fields.state')} optionalLabel={optional} autoComplete="address-level1" readOnly={readOnly} error={tm(errors.state?.message)} {...register('state')} />
          <TextField label={t('auth.fields.country')} optionalLabel={optional} autoComplete="country-name" readOnly={readOnly} error={tm(errors.country?.message)} {...register('country')} />
          <TextField
            label={t('auth.fields.pincode')}
            optionalLabel={optional}
            inputMode="numeric"
            maxLength={6}
            autoComplete="postal-code"
            readOnly={readOnly}
            error={tm(errors.pincode?.message)}
            {...register('pincode')}
          />
        </div>
      </fieldset>
      <div className={styles.formActions}>
        {editing ? (
          <>
            <button key="save" type="submit" className={buttons.primary} disabled={update.isPending}>
              {update.isPending ? t('auth.account.profile.saving') : t('auth.account.profile.save')}
            </button>
            <button type="button" className={buttons.secondary} onClick={cancel} disabled={update.isPending}>
              {t('auth.account.profile.cancel')}
            </button>
          </>
        ) : (
          <button
            key="edit"
            type="button"
            className={buttons.primary}
            onClick={() => {
              setMessage(null);
              setEditing(true);
            }}
          >
            {t('auth.account.profile.edit')}
          </button>
        )}
      </div>
    </form>
  );
}
