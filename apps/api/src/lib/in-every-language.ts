import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { STORE_LANGUAGES } from '@aabhushan/shared/language-choice';

/**
 * A text column's languages (jsonb `{ en, hi?, ta?, te? }`) as one string, so a search finds a
 * record by its words in any of them: the staff lists and the store's blog search.
 */
export const inEveryLanguage = (column: PgColumn): SQL =>
  sql`concat_ws(' ', ${sql.join(
    STORE_LANGUAGES.map((language) => sql`${column}->>${sql.raw(`'${language}'`)}`),
    sql`, `,
  )})`;
