import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goldPlanEnrolments, goldPlanInstalments, goldPlans } from '../../db/schema/index';

export type GoldPlanRow = typeof goldPlans.$inferSelect;
export type EnrolmentRow = typeof goldPlanEnrolments.$inferSelect;
export type InstalmentRow = typeof goldPlanInstalments.$inferSelect;

export async function findActivePlans(db: Database): Promise<GoldPlanRow[]> {
  return db.select().from(goldPlans).where(eq(goldPlans.isActive, true)).orderBy(asc(goldPlans.createdAt), asc(goldPlans.id));
}

export async function findPlan(db: Database, id: string): Promise<GoldPlanRow | undefined> {
  const [row] = await db.select().from(goldPlans).where(eq(goldPlans.id, id)).limit(1);
  return row;
}

export async function findPlansById(db: Database, ids: string[]): Promise<Map<string, GoldPlanRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(goldPlans).where(inArray(goldPlans.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function insertEnrolment(db: Database, row: typeof goldPlanEnrolments.$inferInsert): Promise<EnrolmentRow> {
  const [created] = await db.insert(goldPlanEnrolments).values(row).returning();
  return created!;
}

/** A customer's own enrolment; another customer's is not found. */
export async function findOwnEnrolment(db: Database, userId: string, id: string): Promise<EnrolmentRow | undefined> {
  const [row] = await db.select().from(goldPlanEnrolments).where(and(eq(goldPlanEnrolments.id, id), eq(goldPlanEnrolments.userId, userId))).limit(1);
  return row;
}

export async function findEnrolment(db: Database, id: string): Promise<EnrolmentRow | undefined> {
  const [row] = await db.select().from(goldPlanEnrolments).where(eq(goldPlanEnrolments.id, id)).limit(1);
  return row;
}

/** Locks the enrolment until the transaction ends: instalments are recorded and the plan closed one at a time. */
export async function lockEnrolment(db: Database, id: string): Promise<EnrolmentRow | undefined> {
  const [row] = await db.select().from(goldPlanEnrolments).where(eq(goldPlanEnrolments.id, id)).for('update').limit(1);
  return row;
}

export async function listOwnEnrolments(db: Database, userId: string): Promise<EnrolmentRow[]> {
  return db.select().from(goldPlanEnrolments).where(eq(goldPlanEnrolments.userId, userId)).orderBy(desc(goldPlanEnrolments.createdAt), desc(goldPlanEnrolments.id));
}

/** The instalments paid of each enrolment, by number. */
export async function findInstalments(db: Database, enrolmentIds: string[]): Promise<Map<string, InstalmentRow[]>> {
  const byEnrolment = new Map<string, InstalmentRow[]>(enrolmentIds.map((id) => [id, []]));
  if (enrolmentIds.length === 0) return byEnrolment;
  const rows = await db.select().from(goldPlanInstalments).where(inArray(goldPlanInstalments.enrolmentId, enrolmentIds)).orderBy(asc(goldPlanInstalments.number));
  for (const row of rows) byEnrolment.get(row.enrolmentId)!.push(row);
  return byEnrolment;
}

export async function countInstalments(db: Database, enrolmentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goldPlanInstalments).where(eq(goldPlanInstalments.enrolmentId, enrolmentId));
  return row?.n ?? 0;
}

export async function findInstalment(db: Database, enrolmentId: string, number: number): Promise<InstalmentRow | undefined> {
  const [row] = await db.select().from(goldPlanInstalments).where(and(eq(goldPlanInstalments.enrolmentId, enrolmentId), eq(goldPlanInstalments.number, number))).limit(1);
  return row;
}

export async function insertInstalment(db: Database, row: typeof goldPlanInstalments.$inferInsert): Promise<InstalmentRow> {
  const [created] = await db.insert(goldPlanInstalments).values(row).returning();
  return created!;
}

export async function closeEnrolment(db: Database, id: string, now: Date): Promise<void> {
  await db.update(goldPlanEnrolments).set({ status: 'closed', closedAt: now, updatedAt: now }).where(eq(goldPlanEnrolments.id, id));
}
