import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A text column's four languages (jsonb `{ en, hi?, ta?, te? }`) as one string, so staff find a record by its words in any of them. */
export const inEveryLanguage = (column: PgColumn): SQL => sql`concat_ws(' ', ${column}->>'en', ${column}->>'hi', ${column}->>'ta', ${column}->>'te')`;
