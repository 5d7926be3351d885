import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceCounters, invoices } from '../../db/schema/index';
import { newId } from '../../lib/new-id';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { InvoiceSeller } from './invoice-document';
import { financialYearOf, formatInvoiceNumber } from './invoice-number';

export type InvoiceRecord = typeof invoices.$inferSelect;

export async function findInvoiceByOrderId(db: Database, orderId: string): Promise<InvoiceRecord | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return row;
}

/**
 * The order's invoice, numbered on first issue, with the seller block as the settings are now. The financial year's counter row is locked
 * for the whole transaction, so numbers are given one at a time with no gap and no repeat;
 * a second request for the same order waits on that lock and then finds the invoice already
 * issued. (Across a year end the two would lock different rows: the unique order index
 * decides, and the loser reads the winner's invoice.)
 */
export async function issueInvoice(db: Database, orderId: string, seller: InvoiceSeller, now: Date = new Date()): Promise<InvoiceRecord> {
  const existing = await findInvoiceByOrderId(db, orderId);
  if (existing) return existing;
  const financialYear = financialYearOf(now);
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(invoiceCounters).values({ financialYear, lastSequence: 0 }).onConflictDoNothing();
      const [counter] = await tx.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, financialYear)).for('update');
      const issued = await findInvoiceByOrderId(tx, orderId);
      if (issued) return issued;
      const sequence = counter!.lastSequence + 1;
      await tx.update(invoiceCounters).set({ lastSequence: sql`${invoiceCounters.lastSequence} + 1` }).where(eq(invoiceCounters.financialYear, financialYear));
      const [row] = await tx
        .insert(invoices)
        .values({ id: newId(), orderId, number: formatInvoiceNumber(financialYear, sequence), financialYear, sequence, issuedAt: now, seller })
        .returning();
      return row!;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findInvoiceByOrderId(db, orderId);
    if (!winner) throw error;
    return winner;
  }
}
