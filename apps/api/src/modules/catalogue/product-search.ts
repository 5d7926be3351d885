import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { products, productSearch } from '../../db/schema/index';
import { escapeLike } from '../../lib/escape-like';

/**
 * Catalogue search with the database's own text search, over the document the trigger of
 * migrations 0003 and 0040 keeps: names in English, Hindi, Tamil and Telugu, category names in
 * the four and slug, tags, metal, and the Hindi, Tamil and Telugu short descriptions.
 *
 * Every word of the query must match a word of the product, either as typed, as a word prefix
 * ("neck" finds necklaces; "ring" finds rings but not earrings), or, for a typo, as one of the
 * vocabulary words (search_terms) whose trigram similarity to it is at least TYPO_SIMILARITY
 * ("neklace" -> necklace, "braclet" -> bracelet, "jumka" -> jhumka). Similarity compares whole
 * words, so "ring" is not close to "earring" (0.30); Indic words are compared whole, the virama
 * as a letter (search_trigram_form, migration 0040), so "மோதரம்" or "జుమ్కలు" find their
 * words as "neklace" does. Correcting the words first keeps the product query a plain
 * full-text index search, fast at any catalogue size.
 */

/** Tuned on the demo catalogue: "jumka" vs "jhumka" is 0.44, "ring" vs "earring" 0.30. */
export const TYPO_SIMILARITY = 0.4;
/** Typo matching needs enough letters to mean something; shorter words match as prefixes only. */
const TYPO_MIN_LENGTH = 3;
/** Corrections kept per word, the closest ones. */
const MAX_CORRECTIONS = 6;
/** A query is a handful of words; the rest is noise that would only slow the query down. */
const MAX_WORDS = 6;

export interface SearchTerms {
  /** The query as typed, read as search_plain reads names (below), spaces collapsed (compared with names). */
  text: string;
  /** Its words: letters, combining marks (vowel signs, viramas) and digits only. */
  words: string[];
}

/** A word: letters with their combining marks (vowel signs, virama, nukta) and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/**
 * The zero-width non-joiner and joiner (U+200C, U+200D) only choose how a Telugu or Hindi word is
 * drawn (కాక్‌టెయిల్) and are often not typed: they go, inside a word, so it stays one word, as
 * the database's search_plain (migration 0040) reads every document and name.
 */
const JOINERS = /[\u200c\u200d]/g;

export function parseSearchTerms(query: string): SearchTerms {
  const normalized = query.normalize('NFC').replace(JOINERS, '').trim().toLowerCase().replace(/\s+/g, ' ');
  const words = [...new Set(normalized.match(WORD) ?? [])]
    .filter((word) => /[\p{L}\p{N}]/u.test(word)) // a lone vowel sign is not a word
    .slice(0, MAX_WORDS);
  return { text: normalized, words };
}

/**
 * What a search statement binds, from searchBindings (values) or SEARCH_PLACEHOLDERS (the
 * placeholders of a statement prepared once and run with each search's values).
 */
export interface SearchBindings {
  /** The query's words, space-separated, for the database's parser. */
  words: unknown;
  /** The query as typed (SearchTerms.text), compared with names. */
  text: unknown;
  /** A LIKE pattern: names starting with the query as typed. */
  startsWith: unknown;
}

export function searchBindings(terms: SearchTerms): SearchBindings {
  return { words: terms.words.join(' '), text: terms.text, startsWith: `${escapeLike(terms.text)}%` };
}

export const SEARCH_PLACEHOLDERS = {
  words: sql.placeholder('words'),
  text: sql.placeholder('text'),
  startsWith: sql.placeholder('startsWith'),
} satisfies SearchBindings;

/**
 * The query's words as the database's own parser splits them, the same parser that built the
 * documents: splitting in JavaScript could cut a Hindi word at a conjunct (virama) or a vowel
 * sign where PostgreSQL's parser (which follows the database locale) does not, or the other
 * way round, and then no lexeme would match. Each comes with its stem: "rings" and "bangles"
 * also find the singular; "glass" keeps its s. (`offset 0` keeps the stems a computed row: a
 * test against the vocabulary would otherwise work each stem out again for every term.)
 */
function queryLexemes(words: unknown): SQL {
  return sql`(select lexeme as word, case when lexeme ~ '^[a-z]{3,}[a-rt-z]s$' then left(lexeme, -1) else lexeme end as stem
    from unnest(to_tsvector('simple', ${words}::text)) offset 0)`;
}

/** A lexeme as a quoted tsquery operand, any quote in it doubled. */
const quotedOperand = (column: SQL, suffix: string) => sql`'''' || replace(${column}, '''', '''''') || ${suffix}`;

/**
 * Every word as typed (a word prefix) as a tsquery; weight 'A' limits it to names. Built once
 * per statement (an init plan), not per ranked row.
 */
function typedQuery(words: unknown, weight: '' | 'A'): SQL {
  return sql`(select string_agg(${quotedOperand(sql`w.stem`, `':*${weight}`)}, ' & ')::tsquery from ${queryLexemes(words)} as w)`;
}

