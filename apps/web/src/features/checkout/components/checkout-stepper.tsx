import { useTranslation } from 'react-i18next';
import { CHECKOUT_STEPS, getStepState, type CheckoutStep } from '../lib/checkout-steps';
import styles from './checkout-stepper.module.css';

interface CheckoutStepperProps {
  current: CheckoutStep;
  /** Going back to an earlier step; none once the order is placed. */
  onSelect?: (step: CheckoutStep) => void;
}

/** The visible stepper: done steps can be revisited (before the order exists), the current one is marked for screen readers. */
export function CheckoutStepper({ current, onSelect }: CheckoutStepperProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('checkout.steps.label')}>
      <ol className={styles.steps}>
        {CHECKOUT_STEPS.map((step, index) => {
          const state = getStepState(step, current);
          const name = t(`checkout.steps.${step}`);
          const content = (
            <>
              <span className={styles.marker} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={styles.name}>{name}</span>
              {state === 'done' && <span className="visually-hidden">{t('checkout.steps.doneSuffix')}</span>}
            </>
          );
          return (
            <li key={step} className={`${styles.step} ${styles[state]}`} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' && onSelect && step !== 'complete' ? (
                <button type="button" className={styles.link} onClick={() => onSelect(step)}>
                  {content}
                </button>
              ) : (
                <span className={styles.link}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
