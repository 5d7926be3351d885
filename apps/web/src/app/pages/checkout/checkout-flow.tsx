import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@aabhushan/shared/schemas/address';
import type { Cart } from '@aabhushan/shared/schemas/cart';
import type { PaymentMethodId, ShippingMethodCode } from '../../../features/checkout/api/order-types';
import type { PlaceOrderInput } from '../../../features/checkout/api/place-order';
import { CheckoutStepper } from '../../../features/checkout/components/checkout-stepper';
import { OrderSummary } from '../../../features/checkout/components/order-summary';
import { getCheckoutSummary } from '../../../features/checkout/lib/checkout-summary';
import { getGoldPlanCover, redeemablePlans } from '../../../features/checkout/lib/gold-plan-cover';
import { useMyGoldPlans } from '../../../features/gold-plan/api/gold-plan-calls';
import type { CheckoutStep } from '../../../features/checkout/lib/checkout-steps';
import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import { useLocalized } from '../../../lib/use-localized';
import { usePieceName } from '../../../lib/use-piece-name';
import { getVariantLabel } from '../../../lib/variant-label';
import { InfoStep } from './info-step';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { GiftOptions, type GiftChoice } from './gift-options';
import { paiseToRupees, rupeesToPaise } from '@aabhushan/shared/rules/money';
import styles from './checkout-page.module.css';

interface CheckoutFlowProps {
  cart: Cart;
  placing: boolean;
  /** Why the server refused the last Place order (nothing entered is lost). */
  refusal: string | null;
  onPlace: (input: PlaceOrderInput) => void;
}

/** Cart, Info and Payment before the order exists; the summary beside them follows every choice. */
export function CheckoutFlow({ cart, placing, refusal, onPlace }: CheckoutFlowProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const localized = useLocalized();
  const pieceName = usePieceName();
  const settings = useStoreSettings();
  const [step, setStep] = useState<CheckoutStep>('cart');
  const [address, setAddress] = useState<Address | null>(null);
  const [shippingMethod, setShippingMethod] = useState<ShippingMethodCode>('standard');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodId | null>(null);
  const [notes, setNotes] = useState('');
  const [goldPlanId, setGoldPlanId] = useState<string | null>(null);
  const [gift, setGift] = useState<GiftChoice>({ isGift: false, wrap: false, message: '' });
  const goldPlans = redeemablePlans(useMyGoldPlans().data ?? []);
  const methods = settings.data?.shippingMethods ?? [];
  const method = methods.find((entry) => entry.code === shippingMethod);
  const cartSummary = getCheckoutSummary(cart, method);
  const wrapPrice = settings.data?.giftWrapPrice ?? 0;
  const giftWrap = gift.isGift && gift.wrap && cart.totals.itemCount > 0 ? wrapPrice : 0;
  // The wrap is added after shipping, as the order adds it (rules/order-totals.ts); its GST is in the order's tax.
  const summary = { ...cartSummary, grandTotal: paiseToRupees(rupeesToPaise(cartSummary.grandTotal) + rupeesToPaise(giftWrap)) };
  // A plan that no longer has credit (spent meanwhile, or the server said so) is dropped.
  const plan = goldPlans.find((entry) => entry.id === goldPlanId);
  const cover = plan ? getGoldPlanCover(plan, summary.grandTotal) : null;
  const go = (next: CheckoutStep) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const place = () => {
    if (!address) return;
    const giftChoice = gift.isGift ? { gift: { wrap: gift.wrap, message: gift.message.trim() || undefined } } : {};
    // Paid in full by the plan, no method is chosen; the order still names one (the server records the plan as its payment).
    if (cover && cover.due === 0) return onPlace({ addressId: address._id, shippingMethod, paymentMethod: 'upi', notes, goldPlanId: cover.planId, ...giftChoice });
    if (!paymentMethod) return;
    onPlace({ addressId: address._id, shippingMethod, paymentMethod, notes, ...(cover ? { goldPlanId: cover.planId } : {}), ...giftChoice });
  };

  return (
    <>
      <CheckoutStepper current={step} onSelect={placing ? undefined : go} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {step === 'cart' && <ReviewStep cart={cart} onContinue={() => go('info')} />}
          {step === 'info' && (
            <InfoStep
              cart={cart}
              methods={methods}
              address={address}
              onAddress={setAddress}
              shippingMethod={shippingMethod}
              onShippingMethod={setShippingMethod}
              onBack={() => go('cart')}
              onContinue={() => go('payment')}
            />
          )}
          {step === 'payment' && address && (
            <PaymentStep
              address={address}
              total={summary.grandTotal}
              goldPlans={goldPlans}
              cover={cover}
              onGoldPlan={setGoldPlanId}
              refusal={refusal}
              codConfirmAbove={settings.data?.codConfirmAbove ?? null}
              returnDays={settings.data?.returnWindowDays ?? 7}
              method={paymentMethod}
              onMethod={setPaymentMethod}
              notes={notes}
              onNotes={setNotes}
              gift={<GiftOptions value={gift} onChange={setGift} wrapPrice={wrapPrice} />}
              onBack={() => go('info')}
              onPlace={place}
              placing={placing}
            />
          )}
        </div>
        <aside className={styles.aside} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.asideTitle}>
            {t('checkout.summary.title')}
          </h2>
          <OrderSummary
            showLines={step !== 'cart'}
            lines={cart.items
              .filter((item) => item.isAvailable)
              .map((item) => ({ id: item._id, name: pieceName(item), image: item.image, quantity: item.quantity, lineTotal: item.lineTotal, detail: [item.variant && getVariantLabel(item.variant, language), item.engraving ? `“${item.engraving}”` : null].filter(Boolean).join(' · ') || undefined }))}
            figures={{
              ...summary,
              giftWrap,
              couponCode: cart.appliedCoupons[0]?.code,
              couponTitle: localized(cart.appliedCoupons[0]?.title) || undefined,
              gstRate: cart.taxInfo.taxRate,
              shippingLabel: t(`checkout.shipping.${shippingMethod}`),
              goldPlanCredit: step === 'payment' ? cover?.covered : undefined,
            }}
          />
        </aside>
      </div>
    </>
  );
}
