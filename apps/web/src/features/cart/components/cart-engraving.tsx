import '../../../i18n/bundles/cart-engraving';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countCharacters, judgeEngraving, normaliseEngraving } from '@aabhushan/shared/rules/engraving';
import type { CartItem } from '@aabhushan/shared/schemas/cart';
import buttons from '../../../components/ui/button.module.css';
import { toast } from '../../../lib/toast/toast';
import { translateMessage } from '../../../lib/translate-message';
import { usePieceName } from '../../../lib/use-piece-name';
import { useUpdateCartItem } from '../api/update-cart-item';
import { getCartErrorMessage } from '../lib/cart-error-message';
// The shared field first: this component's own rules come after it and win.
import field from './engraving-field.module.css';
import styles from './cart-engraving.module.css';

/**
 * A cart line's engraving on the cart page: its text with Edit engraving, or Add engraving on a
 * piece that allows it. The editor judges the text as typed with the server's rule and says the
 * return rule before saving; blank text or Remove engraving makes it a plain line. When the same
 * piece already has a line with the new engraving (or none), the server joins the two and the
 * shopper is told. A refusal keeps the editor open with what was typed.
 */
export function CartEngraving({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const pieceName = usePieceName();
  const id = useId();
  const update = useUpdateCartItem();
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const editing = draft !== null;
  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);
  const max = item.engravingMaxLength;
  if (!item.engraving && !max) return null;

  const close = () => {
    setDraft(null);
    setRefusal(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  // Awaited rather than per-call callbacks: a line joined into another leaves the page before they would run.
  const save = async (text: string | null) => {
    if (text === item.engraving) {
      close();
      return;
    }
    setRefusal(null);
    try {
      const cart = await update.mutateAsync({ itemId: item._id, engraving: text });
      const joined = !cart.items.some((line) => line._id === item._id);
      if (joined) toast.success(t(text ? 'cartEngraving.joined' : 'cartEngraving.joinedPlain'));
      else toast.success(t(text ? 'cartEngraving.saved' : 'cartEngraving.removed'));
      if (!joined) close();
    } catch (error) {
      setRefusal(getCartErrorMessage(error, 'update', t));
    }
  };

  if (draft === null) {
    return (
      <div className={styles.shown}>
        {item.engraving && (
          <p className={styles.text} data-testid="cart-engraving">
            {t('cart.engraving', { text: item.engraving })}
          </p>
        )}
        <button ref={opener} type="button" className={buttons.textLink} aria-label={`${t(item.engraving ? 'cartEngraving.edit' : 'cartEngraving.add')}: ${pieceName(item)}`} onClick={() => setDraft(item.engraving ?? '')}>
          {t(item.engraving ? 'cartEngraving.edit' : 'cartEngraving.add')}
        </button>
      </div>
    );
  }

  const verdict = judgeEngraving(draft, max);
  const count = countCharacters(normaliseEngraving(draft));
  const error = verdict.ok ? refusal : translateMessage(verdict.message, t);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verdict.ok && !update.isPending) void save(verdict.text);
  };
  return (
    <form className={styles.editor} onSubmit={submit} data-testid="cart-engraving-editor" aria-busy={update.isPending}>
      <label htmlFor={`${id}-text`} className={field.label}>
        {t('product.engraving.label')}
      </label>
      <div className={field.field}>
        <input
          ref={input}
          id={`${id}-text`}
          className={`${field.input} ${styles.input}`}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            // The server's refusal was of the text before this change.
            setRefusal(null);
          }}
          // While a save is under way the editor stays open: a refusal must reach the text it refused.
          onKeyDown={(event) => event.key === 'Escape' && !update.isPending && close()}
          autoComplete="off"
          maxLength={(max ?? 12) * 4}
          aria-invalid={verdict.ok ? undefined : true}
          aria-describedby={`${max !== null ? `${id}-hint ` : ''}${id}-rule${error ? ` ${id}-error` : ''}`}
        />
        {max !== null && (
          <span className={count > max ? `${field.count} ${field.over}` : field.count} aria-live="polite">
            {t('product.engraving.count', { count, max })}
          </span>
        )}
      </div>
      {max !== null && (
        <p id={`${id}-hint`} className={field.hint}>
          {t('product.engraving.hint', { max })}
        </p>
      )}
      <p id={`${id}-rule`} className={field.noReturn}>
        {t('product.engraving.noReturn')}
      </p>
      {error && (
        <p id={`${id}-error`} className={field.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.primary} ${styles.save}`} disabled={!verdict.ok || update.isPending}>
          {t('cartEngraving.save')}
        </button>
        <button type="button" className={`${buttons.secondary} ${styles.save}`} onClick={close} disabled={update.isPending}>
          {t('cartEngraving.cancel')}
        </button>
        {item.engraving && (
          <button type="button" className={`${buttons.textLink} ${styles.remove}`} onClick={() => void save(null)} disabled={update.isPending}>
            {t('cartEngraving.remove')}
          </button>
        )}
      </div>
    </form>
  );
}
