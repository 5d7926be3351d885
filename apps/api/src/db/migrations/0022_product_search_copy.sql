-- The search's narrow copy of each product (product_search, migration 0021): kept by this
-- trigger whenever a product is added or a column of its copy may change (the search document
-- is rebuilt by products_search_document, migration 0003, on the same columns). A deleted
-- product's copy goes with it (foreign key, on delete cascade).
CREATE FUNCTION products_search_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, search_vector, name_en, name_hi, is_active, created_at)
  VALUES (NEW.id, NEW.search_vector, lower(coalesce(NEW.name->>'en', '')), lower(coalesce(NEW.name->>'hi', '')), NEW.is_active, NEW.created_at)
  ON CONFLICT (product_id) DO UPDATE SET
    search_vector = EXCLUDED.search_vector,
    name_en = EXCLUDED.name_en,
    name_hi = EXCLUDED.name_hi,
    is_active = EXCLUDED.is_active,
    created_at = EXCLUDED.created_at
  -- An update that changes none of them (a category saved as it was) leaves the copy alone.
  WHERE (product_search.search_vector, product_search.name_en, product_search.name_hi, product_search.is_active, product_search.created_at)
    IS DISTINCT FROM (EXCLUDED.search_vector, EXCLUDED.name_en, EXCLUDED.name_hi, EXCLUDED.is_active, EXCLUDED.created_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_copy AFTER INSERT OR UPDATE OF name, tags, metal, category_id, is_active, created_at ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_copy();
--> statement-breakpoint
INSERT INTO product_search (product_id, search_vector, name_en, name_hi, is_active, created_at)
  SELECT id, search_vector, lower(coalesce(name->>'en', '')), lower(coalesce(name->>'hi', '')), is_active, created_at FROM products;
