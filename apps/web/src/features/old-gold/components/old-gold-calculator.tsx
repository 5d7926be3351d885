import type { OldGoldEstimateAnswer, OldGoldEstimateBody } from '@aabhushan/shared/schemas/old-gold';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OLD_GOLD_METALS, type OldGoldMetal } from '@aabhushan/shared/schemas/old-gold';
import type { HallmarkPurity } from '@aabhushan/shared/rules/hallmark-purities';
import { Alert } from '../../../components/ui/alert';
import buttons from '../../../components/ui/button.module.css';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { translateApiMessage, useTranslateMessage } from '../../../lib/translate-message';
import { useOldGoldEstimate } from '../api/estimate-old-gold';
import { INITIAL_OLD_GOLD_VALUES, puritiesOf, readOldGoldForm, withMetal, type OldGoldField, type OldGoldFormValues } from '../lib/old-gold-form';
import { OldGoldResult } from './old-gold-result';
import styles from './old-gold-calculator.module.css';

/**
 * Metal, purity and weight in; the day's value out, against new jewellery and for money. The
 * form says what is wrong in the schema's own sentence (the API's), in the shopper's language.
 */
export function OldGoldCalculator({ onEstimate }: { onEstimate?: (estimate: OldGoldEstimateAnswer, sent: OldGoldEstimateBody) => void } = {}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const estimate = useOldGoldEstimate();
  const [values, setValues] = useState<OldGoldFormValues>(INITIAL_OLD_GOLD_VALUES);
  const [errors, setErrors] = useState<Partial<Record<OldGoldField, string>>>({});
  const weightRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readOldGoldForm(values);
    if ('errors' in read) {
      setErrors(read.errors);
      // The last estimate was for other values: it goes rather than stand beside the mistake.
      estimate.reset();
      if (read.errors.weight) weightRef.current?.focus();
      return;
    }
    setErrors({});
    estimate.mutate(read.body, { onSuccess: (answer) => onEstimate?.(answer, read.body) });
  };

  const failure = estimate.isError ? translateApiMessage(estimate.error, t) || t('oldGold.calculator.failed') : null;

  return (
    <div className={styles.calculator}>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="old-gold-form-title">
        <h2 id="old-gold-form-title" className={styles.heading}>
          {t('oldGold.calculator.title')}
        </h2>
        <SelectField
          label={t('oldGold.calculator.metal')}
          name="metal"
          value={values.metal}
          error={tm(errors.metal)}
          options={OLD_GOLD_METALS.map((metal) => ({ value: metal, label: t(`oldGold.calculator.metals.${metal}`) }))}
          onChange={(event) => setValues((current) => withMetal(current, event.target.value as OldGoldMetal))}
        />
        <SelectField
          label={t('oldGold.calculator.purity')}
          name="purity"
          value={values.purity}
          error={tm(errors.purity)}
          options={puritiesOf(values.metal).map((purity) => ({ value: purity, label: t(`oldGold.calculator.purities.${purity}`) }))}
          onChange={(event) => setValues((current) => ({ ...current, purity: event.target.value as HallmarkPurity }))}
        />
        <TextField
          ref={weightRef}
          label={t('oldGold.calculator.weight')}
          hint={t('oldGold.calculator.weightHint')}
          error={tm(errors.weight)}
          name="weight"
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={values.weight}
          onChange={(event) => setValues((current) => ({ ...current, weight: event.target.value }))}
        />
        <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={estimate.isPending} aria-busy={estimate.isPending}>
          {estimate.isPending ? t('oldGold.calculator.working') : t('oldGold.calculator.submit')}
        </button>
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
      <OldGoldResult estimate={estimate.data} sent={estimate.variables} />
    </div>
  );
}
