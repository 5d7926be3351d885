-- Search in every script: a product's search document (migration 0003) now holds its names in
-- English, Hindi, Tamil and Telugu (weight A), its category's names in all four (B), tags (C),
-- and its metal with its Hindi, Tamil and Telugu short descriptions (D), so மோதிரம் finds rings
-- and జుమ్కాలు finds jhumkas, as "ring" and "jhumka" do. (The long descriptions stay out: they
-- would make each document about 4 KB instead of 1, past the size PostgreSQL stores out of
-- line and compressed, and a search ranks every match's document. English descriptions stay
-- out as before: English has the metal and the tags.)
--
-- search_plain is how every text of the search is read, documents and names alike, as the
-- API reads a query (parseSearchTerms): Unicode NFC, lower case, and without the zero-width
-- joiner and non-joiner (U+200D, U+200C), which only choose how a Telugu or Hindi word is drawn
-- (కాక్‌టెయిల్), are often left out when typing it, and where PostgreSQL's text parser of a
-- glibc locale splits a word that PGlite's keeps whole.
CREATE FUNCTION search_plain(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT lower(translate(normalize(coalesce(value, ''), NFC), chr(8204) || chr(8205), '')) $$;
--> statement-breakpoint
-- A word as pg_trgm should compare it. pg_trgm takes a word to be its letters and digits only,
-- and the virama (Devanagari U+094D, Tamil U+0BCD, Telugu U+0C4D) and the nukta (U+093C) are
-- neither (in PGlite and PostgreSQL's glibc locales alike), so it would cut நெக்லஸ்கள் into
-- three scraps of two letters and compare scraps. Written as letters they keep the word whole,
-- so a mistyped Tamil, Telugu or Hindi word is compared as an English one is, letter by letter.
-- (The ASCII letters stand between Indic letters only: they make no trigram of an English word.)
CREATE FUNCTION search_trigram_form(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT translate(word, chr(2381) || chr(3021) || chr(3149) || chr(2364), 'xxxz') $$;
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "name_ta" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "name_te" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "name_ta" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "name_te" DROP DEFAULT;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  name_text text := search_plain(concat_ws(' ', NEW.name->>'en', NEW.name->>'hi', NEW.name->>'ta', NEW.name->>'te'));
  description_text text := search_plain(concat_ws(' ', NEW.short_description->>'hi', NEW.short_description->>'ta', NEW.short_description->>'te'));
  category_text text;
  tag_text text;
BEGIN
  SELECT search_plain(concat_ws(' ', c.name->>'en', c.name->>'hi', c.name->>'ta', c.name->>'te', c.slug))
    INTO category_text FROM categories c WHERE c.id = NEW.category_id;
  SELECT lower(coalesce(string_agg(t, ' '), '')) INTO tag_text
    FROM unnest(NEW.tags) AS t WHERE t NOT LIKE 'feature:%';
  NEW.search_vector := setweight(to_tsvector('simple', name_text), 'A')
    || setweight(to_tsvector('simple', coalesce(category_text, '')), 'B')
    || setweight(to_tsvector('simple', tag_text), 'C')
    || setweight(to_tsvector('simple', replace(coalesce(NEW.metal, ''), '-', ' ') || ' ' || description_text), 'D');
  INSERT INTO search_terms (term)
    SELECT DISTINCT word FROM (
      SELECT lexeme AS word FROM unnest(NEW.search_vector)
      UNION ALL
      SELECT left(lexeme, -1) FROM unnest(NEW.search_vector) WHERE lexeme ~ '^[a-z]{3,}[a-rt-z]s$'
    ) AS words
    ON CONFLICT (term) DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, search_vector, name_en, name_hi, name_ta, name_te, is_active, created_at)
  VALUES (NEW.id, NEW.search_vector, search_plain(NEW.name->>'en'), search_plain(NEW.name->>'hi'), search_plain(NEW.name->>'ta'), search_plain(NEW.name->>'te'),
    NEW.is_active, NEW.created_at)
  ON CONFLICT (product_id) DO UPDATE SET
    search_vector = EXCLUDED.search_vector,
    name_en = EXCLUDED.name_en,
    name_hi = EXCLUDED.name_hi,
    name_ta = EXCLUDED.name_ta,
    name_te = EXCLUDED.name_te,
    is_active = EXCLUDED.is_active,
    created_at = EXCLUDED.created_at
  -- An update that changes none of them (a category saved as it was) leaves the copy alone.
  WHERE (product_search.search_vector, product_search.name_en, product_search.name_hi, product_search.name_ta, product_search.name_te,
      product_search.is_active, product_search.created_at)
    IS DISTINCT FROM (EXCLUDED.search_vector, EXCLUDED.name_en, EXCLUDED.name_hi, EXCLUDED.name_ta, EXCLUDED.name_te, EXCLUDED.is_active, EXCLUDED.created_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Both triggers now also follow the short description (a column trigger fires on the columns an
-- update names, not on those a BEFORE trigger changes, so the copy's needs naming too).
DROP TRIGGER products_search_document ON products;--> statement-breakpoint
CREATE TRIGGER products_search_document BEFORE INSERT OR UPDATE OF name, short_description, tags, metal, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_document();
--> statement-breakpoint
DROP TRIGGER products_search_copy ON products;--> statement-breakpoint
CREATE TRIGGER products_search_copy AFTER INSERT OR UPDATE OF name, short_description, tags, metal, category_id, is_active, created_at ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_copy();
--> statement-breakpoint
-- The corrections of migration 0023, comparing the trigram forms, through an index on them.
-- With the descriptions' words the vocabulary is a few times larger, and the planner would now
-- read all of search_terms' primary key instead (an index-only scan, or a bitmap of all of it:
-- 1.2 ms a word against 0.25 through the trigram index, on 931 terms): without index-only
-- scans the trigram index is the only way left to it.
DROP INDEX search_terms_trgm_idx;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_term_corrections(word text, min_similarity real, max_count integer) RETURNS text[]
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  SET enable_indexonlyscan = off
AS $$
DECLARE
  formed text := search_trigram_form(word);
BEGIN
  RETURN ARRAY(
    SELECT term FROM search_terms
    WHERE search_trigram_form(term) % formed AND similarity(search_trigram_form(term), formed) >= min_similarity
    ORDER BY similarity(search_trigram_form(term), formed) DESC, term
    LIMIT max_count);
END
$$;
--> statement-breakpoint
-- Every product's document and copy again, and the vocabulary from them (words kept before
-- with a joiner in them go).
DELETE FROM search_terms;--> statement-breakpoint
UPDATE products SET category_id = category_id;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin (search_trigram_form("term") gin_trgm_ops);
