import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, cartItems, carts, orderItems, orderStatusHistory, orders, productVariants, products } from '../../db/schema/index';
import type { OrderProductSnapshot } from '../../db/schema/orders';
import { newId } from '../../lib/new-id';
import { productColumns, variantColumns, type CartLineRecord } from '../cart/cart.repository';
import type { OrderRecord } from './orders.repository';
import type { OrderItemRow, OrderRow, StatusHistoryRow } from './orders.types';

/** The hallmark and shipping facts of a product in the cart, read while its row is locked. */
export interface ProductFacts {
  id: string;
  metal: string;
  metalPurity: string | null;
  huid: string | null;
  metalWeightMg: number | null;
  codAvailable: boolean;
}

type Rows<T> = { rows: T[] };

const factColumns = {
  id: products.id,
  metal: products.metal,
  metalPurity: products.metalPurity,
  huid: products.huid,
  metalWeightMg: products.metalWeightMg,
  codAvailable: products.codAvailable,
};

const byCartOrder = (a: CartLineRecord, b: CartLineRecord) => a.line.addedAt.getTime() - b.line.addedAt.getTime() || a.line.id.localeCompare(b.line.id);

/**
 * The cart's lines read while their stock rows are locked (SELECT ... FOR UPDATE), in the order
 * every stock change in the store uses (order-stock.ts): the products of every line by id, in
 * the read of the lines itself (FOR UPDATE OF products answers each product as it is once its
 * lock is held), then, only when lines have variants, the variants by id, read again under
 * their locks. Two orders for the same pieces queue instead of deadlocking, and neither sells
 * a unit the other took. Answers the lines in the cart's order, and the hallmark and shipping
 * facts of their products.
 */
