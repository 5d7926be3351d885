import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { paiseToRupees } from '@aabhushan/shared/rules/money';
import {
  ADMIN_PEOPLE_MESSAGES as M,
  type AdminCustomer,
  type AdminCustomerListQuery,
  type AdminEnquiry,
  type AdminEnquiryListQuery,
} from '@aabhushan/shared/schemas/admin-people';
import type { Database } from '../../../db/client';
import { enquiries, newsletterSubscribers, orders, refreshTokens, users } from '../../../db/schema/index';
import type { DataCipher } from '../../../lib/data-cipher';
import { escapeLike } from '../../../lib/escape-like';
import { accountFieldContext } from '../../auth/account-personal';
import { openEnquiryNumber } from '../../enquiry/enquiry-number';
import { phoneDigests, toPhoneDigits } from '../../personal-data/phone-digest';
import { recordAudit } from '../audit';
import { isSale } from '../dashboard/admin-dashboard';

type Refusal = { ok: false; status: 400 | 404; message: string };
const refuse = (status: 400 | 404, message: string): Refusal => ({ ok: false, status, message });

/** The value of a customer's orders that count as sales (the dashboard's rule). */
const saleTotal = sql<string>`coalesce(sum(${orders.grandTotalPaise}) filter (where ${isSale}), 0)`;

const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  contact: users.contact,
  city: users.city,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
  orders: sql<number>`cast(count(${orders.id}) as integer)`,
  spentPaise: saleTotal,
};

type CustomerRow = { id: string; name: string; email: string; contact: string | null; city: string | null; createdAt: Date; disabledAt: Date | null; orders: number; spentPaise: string };
const toCustomer = (cipher: DataCipher, row: CustomerRow): AdminCustomer => ({
  id: row.id,
  name: row.name,
  email: row.email,
  contact: row.contact === null ? null : cipher.open(row.contact, accountFieldContext(row.id, 'contact')),
  city: row.city,
  createdAt: row.createdAt.toISOString(),
  orders: row.orders,
  spent: paiseToRupees(Number(row.spentPaise)),
  disabledAt: row.disabledAt?.toISOString() ?? null,
});

const toEnquiry = (cipher: DataCipher, row: typeof enquiries.$inferSelect): AdminEnquiry => ({
  id: row.id,
  name: row.name,
  email: row.email,
  number: openEnquiryNumber(cipher, row.id, row.numberSealed),
  category: row.category,
  message: row.message,
  status: row.status === 'handled' ? 'handled' : 'active',
  createdAt: row.createdAt.toISOString(),
});

