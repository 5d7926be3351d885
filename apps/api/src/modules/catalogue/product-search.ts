import { sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index';

/**
 * Catalogue search with the database's own text search, over the document the trigger of
 * migration 0003 keeps (English and Hindi names, category names and slug, tags, metal).
 *
 * Every word of the query must match a word of the product, either as typed, as a word prefix
 * ("neck" finds necklaces; "ring" finds rings but not earrings), or, for a typo, as one of the
 * vocabulary words (search_terms) whose trigram similarity to it is at least TYPO_SIMILARITY
 * ("neklace" -> necklace, "braclet" -> bracelet, "jumka" -> jhumka). Similarity compares whole
 * words, so "ring" is not close to "earring" (0.30). Correcting the words first keeps the
 * product query a plain full-text index search, fast at any catalogue size.
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
  /** The query as typed, trimmed and lower-cased, spaces collapsed (compared with names). */
  text: string;
  /** Its words: letters, combining marks (Devanagari vowel signs) and digits only. */
  words: string[];
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export function parseSearchTerms(query: string): SearchTerms {
  const normalized = query.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
  const words = [...new Set(normalized.match(WORD) ?? [])]
    .filter((word) => /[\p{L}\p{N}]/u.test(word)) // a lone vowel sign is not a word
    .slice(0, MAX_WORDS);
  return { text: normalized, words };
}

/** "rings" and "bangles" also find the singular; "glass" keeps its s. */
function stem(word: string): string {
  return /^[a-z]{3,}[a-rt-z]s$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * Every word as typed (a word prefix) as tsquery text; weight 'A' limits it to names. It is
 * passed as a constant (`$1::tsquery`), not `to_tsquery(...)`, which the database would parse
 * again for every row it ranks; the words are already lower-cased like the 'simple' lexemes.
 */
function typedQuery(terms: SearchTerms, weight: '' | 'A'): SQL {
  return sql`${terms.words.map((word) => `'${stem(word)}':*${weight}`).join(' & ')}::tsquery`;
}

/**
 * Every word as typed or as one of its typo corrections. The database builds it from the
 * vocabulary within the same statement (an init plan: computed once, no extra round trip).
 * `%` (similarity at least pg_trgm's default 0.3) lets the trigram index find candidates; the
 * exact threshold is applied after it, so no session setting is needed.
 */
function correctedQuery(terms: SearchTerms, weight: '' | 'A'): SQL {
  const suffix = `':*${weight}`;
  return sql`(select string_agg('(' || alternatives || ')', ' & ')::tsquery from (
    select concat_ws(' | ', '''' || w.stem || ${suffix}, (
      select string_agg('''' || replace(t.term, '''', '''''') || ${suffix}, ' | ')
      from (
        select term from search_terms
        where char_length(w.word) >= ${TYPO_MIN_LENGTH} and term % w.word and similarity(term, w.word) >= ${TYPO_SIMILARITY}
        order by similarity(term, w.word) desc, term
        limit ${MAX_CORRECTIONS}
      ) as t)) as alternatives
    from unnest(string_to_array(${terms.words.join(' ')}, ' '), string_to_array(${terms.words.map(stem).join(' ')}, ' '))
      as w(word, stem)
  ) as per_word)`;
}

/** True for products matching every word; false when the query has no words at all ("%%%"). */
export function searchCondition(terms: SearchTerms): SQL {
  if (terms.words.length === 0) return sql`false`;
  return sql`${products.searchVector} @@ ${correctedQuery(terms, '')}`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Relevance: the exact name, then names starting with the query, then names holding every
 * word as typed, then the full-text rank of the words as typed (names weigh most, then
 * category, tags, metal), then names holding the typo-corrected words; newest first among
 * equals. Each key is computed for every match, so cheap tests guard the costly ones (name
 * text, rank): a mistyped query pays for almost none of them.
 */
export function relevanceOrder(terms: SearchTerms): SQL[] {
  if (terms.words.length === 0) return [];
  const vector = products.searchVector;
  const nameEn = sql`lower(${products.name}->>'en')`;
  const nameHi = sql`lower(coalesce(${products.name}->>'hi', ''))`;
  const startsWith = `${escapeLike(terms.text)}%`;
  const tier = sql`case
    when not (${vector} @@ ${typedQuery(terms, 'A')}) then 0
    when ${nameEn} = ${terms.text} or ${nameHi} = ${terms.text} then 3
    when ${nameEn} like ${startsWith} or ${nameHi} like ${startsWith} then 2
    else 1 end`;
  const typed = typedQuery(terms, '');
  return [
    sql`${tier} desc`,
    sql`(case when ${vector} @@ ${typed} then ts_rank(${vector}, ${typed}) else 0 end) desc`,
    sql`(${vector} @@ ${correctedQuery(terms, 'A')}) desc`,
  ];
}
