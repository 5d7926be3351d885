CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_variants_in_stock_idx" ON "product_variants" USING btree ("product_id") WHERE "product_variants"."is_active" and "product_variants"."stock_quantity" > 0;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_active_featured_idx" ON "products" USING btree (("tags" @> '{featured}'::text[]),("tags" @> '{bestseller}'::text[]),"created_at","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("sale_price_paise","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_category_price_idx" ON "products" USING btree ("category_id","sale_price_paise","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_newest_idx" ON "products" USING btree ("created_at","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_popular_idx" ON "products" USING btree ("rating_count","rating_average","created_at","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_rating_idx" ON "products" USING btree ("rating_average","rating_count","created_at","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_facets_idx" ON "products" USING btree ("category_id","metal","sale_price_paise","stock_quantity","id") WHERE "products"."is_active";--> statement-breakpoint
-- The search document of a product (products.search_vector, 'simple' configuration): names
-- (weight A), category names and slug (B), tags without the 'feature:' ones (C) and metal (D,
-- so "gold jhumka" finds gold jhumkas). Kept by triggers so every writer (seed, admin, import)
-- gets it and a renamed category re-indexes its products. Each word also goes into
-- search_terms, the vocabulary a mistyped query word is matched against by trigram similarity;
-- English plurals go there in singular too, so "neklace" meets "necklace" even where only
-- "necklaces" is written.
CREATE FUNCTION products_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  name_text text := lower(coalesce(NEW.name->>'en', '') || ' ' || coalesce(NEW.name->>'hi', ''));
  category_text text;
  tag_text text;
BEGIN
  SELECT lower(coalesce(c.name->>'en', '') || ' ' || coalesce(c.name->>'hi', '') || ' ' || c.slug)
    INTO category_text FROM categories c WHERE c.id = NEW.category_id;
  SELECT lower(coalesce(string_agg(t, ' '), '')) INTO tag_text
    FROM unnest(NEW.tags) AS t WHERE t NOT LIKE 'feature:%';
  NEW.search_vector := setweight(to_tsvector('simple', name_text), 'A')
    || setweight(to_tsvector('simple', coalesce(category_text, '')), 'B')
    || setweight(to_tsvector('simple', tag_text), 'C')
    || setweight(to_tsvector('simple', replace(coalesce(NEW.metal, ''), '-', ' ')), 'D');
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
CREATE TRIGGER products_search_document BEFORE INSERT OR UPDATE OF name, tags, metal, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_document();
--> statement-breakpoint
CREATE FUNCTION categories_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Setting category_id to itself fires products_search_document for each of its products.
  UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_search_refresh AFTER UPDATE OF name, slug ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_search_refresh();
--> statement-breakpoint
-- Existing products get their document now.
UPDATE products SET category_id = category_id;
