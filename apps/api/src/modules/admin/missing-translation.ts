import { or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TranslationLanguage } from '@aabhushan/shared/schemas/admin-catalogue-fields';

/**
 * A staff list's `missing=ta`, in SQL: one of these text columns (jsonb `{ en, hi?, ta?, te? }`)
 * has its English but not the language, or only blanks for it (the storefront then shows the
 * English). A text with no English (an optional one left empty, a banner without a button)
 * needs no translation. The same SQL on PGlite and PostgreSQL.
 */
const BLANKS = sql.raw(`E' \\t\\n\\r'`);

export function missingTranslationSql(columns: PgColumn[], language: TranslationLanguage): SQL {
  // The language is one of three fixed codes (the query's schema), bound as a parameter all the same.
  return or(
    // Blank as the editor's trim() judges it: spaces, tabs and line breaks alike.
    ...columns.map((column) => sql`(coalesce(btrim(${column}->>'en', ${BLANKS}), '') <> '' and coalesce(btrim(${column}->>${language}::text, ${BLANKS}), '') = '')`),
  )!;
}

/**
 * The same for a list kept per language (a coupon's terms, `{ en: [...], ta?: [...] }`): English
 * has lines and the language none. The staff schemas keep no blank line and no empty list.
 */
export function missingListTranslationSql(column: PgColumn, language: TranslationLanguage): SQL {
  const EMPTY = sql.raw(`'[]'::jsonb`);
  return sql`(coalesce(${column}->'en', ${EMPTY}) <> ${EMPTY} and coalesce(${column}->${language}::text, ${EMPTY}) = ${EMPTY})`;
}
