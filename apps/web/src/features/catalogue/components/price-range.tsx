import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import {
  clampPriceRange,
  isValidPriceRange,
  PRICE_RANGE_GAP_RUPEES,
  PRICE_RANGE_MESSAGE,
} from '@aabhushan/shared/rules/price-range';
import styles from './price-range.module.css';

export interface PriceRangeValue {
  min?: number;
  max?: number;
}

interface PriceRangeProps {
  /** Cheapest and dearest price under the other filters (facets.price), in rupees. */
  bounds: { min: number; max: number } | undefined;
  value: PriceRangeValue;
  /** Called when a drag ends or a typed amount is confirmed; an end at its bound is left open. */
  onChange: (value: PriceRangeValue) => void;
}

/** The slider moves in steps of this many rupees; its ends are rounded out to them. */
const STEP = 100;

function sliderBounds(bounds: { min: number; max: number }) {
  return { min: Math.floor(bounds.min / STEP) * STEP, max: Math.ceil(bounds.max / STEP) * STEP };
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/**
 * Two-thumb price slider with number inputs (spec B section 2): while dragging, the
 * minimum stays at least ₹100 below the maximum (the shared price-range rule); a typed
 * pair that breaks the rule shows its message and is not applied.
 */
export function PriceRange({ bounds, value, onChange }: PriceRangeProps) {
  const { t } = useTranslation();
  const id = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const range = bounds ? sliderBounds(bounds) : undefined;
  const lo = range ? clamp(value.min ?? range.min, range.min, range.max) : 0;
  const hi = range ? clamp(value.max ?? range.max, range.min, range.max) : 0;

  // Drafts while dragging or typing; reset whenever the applied value or the bounds change.
  const source = `${value.min}|${value.max}|${range?.min}|${range?.max}`;
  const [draft, setDraft] = useState({ source, lo, hi, minText: textOf(value.min), maxText: textOf(value.max), error: '' });
  if (draft.source !== source) {
    setDraft({ source, lo, hi, minText: textOf(value.min), maxText: textOf(value.max), error: '' });
  }

  if (!range) return <p className={styles.note}>{t('common.loading')}</p>;
  // Pieces within ₹100 of each other cannot be told apart by a range that keeps the gap.
  if (bounds!.max - bounds!.min < PRICE_RANGE_GAP_RUPEES) {
    return <p className={styles.note}>{t('shopping.price.single', { price: formatInr(bounds!.max) })}</p>;
  }

  const commitSlider = () => {
    if (draft.lo === lo && draft.hi === hi) return;
    onChange({ min: draft.lo > range.min ? draft.lo : undefined, max: draft.hi < range.max ? draft.hi : undefined });
  };

  // The shared rule keeps the ends ₹100 apart by moving the end that was not dragged.
  const move = (end: 'min' | 'max', next: number) => {
    const moved = clampPriceRange(end === 'min' ? { min: next, max: draft.hi } : { min: draft.lo, max: next }, range, end);
    setDraft({
      ...draft,
      lo: moved.min,
      hi: moved.max,
      minText: moved.min > range.min ? String(moved.min) : '',
      maxText: moved.max < range.max ? String(moved.max) : '',
      error: '',
    });
  };

  const commitTyped = () => {
    const min = parseAmount(draft.minText);
    const max = parseAmount(draft.maxText);
    if (min === null || max === null) return setDraft({ ...draft, error: t('shopping.price.wholeRupees') });
    if (!isValidPriceRange({ min, max })) return setDraft({ ...draft, error: PRICE_RANGE_MESSAGE });
    if (min === value.min && max === value.max) return setDraft({ ...draft, error: '' });
    onChange({ min, max });
  };
  // Moving from Min to Max is one edit: typed amounts apply when focus leaves the pair.
  const onAmountBlur = (event: FocusEvent) => {
    if (!groupRef.current?.contains(event.relatedTarget as Node | null)) commitTyped();
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitTyped();
    }
  };

  const span = range.max - range.min;
  const left = ((draft.lo - range.min) / span) * 100;
  const right = ((draft.hi - range.min) / span) * 100;
  const endDrag = { onPointerUp: commitSlider, onKeyUp: commitSlider, onTouchEnd: commitSlider, onBlur: commitSlider };

  return (
    <div className={styles.range}>
      <p className={styles.summary} aria-hidden="true">
        {formatInr(draft.lo)} – {formatInr(draft.hi)}
      </p>
      <div className={styles.track}>
        <span className={styles.fill} style={{ left: `${left}%`, right: `${100 - right}%` }} />
        <input
          type="range"
          className={styles.thumb}
          aria-label={t('shopping.price.minimum')}
          aria-valuetext={formatInr(draft.lo)}
          min={range.min}
          max={range.max}
          step={STEP}
          value={draft.lo}
          onChange={(event) => move('min', Number(event.target.value))}
          {...endDrag}
        />
        <input
          type="range"
          className={styles.thumb}
          aria-label={t('shopping.price.maximum')}
          aria-valuetext={formatInr(draft.hi)}
          min={range.min}
          max={range.max}
          step={STEP}
          value={draft.hi}
          onChange={(event) => move('max', Number(event.target.value))}
          {...endDrag}
        />
      </div>
      <div ref={groupRef} className={styles.inputs}>
        <AmountInput
          id={`${id}-min`}
          label={t('shopping.price.min')}
          placeholder={String(range.min)}
          text={draft.minText}
          invalid={Boolean(draft.error)}
          errorId={`${id}-error`}
          onText={(text) => setDraft({ ...draft, minText: text, error: '' })}
          onBlur={onAmountBlur}
          onKeyDown={onEnter}
        />
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <AmountInput
          id={`${id}-max`}
          label={t('shopping.price.max')}
          placeholder={String(range.max)}
          text={draft.maxText}
          invalid={Boolean(draft.error)}
          errorId={`${id}-error`}
          onText={(text) => setDraft({ ...draft, maxText: text, error: '' })}
          onBlur={onAmountBlur}
          onKeyDown={onEnter}
        />
      </div>
      {draft.error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {draft.error}
        </p>
      )}
    </div>
  );
}

interface AmountInputProps {
  id: string;
  label: string;
  placeholder: string;
  text: string;
  invalid: boolean;
  errorId: string;
  onText: (text: string) => void;
  onBlur: (event: FocusEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

function AmountInput({ id, label, placeholder, text, invalid, errorId, onText, onBlur, onKeyDown }: AmountInputProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <span className={styles.amount}>
        <span aria-hidden="true">₹</span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={styles.input}
          placeholder={placeholder}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onText(event.target.value.replace(/[^\d]/g, ''))}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
      </span>
    </div>
  );
}

function textOf(amount: number | undefined): string {
  return amount === undefined ? '' : String(amount);
}

/** Blank is "no limit" (undefined); anything but whole rupees is null. */
function parseAmount(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}
