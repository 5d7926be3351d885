import { CART_LINE_REASONS, getCartLineMax, maxQuantityMessage } from '@aabhushan/shared/rules/cart-line';
import { COUPON_MESSAGES, normaliseCouponCode } from '@aabhushan/shared/rules/coupon';
import { judgeEngraving } from '@aabhushan/shared/rules/engraving';
import { CART_MESSAGES, type Cart } from '@aabhushan/shared/schemas/cart';
import type { Database } from '../../db/client';
import { newId } from '../../lib/new-id';
import { findCouponByCode, findShopperCoupon } from '../coupons/coupons.repository';
import {
  deleteAllLines,
  deleteLine,
  findOwnLine,
  findTwinLine,
  setLineEngraving,
  findProductForCart,
  findVariant,
  lockCart,
  prepareProductForCartRead,
  prepareWholeCartRead,
  setLineQuantity,
  touchCart,
  type CartRow,
  type ProductForCart,
  type VariantColumns,
} from './cart.repository';
import { judgeCoupon, readCart, readPricedLines, type CartCustomer } from './cart-reader';
import { getSellingTerms } from './cart-pricing';
import { createPlainPieceMemo } from './plain-piece-memo';
import { addAndReadWith, prepareAddAndRead } from './add-and-read';

export type CartRefusal = { ok: false; status: 400 | 404; message: string };
export type CartOutcome = { ok: true; cart: Cart; message: string } | CartRefusal;
/** What a change answers before the cart is read: its message, or a refusal that changed nothing. */
type Change = { ok: true; message: string } | CartRefusal;
export interface AddLine {
  productId: string;
  variantId?: string | null;
  quantity: number;
  /** Text to engrave (judged against the piece's maximum); blank or null for none. */
  engraving?: string | null;
}
/** A line's change: its quantity, its engraving (null or blank takes it off), or both. */
export interface LineChange {
  quantity?: number;
  engraving?: string | null;
}

const refuse = (status: 400 | 404, message: string): CartRefusal => ({ ok: false, status, message });

/** Thrown inside the transaction so a refused change writes nothing, not even a new empty cart. */
class RefusedChange extends Error {
  constructor(readonly refusal: CartRefusal) {
    super(refusal.message);
  }
}

/**
 * The signed-in customer's cart (spec A sections 3 to 7). Every change runs in a transaction
 * that first locks the cart row, so concurrent changes of one cart queue up and none is lost;
 * prices, stock and coupons are read from the database each time, never from the client.
 */
