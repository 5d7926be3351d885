CREATE TABLE "metal_rates" (
	"purity" text PRIMARY KEY NOT NULL,
	"metal" text NOT NULL,
	"rate_per_gram_paise" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pricing_mode" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_charge_basis_points" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_charge_per_gram_paise" integer;--> statement-breakpoint
ALTER TABLE "metal_rates" ADD CONSTRAINT "metal_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The rates the store opened with (modules/settings/store-settings.ts, set on 5 January 2026).
INSERT INTO "metal_rates" ("purity", "metal", "rate_per_gram_paise", "updated_at") VALUES
  ('24K', 'gold', 855000, '2026-01-05T00:00:00+05:30'),
  ('22K', 'gold', 784000, '2026-01-05T00:00:00+05:30'),
  ('18K', 'gold', 641500, '2026-01-05T00:00:00+05:30'),
  ('14K', 'gold', 500200, '2026-01-05T00:00:00+05:30'),
  ('925', 'silver', 12000, '2026-01-05T00:00:00+05:30'),
  ('950', 'platinum', 360000, '2026-01-05T00:00:00+05:30')
ON CONFLICT ("purity") DO NOTHING;
