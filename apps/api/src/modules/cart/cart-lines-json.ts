import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { brands, productVariants, products } from '../../db/schema/index';
import { productColumns, variantColumns } from './cart-columns';
import type { CartLineRecord } from './cart.repository';

/** The line columns a lines source offers: the cart_items table itself, or a CTE of its rows. */
export type LineColumns = Record<'id' | 'cartId' | 'productId' | 'variantId' | 'quantity' | 'engraving' | 'addedAt' | 'updatedAt', SQLWrapper>;

/** A line as the database writes it in JSON: the same record, its times as ISO text. */
type LineJson = Omit<CartLineRecord, 'line'> & { line: Omit<CartLineRecord['line'], 'addedAt' | 'updatedAt'> & { addedAt: string; updatedAt: string } };

/** json_build_object of the columns under their own names (our identifiers, never input). */
function jsonObject(columns: Record<string, SQLWrapper>): SQL {
  return sql`json_build_object(${sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;
}

/** Exactly the line's own columns (a table also carries methods, a CTE its alias). */
function lineOnly({ id, cartId, productId, variantId, quantity, engraving, addedAt, updatedAt }: LineColumns): LineColumns {
  return { id, cartId, productId, variantId, quantity, engraving, addedAt, updatedAt };
}

/**
 * The cart's lines with their products, variants and brands as ONE JSON value, oldest first
 * (an empty array for none): a whole-cart read is one row instead of one row per line, each
 * repeating the cart and its coupon. Decoding and mapping 56 columns a line was about a third
 * of the cart read's CPU; JSON.parse of the lines is a fraction of it. `line` names the columns
 * of `source` (cart_items, or a CTE of its rows after a write); the product and variant carry the
 * columns every other cart read takes (cart-columns.ts).
 */
export function cartLinesJson(source: SQLWrapper, line: LineColumns, cartId: SQLWrapper): SQL<LineJson[]> {
  return sql<LineJson[]>`(select coalesce(json_agg(json_build_object(
      'line', ${jsonObject(lineOnly(line))},
      'product', ${jsonObject(productColumns)},
      'variant', case when ${productVariants.id} is null then null else ${jsonObject(variantColumns)} end,
      'brandName', ${brands.name}
    ) order by ${line.addedAt}, ${line.id}), '[]')
    from ${source}
    inner join ${products} on ${products.id} = ${line.productId}
    left join ${productVariants} on ${productVariants.id} = ${line.variantId}
    left join ${brands} on ${brands.id} = ${products.brandId}
    where ${line.cartId} = ${cartId})`;
}

/** The lines as the cart's pricing reads them, with their times as dates. */
export function toLineRecords(lines: LineJson[]): CartLineRecord[] {
  return lines.map(({ line, product, variant, brandName }) => ({
    line: { ...line, addedAt: new Date(line.addedAt), updatedAt: new Date(line.updatedAt) },
    product,
    variant,
    brandName,
  }));
}
