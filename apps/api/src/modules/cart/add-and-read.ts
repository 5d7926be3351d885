import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, carts, coupons, productVariants, products } from '../../db/schema/index';
import { cartLinesJson } from './cart-lines-json';
import { toWholeCart, type WholeCart } from './cart.repository';

export interface NewCartLine {
  /** The id of the line if it is new, and of the cart if the customer has none yet. */
  lineId: string;
  cartId: string;
  userId: string;
  productId: string;
  variantId: string | null;
  /** Judged already (rules/engraving.ts); null for none. */
  engraving: string | null;
  quantity: number;
}

/**
 * What an add decided on a remembered piece (plain-piece-memo.ts) rests on: the piece is on
 * sale without variants, its maxOrderQuantity is this one, and its stock is still at least the
 * line's `max` (the smallest of 99, stock and maxOrderQuantity), so that `max` still holds.
 */
export interface RememberedTerms {
  maxOrderQuantity: number;
}

/** What an add did ('over-max' and 'terms-changed' changed nothing), with the cart as it stands after it. */
export type AddOutcome = { added: true; whole: WholeCart } | { added: false; why: 'over-max' | 'cart-not-visible' | 'terms-changed' };

const param = {
  lineId: sql.placeholder('lineId'),
  cartId: sql.placeholder('cartId'),
  userId: sql.placeholder('userId'),
  productId: sql.placeholder('productId'),
  variantId: sql.placeholder('variantId'),
  engraving: sql.placeholder('engraving'),
  quantity: sql.placeholder('quantity'),
  max: sql.placeholder('max'),
  maxOrderQuantity: sql.placeholder('maxOrderQuantity'),
};

/**
 * Adds pieces to the customer's cart and reads the whole cart after it, in ONE statement:
 * a new line, or the existing line of this product, variant and engraving raised, but only while it stays
 * within `max`, the cart created on first use and its updated_at set with the line. The add is
 * the cart's hottest write, so it is one round trip instead of a transaction of four reads and
 * writes and a read after it. The statement locks the cart row first (as every other change of
 * the cart does, so the locks are always taken cart then line, and an add never deadlocks with
 * a quantity change), and the upsert re-checks `max` against the committed quantity of a line a
 * racing add has just raised. With `remembered`, the line is written only while those terms
 * hold in the database.
 *
 * A statement does not see its own writes, so the cart after the add is put together from what
 * the writes return: the touched (or just created) cart row, and the written line in place of
 * its old self among the others.
 */
function addAndReadQuery(db: Database, remembered: boolean) {
  const termsHold = remembered
    ? sql`exists (select 1 from ${products} p where p.id = ${param.productId} and p.is_active
        and p.max_order_quantity = ${param.maxOrderQuantity} and p.stock_quantity >= ${param.max}
        and not exists (select 1 from ${productVariants} v where v.product_id = p.id and v.is_active))`
    : sql`true`;
  const created = db.$with('created', getTableColumns(carts)).as(sql`
    insert into ${carts} (id, user_id) values (${param.cartId}, ${param.userId}) on conflict (user_id) do nothing returning *`);
  const existing = db.$with('existing', getTableColumns(carts)).as(sql`select * from ${carts} where user_id = ${param.userId} for no key update`);
  const cart = db.$with('cart', { id: carts.id }).as(sql`select id from created union all select id from existing limit 1`);
  const line = db.$with('line', getTableColumns(cartItems)).as(sql`
    insert into ${cartItems} (id, cart_id, product_id, variant_id, engraving, quantity)
    select ${param.lineId}, cart.id, ${param.productId}, ${param.variantId}, ${param.engraving}, ${param.quantity} from cart where ${termsHold}
    on conflict (cart_id, product_id, (coalesce(variant_id, '')), (coalesce(engraving, ''))) do update
      set quantity = ${cartItems}.quantity + excluded.quantity, updated_at = now()
      where ${cartItems}.quantity + excluded.quantity <= ${param.max}
    returning *`);
  const touched = db.$with('touched', getTableColumns(carts)).as(sql`
    update ${carts} set updated_at = now() where id in (select id from existing) and exists (select 1 from line) returning *`);
  const cartAfter = db.$with('cart_after', getTableColumns(carts)).as(sql`
    select * from touched
    union all select * from created
    union all select * from existing where not exists (select 1 from touched)`);
  const linesAfter = db.$with('lines_after', getTableColumns(cartItems)).as(sql`
    select * from line
    union all select * from ${cartItems} where cart_id in (select id from cart) and id not in (select id from line)`);
  return db
    .with(created, existing, cart, line, touched, cartAfter, linesAfter)
    .select({
      cart: { id: cartAfter.id, userId: cartAfter.userId, couponId: cartAfter.couponId, createdAt: cartAfter.createdAt, updatedAt: cartAfter.updatedAt },
      coupon: coupons,
      lines: cartLinesJson(linesAfter, linesAfter, cartAfter.id),
      addedQuantity: sql<number | null>`(select quantity from line)`,
      termsHold: sql<boolean>`${termsHold}`,
    })
    .from(cartAfter)
    .leftJoin(coupons, eq(coupons.id, cartAfter.couponId));
}
type AddAndReadRow = Awaited<ReturnType<typeof addAndReadQuery>>[number];

function toOutcome(rows: AddAndReadRow[]): AddOutcome {
  const [first] = rows;
  if (!first) return { added: false, why: 'cart-not-visible' };
  if (!first.termsHold) return { added: false, why: 'terms-changed' };
  if (first.addedQuantity === null) return { added: false, why: 'over-max' };
  return { added: true, whole: toWholeCart(rows)! };
}

export type AddAndRead = (line: NewCartLine, max: number, remembered?: RememberedTerms) => Promise<AddOutcome>;

function statementValues(line: NewCartLine, max: number, remembered?: RememberedTerms) {
  return { ...line, max, maxOrderQuantity: remembered?.maxOrderQuantity ?? null };
}

/** The add on any handle (a caller's transaction included). */
export function addAndReadWith(db: Database): AddAndRead {
  return async (line, max, remembered) => toOutcome(await addAndReadQuery(db, remembered !== undefined).execute(statementValues(line, max, remembered)));
}

/** The same add prepared once, for the pool itself (see prepareWholeCartRead). */
export function prepareAddAndRead(db: Database): AddAndRead {
  const plain = addAndReadQuery(db, false).prepare('cart_add_and_read');
  const guarded = addAndReadQuery(db, true).prepare('cart_add_remembered_and_read');
  return async (line, max, remembered) => toOutcome(await (remembered ? guarded : plain).execute(statementValues(line, max, remembered)));
}