export async function lockCartLines(tx: Database, cartId: string): Promise<{ lines: CartLineRecord[]; facts: Map<string, ProductFacts> }> {
  const rows = await tx
    .select({ line: cartItems, product: productColumns, variant: variantColumns, brandName: brands.name, facts: factColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(cartItems.cartId, sql.placeholder('cartId')))
    .orderBy(asc(products.id))
    .for('update', { of: products })
    // Named: PostgreSQL parses and plans it once per connection, though each order runs it in its own transaction.
    .prepare('order_lock_cart_lines')
    .execute({ cartId });
  const facts = new Map(rows.map((row) => [row.facts.id, row.facts]));
  let lines: CartLineRecord[] = rows.map(({ line, product, variant, brandName }) => ({ line, product, variant, brandName }));
  // A cancel or an expiry gives a variant's stock back under the variant's lock alone (order-stock.ts).
  const variantIds = [...new Set(lines.flatMap((line) => (line.variant ? [line.variant.id] : [])))].sort();
  if (variantIds.length > 0) {
    const locked = await tx.select(variantColumns).from(productVariants).where(inArray(productVariants.id, variantIds)).orderBy(asc(productVariants.id)).for('update');
    const current = new Map(locked.map((variant) => [variant.id, variant]));
    lines = lines.map((line) => (line.variant ? { ...line, variant: current.get(line.variant.id) ?? null } : line));
  }
  return { lines: lines.sort(byCartOrder), facts };
}

export interface OrderLineWrite {
  productId: string;
  variantId: string | null;
  quantity: number;
  unitPricePaise: number;
  mrpPaise: number;
  lineTotalPaise: number;
  snapshot: OrderProductSnapshot;
  variantName: string | null;
  variantAttributes: Array<{ name: string; value: string }>;
  engraving: string | null;
}

/** `update <table> set stock = stock - q from (values ...)` for the lines of one kind; the guard refuses to go below zero. */
function takeStockCte(name: string, table: typeof products | typeof productVariants, lines: Array<{ id: string; quantity: number }>): SQL {
  const values = sql.join(lines.map((line) => sql`(${line.id}, ${line.quantity}::integer)`), sql`, `);
  return sql`${sql.raw(name)} as (
    update ${table} t set stock_quantity = t.stock_quantity - v.q, updated_at = now()
    from (values ${values}) as v(id, q)
    where t.id = v.id and t.stock_quantity >= v.q
    returning t.id)`;
}

/** An order row as placed; the number is drawn from the counter while the row is written. */
export type NewOrder = Omit<OrderRow, 'orderNumber'>;

/**
 * The whole order in one statement (one round trip while the locks are held): the order row,
 * its lines, the first history entry, the stock taken, and the cart emptied with its coupon
 * off. Answers what was written as a read would answer it (the order is answered without
 * reading it back; orders.test.ts compares the two). Throws if any stock row was not taken (the
 * lock and the check before make that a bug).
 */
export async function writeOrder(
  tx: Database,
  order: NewOrder,
  numberPrefix: string,
  cartId: string,
  lines: readonly OrderLineWrite[],
): Promise<Required<OrderRecord>> {
  const at = order.createdAt.toISOString();
  const itemRows: OrderItemRow[] = lines.map((line, position) => ({
    id: newId(),
    orderId: order.id,
    position,
    productId: line.productId,
    variantId: line.variantId,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    mrpPaise: line.mrpPaise,
    lineTotalPaise: line.lineTotalPaise,
    productSnapshot: line.snapshot,
    variantName: line.variantName,
    variantAttributes: line.variantAttributes,
    engraving: line.engraving,
  }));
  const placed: StatusHistoryRow = { id: newId(), orderId: order.id, status: 'pending', changedBy: 'customer', notes: 'Order placed', createdAt: order.createdAt };
  // The counter is read in the insert itself: unique under concurrency, no extra round trip.
  const insertOrder = tx
    .insert(orders)
    .values({ ...order, orderNumber: sql`${numberPrefix} || lpad(nextval('order_number_seq')::text, 6, '0')` })
    .returning({ orderNumber: orders.orderNumber });
  const items = sql.join(
    itemRows.map((row) => sql`(${row.id}, ${row.orderId}, ${row.position}, ${row.productId}, ${row.variantId}, ${row.quantity},
      ${row.unitPricePaise}, ${row.mrpPaise}, ${row.lineTotalPaise}, ${JSON.stringify(row.productSnapshot)}::jsonb, ${row.variantName},
      ${JSON.stringify(row.variantAttributes)}::jsonb, ${row.engraving})`),
    sql`, `,
  );
  const productLines = lines.filter((line) => !line.variantId).map((line) => ({ id: line.productId, quantity: line.quantity }));
  const variantLines = lines.filter((line) => line.variantId).map((line) => ({ id: line.variantId!, quantity: line.quantity }));
  // The lines and the history refer to the order row of the same statement: PostgreSQL checks
  // their foreign keys when the statement ends, when that row is there.
  const ctes = [
    sql`placed as ${insertOrder}`, // drizzle writes an embedded query in parentheses
    sql`items as (insert into ${orderItems} (id, order_id, position, product_id, variant_id, quantity, unit_price_paise, mrp_paise,
      line_total_paise, product_snapshot, variant_name, variant_attributes, engraving) values ${items} returning 1)`,
    sql`history as (insert into ${orderStatusHistory} (id, order_id, status, changed_by, notes, created_at)
      values (${placed.id}, ${placed.orderId}, ${placed.status}, ${placed.changedBy}, ${placed.notes}, ${at}) returning 1)`,
    sql`emptied as (delete from ${cartItems} where cart_id = ${cartId} returning 1)`,
    sql`touched as (update ${carts} set coupon_id = null, updated_at = ${at} where id = ${cartId} returning 1)`,
  ];
  if (productLines.length > 0) ctes.push(takeStockCte('taken_products', products, productLines));
  if (variantLines.length > 0) ctes.push(takeStockCte('taken_variants', productVariants, variantLines));
  const counted = (name: string, wanted: number) => (wanted > 0 ? sql.raw(`(select count(*) from ${name})::integer`) : sql`0`);
  const result = (await tx.execute(sql`
    with ${sql.join(ctes, sql`, `)}
    select (select order_number from placed) as "orderNumber",
      ${counted('taken_products', productLines.length)} as products, ${counted('taken_variants', variantLines.length)} as variants,
      (select count(*) from items)::integer as items, (select count(*) from history)::integer as history,
      (select count(*) from emptied)::integer as emptied, (select count(*) from touched)::integer as touched`)) as unknown as Rows<{
    orderNumber: string;
    products: number;
    variants: number;
  }>;
  const written = result.rows[0]!;
  if (Number(written.products) !== productLines.length || Number(written.variants) !== variantLines.length) {
    throw new Error(`order ${order.id}: stock changed under its lock`);
  }
  return { order: { ...order, orderNumber: written.orderNumber }, items: itemRows, history: [placed] };
}
