-- Engraving: a product's maximum length (null: not engraved); rings, bands and bangles take 12 characters.
ALTER TABLE "products" ADD COLUMN "engraving_max_length" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_engraving_max_length_valid" CHECK ("products"."engraving_max_length" is null or "products"."engraving_max_length" between 1 and 40);--> statement-breakpoint
UPDATE "products" SET "engraving_max_length" = 12 WHERE "category_id" IN (SELECT "id" FROM "categories" WHERE "slug" IN ('rings', 'bangles')) OR "slug" ~ '(^|-)bands?(-|$)';--> statement-breakpoint
-- A cart line is a piece, its variant and its engraving: the same piece engraved is a line of its own.
ALTER TABLE "cart_items" ADD COLUMN "engraving" text;--> statement-breakpoint
DROP INDEX "cart_items_cart_product_variant_key";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_line_key" ON "cart_items" USING btree ("cart_id","product_id",coalesce("variant_id", ''),coalesce("engraving", ''));--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "engraving" text;--> statement-breakpoint
-- A gift: wrapped (its charge, GST included, is part of the grand total) and a card message.
ALTER TABLE "orders" ADD COLUMN "is_gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_totals_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals_valid" CHECK ("orders"."grand_total_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" + "orders"."shipping_paise" + "orders"."gift_wrap_paise" and "orders"."grand_total_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_valid" CHECK ("orders"."gift_wrap_paise" >= 0 and ("orders"."is_gift" or ("orders"."gift_wrap_paise" = 0 and not "orders"."gift_wrap" and "orders"."gift_message" is null)));