export function createCartService(db: Database, { now = () => new Date() }: { now?: () => Date } = {}) {
  const readWholeCart = prepareWholeCartRead(db);
  const readProduct = prepareProductForCartRead(db);
  const plainPieces = createPlainPieceMemo();
  const addAndRead = prepareAddAndRead(db);

  /**
   * Runs `change` on the locked cart, then answers the cart as it stands. In the caller's
   * transaction (`tx`) the cart is read there; otherwise after the commit, with the prepared
   * read, so the lock is held for the change alone.
   */
  async function withLockedCart(customer: CartCustomer, change: (tx: Database, cart: CartRow) => Promise<Change>, tx?: Database): Promise<CartOutcome> {
    const { userId } = customer;
    // Inside a caller's transaction the caller decides (move-from-wishlist rolls back on a refusal).
    if (tx) {
      const result = await change(tx, await lockCart(tx, userId, newId()));
      return result.ok ? { ...result, cart: await readCart(tx, customer, now()) } : result;
    }
    try {
      const result = await db.transaction(async (inner) => {
        const outcome = await change(inner, await lockCart(inner, userId, newId()));
        if (!outcome.ok) throw new RefusedChange(outcome);
        return outcome;
      });
      return { ...result, cart: await readCart(db, customer, now(), [], readWholeCart) };
    } catch (error) {
      if (error instanceof RefusedChange) return error.refusal;
      throw error;
    }
  }

  const done = (message: string): Change => ({ ok: true, message });

  /** The variant a line of this product must have: the given one if it is the product's and on sale. */
  async function chooseVariant(
    tx: Database,
    productId: string,
    activeVariants: number,
    variantId: string | null | undefined,
  ): Promise<{ variant: VariantColumns | null } | CartRefusal> {
    if (!variantId) return activeVariants > 0 ? refuse(400, CART_MESSAGES.chooseVariant) : { variant: null };
    const variant = await findVariant(tx, variantId);
    if (!variant || variant.productId !== productId) return refuse(400, CART_MESSAGES.variantNotOfProduct);
    if (!variant.isActive) return refuse(400, CART_MESSAGES.variantUnavailable);
    return { variant };
  }

  /**
   * The add itself, decided on `found` (the piece, read now or `remembered`). The piece and its
   * limits take no lock: the add and the read of the cart after it are one statement
   * (add-and-read.ts). On a remembered piece it adds only while the terms it was decided on hold.
   */
  async function addDecided(customer: CartCustomer, line: AddLine, found: ProductForCart | undefined, reader: Database, remembered = false): Promise<CartOutcome | 'terms-changed'> {
    if (!found) return refuse(404, CART_MESSAGES.productNotFound);
    const engraving = judgeEngraving(line.engraving, found.product.engravingMaxLength);
    if (!engraving.ok) return refuse(400, engraving.message);
    const chosen = await chooseVariant(reader, found.product.id, found.activeVariants, line.variantId);
    if ('ok' in chosen) return chosen;
    const variantId = chosen.variant?.id ?? null;
    const max = getCartLineMax(getSellingTerms(found.product, chosen.variant));
    if (max === 0) return refuse(400, CART_MESSAGES.outOfStock);
    if (line.quantity > max) return refuse(400, maxQuantityMessage(max));
    const newLine = { lineId: newId(), cartId: newId(), userId: customer.userId, productId: found.product.id, variantId, engraving: engraving.text, quantity: line.quantity };
    const terms = remembered ? { maxOrderQuantity: found.product.maxOrderQuantity } : undefined;
    const add = reader === db ? addAndRead : addAndReadWith(reader);
    let outcome = await add(newLine, max, terms);
    if (!outcome.added && outcome.why === 'cart-not-visible') outcome = await add(newLine, max, terms);
    if (!outcome.added) {
      if (outcome.why === 'cart-not-visible') throw new Error('The cart created by a concurrent add is still not visible');
      return outcome.why === 'terms-changed' ? outcome.why : refuse(400, maxQuantityMessage(max));
    }
    const whole = outcome.whole;
    return { ok: true, message: CART_MESSAGES.added, cart: await readCart(reader, customer, now(), [], async () => whole) };
  }

  return {
    getCart(customer: CartCustomer): Promise<Cart> {
      return readCart(db, customer, now(), [], readWholeCart);
    },

    /**
     * Adds pieces; the same product and variant again raise the one line. The line may hold at
     * most 99, the stock and maxOrderQuantity. With `tx`, runs inside the caller's transaction
     * (the wishlist's move to the cart). A plain piece added lately is decided on without
     * reading it again (plain-piece-memo.ts): the add statement checks its terms still hold,
     * and anything but a successful add is decided again on a fresh read.
     */
    async addItem(customer: CartCustomer, line: AddLine, tx?: Database): Promise<CartOutcome> {
      // An engraved add reads the piece afresh: its engraving maximum is judged on what staff set now.
      const remembered = tx || line.variantId || line.engraving?.trim() ? undefined : plainPieces.recall(line.productId);
      if (remembered) {
        const outcome = await addDecided(customer, line, remembered, db, true);
        if (outcome !== 'terms-changed' && outcome.ok) return outcome;
      }
      const found = tx ? await findProductForCart(tx, line.productId) : await readProduct(line.productId);
      if (!tx) {
        if (found) plainPieces.remember(line.productId, found);
        else plainPieces.forget(line.productId);
      }
      const outcome = await addDecided(customer, line, found, tx ?? db);
      if (outcome === 'terms-changed') throw new Error('An add decided on a fresh read cannot find its terms changed');
      return outcome;
    },

    /**
     * Sets a line's quantity (0 or less removes it) and/or its engraving; what
     * is not sent is kept. A new engraving that another line of the same piece already has joins
     * that line (within the line's maximum), as adding it would.
     */
    updateItem(customer: CartCustomer, lineId: string, { quantity: sent, engraving: text }: LineChange): Promise<CartOutcome> {
      return withLockedCart(customer, async (tx, cart) => {
        const own = await findOwnLine(tx, cart.id, lineId);
        if (!own) return refuse(404, CART_MESSAGES.itemNotFound);
        const quantity = sent ?? own.line.quantity;
        if (quantity <= 0) {
          await deleteLine(tx, cart.id, lineId);
          await touchCart(tx, cart.id);
          return done(CART_MESSAGES.removed);
        }
        const terms = getSellingTerms(own.product, own.variant);
        const max = getCartLineMax(terms);
        if (max === 0) return refuse(400, terms.isOnSale ? CART_MESSAGES.outOfStock : CART_LINE_REASONS.retired);
        if (quantity > max) return refuse(400, maxQuantityMessage(max));
        if (text !== undefined) {
          const engraving = judgeEngraving(text, own.product.engravingMaxLength);
          if (!engraving.ok) return refuse(400, engraving.message);
          if (engraving.text !== own.line.engraving) {
            const twin = await findTwinLine(tx, cart.id, own.line, engraving.text);
            if (twin) {
              if (twin.quantity + quantity > max) return refuse(400, maxQuantityMessage(max));
              await setLineQuantity(tx, twin.id, twin.quantity + quantity);
              await deleteLine(tx, cart.id, lineId);
              await touchCart(tx, cart.id);
              return done(CART_MESSAGES.updated);
            }
            await setLineEngraving(tx, lineId, engraving.text);
          }
        }
        await setLineQuantity(tx, lineId, quantity);
        await touchCart(tx, cart.id);
        return done(CART_MESSAGES.updated);
      });
    },

    removeItem(customer: CartCustomer, lineId: string): Promise<CartOutcome> {
      return withLockedCart(customer, async (tx, cart) => {
        if (!(await deleteLine(tx, cart.id, lineId))) return refuse(404, CART_MESSAGES.itemNotFound);
        await touchCart(tx, cart.id);
        return done(CART_MESSAGES.removed);
      });
    },

    /** Empties the cart and takes its coupon off. */
    clear(customer: CartCustomer): Promise<CartOutcome> {
      return withLockedCart(customer, async (tx, cart) => {
        await deleteAllLines(tx, cart.id);
        await touchCart(tx, cart.id, null);
        return done(CART_MESSAGES.cleared);
      });
    },

    /** One coupon per cart: applying another replaces it; a coupon that does not apply says why. */
    applyCoupon(customer: CartCustomer, couponCode: string): Promise<CartOutcome> {
      const code = normaliseCouponCode(couponCode);
      if (!code) return Promise.resolve(refuse(400, COUPON_MESSAGES.enterCode));
      return withLockedCart(customer, async (tx, cart) => {
        const coupon = await findShopperCoupon(tx, code, now());
        if (!coupon) return refuse(400, COUPON_MESSAGES.invalidCode);
        const verdict = await judgeCoupon(tx, customer.userId, coupon, await readPricedLines(tx, cart.id), now());
        if (!verdict.ok) return refuse(400, verdict.message);
        await touchCart(tx, cart.id, coupon.id);
        return done(CART_MESSAGES.couponApplied);
      });
    },

    /** Takes the coupon off; with a code, only when it is the applied one. */
    removeCoupon(customer: CartCustomer, couponCode?: string): Promise<CartOutcome> {
      return withLockedCart(customer, async (tx, cart) => {
        if (!cart.couponId) return refuse(404, COUPON_MESSAGES.notFound);
        if (couponCode !== undefined) {
          const coupon = await findCouponByCode(tx, normaliseCouponCode(couponCode));
          if (coupon?.id !== cart.couponId) return refuse(404, COUPON_MESSAGES.notFound);
        }
        await touchCart(tx, cart.id, null);
        return done(COUPON_MESSAGES.removed);
      });
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
