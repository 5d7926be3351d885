-- A piece's attributes and specifications in four languages: each attribute keeps its English
-- name and value (the keys the store reads) and gains the words shoppers read, `label` and
-- `displayValue`, as `{ en, hi?, ta?, te? }`; a specification's value becomes `{ en, ... }` like
-- its group. Existing rows keep their English, in the same order; a row already in the new
-- shape is left as it is.
UPDATE "products" SET "attributes" = (
  SELECT jsonb_agg(
    "attribute"
      || jsonb_build_object(
        'label', CASE WHEN jsonb_typeof("attribute"->'label') = 'object' THEN "attribute"->'label' ELSE jsonb_build_object('en', "attribute"->'name') END,
        'displayValue', CASE WHEN jsonb_typeof("attribute"->'displayValue') = 'object' THEN "attribute"->'displayValue' ELSE jsonb_build_object('en', "attribute"->'value') END
      )
    ORDER BY "position"
  )
  FROM jsonb_array_elements("products"."attributes") WITH ORDINALITY AS "element"("attribute", "position")
)
WHERE jsonb_array_length("attributes") > 0;--> statement-breakpoint
UPDATE "products" SET "specifications" = (
  SELECT jsonb_agg(
    jsonb_build_object(
      'group', CASE WHEN jsonb_typeof("specification"->'group') = 'object' THEN "specification"->'group' ELSE jsonb_build_object('en', "specification"->'group') END,
      'value', CASE WHEN jsonb_typeof("specification"->'value') = 'object' THEN "specification"->'value' ELSE jsonb_build_object('en', "specification"->'value') END
    )
    ORDER BY "position"
  )
  FROM jsonb_array_elements("products"."specifications") WITH ORDINALITY AS "element"("specification", "position")
)
WHERE jsonb_array_length("specifications") > 0;
