import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/index';
import { newId } from '../../lib/new-id';

/** Adds the address; false when it was already there (the unique index ignores case). */
export async function insertSubscriber(db: Database, email: string, source: string): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ id: newId(), email, source })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}
