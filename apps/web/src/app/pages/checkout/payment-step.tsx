import type { ReactNode } from 'react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { Address } from '@aabhushan/shared/schemas/address';
import type { GoldPlanEnrolment } from '@aabhushan/shared/schemas/gold-plans';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { useProfile } from '../../../features/account/api/get-profile';
import { usePaymentMethods } from '../../../features/checkout/api/get-payment-methods';
import { usePhoneConfirmation } from '../../../features/checkout/api/phone-confirmation';
import type { PaymentMethodId } from '../../../features/checkout/api/order-types';
import { LockIcon } from '../../../features/checkout/components/lock-icon';
import { PaymentMethodPicker } from '../../../features/checkout/components/payment-method-picker';
import type { GoldPlanCover } from '../../../features/checkout/lib/gold-plan-cover';
import { AddressLines } from './address-lines';
import { ConfirmPhoneCheck } from './confirm-phone-check';
import { GoldPlanCreditChoice } from './gold-plan-credit-choice';
import { VerifyEmailCheck } from './verify-email-check';
import styles from './checkout-page.module.css';

/** Notes are a gift message or a delivery instruction: short. */
const NOTES_MAX = 500;

interface PaymentStepProps {
  address: Address;
  total: number;
  /** Matured or closed-early plans with credit left, and what the chosen one pays. */
  goldPlans: GoldPlanEnrolment[];
  cover: GoldPlanCover | null;
  onGoldPlan: (planId: string | null) => void;
  /** Why the server refused the last Place order, shown here; what was entered stays. */
  refusal: string | null;
  /** Cash on delivery above this total needs the delivery phone confirmed; null while the settings load. */
  codConfirmAbove: number | null;
  returnDays: number;
  method: PaymentMethodId | null;
  onMethod: (method: PaymentMethodId | null) => void;
  notes: string;
  onNotes: (notes: string) => void;
  /** The gift's choices, drawn before Place order. */
  gift?: ReactNode;
  onBack: () => void;
  onPlace: () => void;
  placing: boolean;
}

/**
 * Step 3, Payment: where it goes, how it is paid (the methods that apply here), the checks the
 * chosen method needs (a verified e-mail to pay online, a confirmed phone for a larger cash on
 * delivery), notes, Place order. A gold plan's credit pays first: the methods, their limits and
 * checks apply to what is left; a plan that pays everything needs no method.
 */
export function PaymentStep({ address, total, goldPlans, cover, onGoldPlan, refusal, codConfirmAbove, returnDays, method, onMethod, notes, onNotes, gift, onBack, onPlace, placing }: PaymentStepProps) {
  const { t } = useTranslation();
  const notesId = useId();
  const due = cover ? cover.due : total;
  const paidByPlan = cover !== null && cover.due === 0;
  const methods = usePaymentMethods({ pin: address.pin_code, amount: due });
  const options = methods.data ?? [];
  const chosen = paidByPlan ? undefined : options.find((option) => option.id === method && option.available);
  const profile = useProfile();
  // Online payment needs a verified e-mail; cash on delivery above the set value, a confirmed phone.
  const needsVerifiedEmail = Boolean(chosen && chosen.id !== 'cod' && profile.data && !profile.data.emailVerified);
  const needsPhone = chosen?.id === 'cod' && codConfirmAbove !== null && due > codConfirmAbove;
  const phone = usePhoneConfirmation(address._id, needsPhone);
  const blocked = needsVerifiedEmail || (needsPhone && !phone.data?.confirmed);
  const ready = (paidByPlan || Boolean(chosen)) && !blocked;
  const recheckEmail = async () => Boolean((await profile.refetch()).data?.emailVerified);

  // The first available method is preselected; a choice that stopped applying (COD above the limit) is dropped.
  useEffect(() => {
    if (!methods.data) return;
    if (!methods.data.some((option) => option.id === method && option.available)) onMethod(methods.data.find((option) => option.available)?.id ?? null);
  }, [methods.data, method, onMethod]);

  return (
    <section aria-labelledby="payment-title" className={styles.stepBody}>
      <h2 id="payment-title" className="visually-hidden">
        {t('checkout.steps.payment')}
      </h2>
      <div className={styles.recap}>
        <div>
          <p className={styles.recapLabel}>{t('checkout.payment.deliverTo')}</p>
          <AddressLines address={address} />
        </div>
        <button type="button" className={buttons.textLink} onClick={onBack}>
          {t('checkout.info.change')}
        </button>
      </div>
      <GoldPlanCreditChoice plans={goldPlans} total={total} value={cover?.planId ?? null} onChange={onGoldPlan} />
      {paidByPlan ? (
        <p className={styles.muted} data-testid="gold-plan-pays-all">
          {t('checkout.goldPlan.noPayment')}
        </p>
      ) : methods.isPending ? (
        <p className={styles.muted} role="status">
          {t('checkout.payment.loading')}
        </p>
      ) : methods.isError ? (
        <p className={styles.failure} role="alert">
          {t('checkout.payment.loadFailed')}{' '}
          <button type="button" className={buttons.textLink} onClick={() => void methods.refetch()}>
            {t('common.tryAgain')}
          </button>
        </p>
      ) : (
        <PaymentMethodPicker methods={options} value={method} onChange={onMethod} />
      )}
      {needsVerifiedEmail && <VerifyEmailCheck email={profile.data!.email} recheck={recheckEmail} />}
      {needsPhone && <ConfirmPhoneCheck addressId={address._id} />}
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <div className={styles.notes}>
        <label htmlFor={notesId} className={styles.notesLabel}>
          {t('checkout.payment.notes')}
        </label>
        <textarea id={notesId} className={styles.textarea} rows={3} maxLength={NOTES_MAX} value={notes} onChange={(event) => onNotes(event.target.value)} aria-describedby={`${notesId}-hint`} />
        <p id={`${notesId}-hint`} className={styles.muted}>
          {t('checkout.payment.notesHint')}
        </p>
      </div>
      {gift}
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onBack}>
          {t('checkout.info.back')}
        </button>
        <button type="button" className={`${buttons.primary} ${styles.wide}`} disabled={!ready || placing} onClick={onPlace}>
          {placing ? t('checkout.payment.placing') : paidByPlan ? t('checkout.goldPlan.place') : t('checkout.payment.place', { amount: formatInr(due) })}
        </button>
      </div>
      <p className={styles.reassure}>
        <LockIcon size={12} /> {t('checkout.payment.secure')} {t('checkout.payment.returns', { days: returnDays })}
      </p>
    </section>
  );
}
