CREATE TABLE "wishlist_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"wishlist_item_id" text NOT NULL,
	"kind" text NOT NULL,
	"change_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wishlist_alerts" ADD CONSTRAINT "wishlist_alerts_wishlist_item_id_wishlist_items_id_fk" FOREIGN KEY ("wishlist_item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_alerts_once_key" ON "wishlist_alerts" USING btree ("wishlist_item_id","kind","change_key");