import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminGoldPlanCreateSchema, type AdminGoldPlan } from '@aabhushan/shared/schemas/gold-plans';
import buttons from '../../components/ui/button.module.css';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { TextField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../admin.module.css';
import { LocalizedFields } from '../catalogue/localized-fields';
import { changedFields, fieldErrorsOf } from '../catalogue/field-errors';
import { OutcomeMessages } from '../outcome-messages';
import { GoldPlanTabs } from './gold-plan-tabs';
import { bodyOf, fieldOfRefusal, valuesOf, type PlanValues } from './plan-form';
import { useAdminGoldPlan, useSaveGoldPlan } from './plans-api';

/** /admin/gold-plans/new and /admin/gold-plans/{id}. */
export function GoldPlanEditorPage({ id }: { id?: string }) {
  const { data: plan, isError } = useAdminGoldPlan(id);
  if (id && isError) return <p className={styles.problem}>This plan could not be loaded.</p>;
  if (id && !plan) return <Skeleton height="300px" />;
  return <GoldPlanEditor key={plan?.id ?? 'new'} plan={plan} />;
}

function GoldPlanEditor({ plan }: { plan?: AdminGoldPlan }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(plan ? plan.name.en : 'New gold plan');
  const save = useSaveGoldPlan(plan?.id);
  const [values, setValues] = useState(() => valuesOf(plan));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>((useLocation().state as { notice?: string } | null)?.notice ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const set = <K extends keyof PlanValues>(key: K, value: PlanValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const send = async (changes: object) => {
    try {
      const saved = await save.mutateAsync(changes);
      setNotice(saved.message);
      if (!plan) void navigate(`/admin/gold-plans/${saved.saved.id}`, { replace: true, state: { notice: saved.message } });
    } catch (error) {
      const message = getErrorMessage(error, t);
      // The API's sentence beside the field it is about; any other above the form.
      const field = fieldOfRefusal(message);
      if (field) setErrors({ [field]: message });
      setProblem(field ? 'Please correct the fields marked below.' : message);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setProblem(null);
    // The API's own schema and sentences, before anything is sent.
    const parsed = adminGoldPlanCreateSchema.safeParse(bodyOf(values));
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    setErrors(found);
    if (!parsed.success) return setProblem('Please correct the fields marked below.');
    const changes = plan ? changedFields(parsed.data, adminGoldPlanCreateSchema.parse(bodyOf(valuesOf(plan)))) : parsed.data;
    if (plan && Object.keys(changes).length === 0) return setNotice('Nothing to save: no field has changed.');
    await send(changes);
  };

  const switchEnrolment = async () => {
    setAsking(false);
    setNotice(null);
    setProblem(null);
    await send({ isActive: !plan!.isActive });
    set('isActive', !plan!.isActive);
  };

  return (
    <>
      <GoldPlanTabs />
      <Link to="/admin/gold-plans/plans" className={styles.back}>
        ← All plans
      </Link>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{plan ? plan.name.en : 'New gold plan'}</h1>
          <p className={styles.lead}>
            {plan ? (plan.isActive ? 'Open for enrolment.' : 'Closed to new enrolments; customers already enrolled carry on.') : 'Customers can enrol as soon as it is created.'} A change
            applies to new enrolments only.
          </p>
        </div>
      </div>
      <OutcomeMessages notice={notice} problem={problem} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <section className={styles.panel} aria-labelledby="plan-name">
          <h2 id="plan-name" className={styles.panelTitle}>
            Name and terms
          </h2>
          <LocalizedFields label="Name" value={values.name} error={errors.name} onChange={(name) => set('name', name)} />
          <LocalizedFields label="Terms" multiline value={values.terms} error={errors.terms} onChange={(terms) => set('terms', terms)} />
        </section>
        <section className={styles.panel} aria-labelledby="plan-money">
          <h2 id="plan-money" className={styles.panelTitle}>
            Instalments and bonus
          </h2>
          <div className={styles.formGrid}>
            <TextField label="Instalments" hint="One a month, at most 12" inputMode="numeric" value={values.instalments} error={errors.instalments} onChange={(event) => set('instalments', event.target.value)} />
            <TextField label="Bonus (% of one instalment)" inputMode="numeric" value={values.bonusPercent} error={errors.bonusPercent} onChange={(event) => set('bonusPercent', event.target.value)} />
            <TextField label="Minimum a month (₹)" hint="Whole hundreds" inputMode="numeric" value={values.minMonthly} error={errors.minMonthly} onChange={(event) => set('minMonthly', event.target.value)} />
            <TextField label="Maximum a month (₹)" hint="Whole hundreds" inputMode="numeric" value={values.maxMonthly} error={errors.maxMonthly} onChange={(event) => set('maxMonthly', event.target.value)} />
          </div>
        </section>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : plan ? 'Save changes' : 'Create plan'}
          </button>
          <Link to="/admin/gold-plans/plans" className={buttons.secondary}>
            Cancel
          </Link>
          {plan && (
            <button type="button" className={buttons.textLink} disabled={save.isPending} onClick={() => setAsking(true)}>
              {plan.isActive ? 'Deactivate plan' : 'Open for enrolment again'}
            </button>
          )}
        </div>
      </form>
      {asking && plan && (
        <ConfirmDialog
          message={
            plan.isActive
              ? `Close ${plan.name.en} to new enrolments? Customers already enrolled keep paying and redeem as promised.`
              : `Open ${plan.name.en} for enrolment again?`
          }
          confirmLabel={plan.isActive ? 'Deactivate' : 'Open again'}
          cancelLabel="Cancel"
          onConfirm={() => void switchEnrolment()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
