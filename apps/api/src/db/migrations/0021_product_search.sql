CREATE TABLE "product_search" (
	"product_id" text PRIMARY KEY NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"name_en" text NOT NULL,
	"name_hi" text NOT NULL,
	"is_active" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector") WHERE "product_search"."is_active";