/** A field for a CSV line: quoted, quotes doubled, and never read as a formula by a spreadsheet. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Customers, enquiries and newsletter subscribers for staff (issue 13). */
export function createPeopleService(db: Database, { cipher, forgetSessions }: { cipher: DataCipher; forgetSessions: (sessionIds: readonly string[]) => void }) {
  const readCustomer = (id: string) => readCustomerIn(db, cipher, id);

  return {
    async listCustomers({ q, page, limit }: AdminCustomerListQuery) {
      const conditions: SQL[] = [eq(users.roleType, 'customer')];
      // The phone is sealed: a search finds it only whole (its keyed digest), never by a part.
      const byPhone = toPhoneDigits(q ?? '') === '' ? [] : [inArray(users.contactDigest, phoneDigests(cipher, q!))];
      if (q) conditions.push(or(ilike(users.name, `%${escapeLike(q)}%`), ilike(users.email, `%${escapeLike(q)}%`), ...byPhone)!);
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db.select(customerColumns).from(users).leftJoin(orders, eq(orders.userId, users.id)).where(where).groupBy(users.id).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset((page - 1) * limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { customers: rows.map((row) => toCustomer(cipher, row)), total: counted?.total ?? 0 };
    },

    getCustomer: readCustomer,

    /** Disables a customer's account (its sessions end at once) or enables it again; audited. */
    async setCustomerDisabled(actorId: string, id: string, disabled: boolean): Promise<{ ok: true; customer: AdminCustomer; message: string } | Refusal> {
      const [account] = await db.select({ roleType: users.roleType }).from(users).where(eq(users.id, id)).limit(1);
      if (!account) return refuse(404, M.customerNotFound);
      if (account.roleType !== 'customer') return refuse(400, M.staffNotDisabled);
      const before = (await readCustomer(id))!;
      const now = new Date();
      const ended = await db.transaction(async (tx) => {
        await tx.update(users).set({ disabledAt: disabled ? (before.disabledAt ? new Date(before.disabledAt) : now) : null, updatedAt: now }).where(eq(users.id, id));
        // Every session of the account ends (the database tells every server: migration 0011).
        const revoked = disabled
          ? await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, id), sql`${refreshTokens.revokedAt} is null`)).returning({ familyId: refreshTokens.familyId })
          : [];
        const after = (await readCustomerIn(tx, cipher, id))!;
        // The trail keeps no phone number: it is never sealed, and the change is not to the phone.
        await recordAudit(tx, { actorId, action: disabled ? 'customer.disable' : 'customer.enable', entityType: 'customer', entityId: id, before: withoutPhone(before), after: withoutPhone(after) }, now);
        return [...new Set(revoked.map((row) => row.familyId))];
      });
      forgetSessions(ended);
      return { ok: true, customer: (await readCustomer(id))!, message: disabled ? M.disabled : M.enabled };
    },

    async listEnquiries({ status, page, limit }: AdminEnquiryListQuery) {
      const where = status ? eq(enquiries.status, status) : undefined;
      const [rows, [counted]] = await Promise.all([
        db.select().from(enquiries).where(where).orderBy(desc(enquiries.createdAt), desc(enquiries.id)).limit(limit).offset((page - 1) * limit),
        db.select({ total: count() }).from(enquiries).where(where),
      ]);
      return { enquiries: rows.map((row) => toEnquiry(cipher, row)), total: counted?.total ?? 0 };
    },

    async setEnquiryStatus(actorId: string, id: string, status: 'active' | 'handled'): Promise<{ ok: true; enquiry: AdminEnquiry; message: string } | Refusal> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
        if (!row) return refuse(404, M.enquiryNotFound);
        const [saved] = await tx.update(enquiries).set({ status }).where(eq(enquiries.id, id)).returning();
        await recordAudit(tx, { actorId, action: `enquiry.${status}`, entityType: 'enquiry', entityId: id, before: { status: row.status }, after: { status } });
        return { ok: true as const, enquiry: toEnquiry(cipher, saved!), message: status === 'handled' ? M.handled : M.reopened };
      });
    },

    /** Every newsletter subscriber as CSV (e-mail, where they signed up, when), oldest first. */
    async subscribersCsv(): Promise<string> {
      const rows = await db.select().from(newsletterSubscribers).orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id);
      const lines = rows.map((row) => [row.email, row.source, row.createdAt.toISOString()].map(csvField).join(','));
      return ['"email","source","subscribed_at"', ...lines].join('\r\n') + '\r\n';
    },
  };
}

/** One customer with their orders counted (staff accounts are not customers). */
async function readCustomerIn(db: Database, cipher: DataCipher, id: string): Promise<AdminCustomer | undefined> {
  const [row] = await db.select(customerColumns).from(users).leftJoin(orders, eq(orders.userId, users.id)).where(and(eq(users.id, id), eq(users.roleType, 'customer'))).groupBy(users.id);
  return row && toCustomer(cipher, row);
}

function withoutPhone(customer: AdminCustomer): Omit<AdminCustomer, 'contact'> {
  const { contact: _phone, ...rest } = customer;
  return rest;
}

export type PeopleService = ReturnType<typeof createPeopleService>;