/**
 * Whether every word as typed begins some word of the vocabulary (search_terms holds every word
 * of every document): when one does not, as with a typo, no product holds the words as typed,
 * and the keys that test them skip that test on each match. Computed once per statement.
 */
function typedWordsKnown(words: unknown): SQL {
  // A whole word is found by the primary key at once; only a part of one needs the vocabulary read.
  return sql`(select bool_and(exists (select 1 from search_terms where term = w.stem) or exists (select 1 from search_terms where starts_with(term, w.stem)))
    from ${queryLexemes(words)} as w)`;
}

/**
 * Every word as typed or as one of its typo corrections, found in the vocabulary by
 * search_term_corrections (migration 0023, through the trigram index) within the same
 * statement (an init plan: computed once, no extra round trip). A correction the word's own
 * prefix already finds ("gold" for "gold", "rings" for "ring") is left out: the full-text index
 * would read the same long lists of pieces twice.
 */
function correctedQuery(words: unknown, weight: '' | 'A'): SQL {
  const suffix = `':*${weight}`;
  return sql`(select string_agg('(' || alternatives || ')', ' & ')::tsquery from (
    select concat_ws(' | ', ${quotedOperand(sql`w.stem`, suffix)}, (
      select string_agg(${quotedOperand(sql`t.term`, suffix)}, ' | ')
      from unnest(case when char_length(w.word) >= ${TYPO_MIN_LENGTH}
        then search_term_corrections(w.word, ${TYPO_SIMILARITY}::real, ${MAX_CORRECTIONS}::integer) end) as t(term)
      where not starts_with(t.term, w.stem))) as alternatives
    from ${queryLexemes(words)} as w
  ) as per_word)`;
}

/** Where a search reads a product's document and its names in each language, as search_plain reads them. */
export interface SearchDocument {
  vector: PgColumn;
  names: [en: SQL | PgColumn, hi: SQL | PgColumn, ta: SQL | PgColumn, te: SQL | PgColumn];
}

const plainName = (language: 'en' | 'hi' | 'ta' | 'te') => sql`search_plain(${products.name}->>${sql.raw(`'${language}'`)})`;

/** The product row itself: for listings that search and filter by the other columns too. */
export const PRODUCT_DOCUMENT: SearchDocument = {
  vector: products.searchVector,
  names: [plainName('en'), plainName('hi'), plainName('ta'), plainName('te')],
};

/** The search's narrow copy (product_search, migrations 0021 and 0040): for the search alone, which ranks every match. */
export const SEARCH_COPY_DOCUMENT: SearchDocument = {
  vector: productSearch.searchVector,
  names: [productSearch.nameEn, productSearch.nameHi, productSearch.nameTa, productSearch.nameTe],
};

/** True for products matching every word; false when the query has no words at all ("%%%"). */
export function searchCondition(terms: SearchTerms, document: SearchDocument = PRODUCT_DOCUMENT): SQL {
  if (terms.words.length === 0) return sql`false`;
  return matchesEveryWord(searchBindings(terms), document);
}

/** True for products matching every word of a query that has some. */
export function matchesEveryWord({ words }: SearchBindings, document: SearchDocument): SQL {
  return sql`${document.vector} @@ ${correctedQuery(words, '')}`;
}

/** The keys of relevance (see relevanceOrder), each higher for a better match. */
export interface RelevanceKeys {
  tier: SQL<number>;
  rank: SQL<number>;
  namesCorrected: SQL<boolean>;
}

/**
 * Relevance, for a query with words: the exact name in any of the four languages (tier 3), then
 * names starting with the query (2), then names holding every word as typed (1), then the
 * full-text rank of the words as typed (names weigh most, then category, tags, metal and
 * short descriptions), then names holding the typo-corrected words; newest first among equals
 * (the caller's last keys). Each key is computed for every match, so cheap tests guard the
 * costly ones (name text, rank): a mistyped query pays for almost none of them.
 */
export function relevanceKeys({ words, text, startsWith }: SearchBindings, { vector, names }: SearchDocument = PRODUCT_DOCUMENT): RelevanceKeys {
  const typed = typedQuery(words, '');
  const known = typedWordsKnown(words);
  const anyName = (test: (name: SQL | PgColumn) => SQL) => sql.join(names.map(test), sql` or `);
  return {
    tier: sql<number>`case
      when not ${known} or not (${vector} @@ ${typedQuery(words, 'A')}) then 0
      when ${anyName((name) => sql`${name} = ${text}`)} then 3
      when ${anyName((name) => sql`${name} like ${startsWith}`)} then 2
      else 1 end`,
    rank: sql<number>`(case when ${known} and ${vector} @@ ${typed} then ts_rank(${vector}, ${typed}) else 0 end)`,
    namesCorrected: sql<boolean>`(${vector} @@ ${correctedQuery(words, 'A')})`,
  };
}

/** The relevance keys as an ORDER BY, best first. */
export function relevanceOrder(bindings: SearchBindings, document: SearchDocument = PRODUCT_DOCUMENT): SQL[] {
  const { tier, rank, namesCorrected } = relevanceKeys(bindings, document);
  return [sql`${tier} desc`, sql`${rank} desc`, sql`${namesCorrected} desc`];
}
