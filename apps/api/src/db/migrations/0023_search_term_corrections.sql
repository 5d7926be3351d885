-- A mistyped search word's corrections: the vocabulary words (search_terms, migration 0003)
-- whose trigram similarity to it is at least min_similarity, closest first, at most max_count.
-- `%` (pg_trgm's similarity of at least 0.3) finds the candidates in search_terms_trgm_idx; the
-- vocabulary is a few pages, so the planner would rather compare the word with every term
-- (about 1.5 microseconds each: a third of a millisecond per word for 236 terms) than ask the
-- index (a quarter of that): this function asks the index, whatever the vocabulary's size.
CREATE FUNCTION search_term_corrections(word text, min_similarity real, max_count integer) RETURNS text[]
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
AS $$
BEGIN
  RETURN ARRAY(
    SELECT term FROM search_terms
    WHERE term % word AND similarity(term, word) >= min_similarity
    ORDER BY similarity(term, word) DESC, term
    LIMIT max_count);
END
$$;
