CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"address_type" text NOT NULL,
	"formatted_address_sealed" text NOT NULL,
	"address_sealed" text NOT NULL,
	"contact_number_sealed" text NOT NULL,
	"instruction_sealed" text,
	"pin_code" text NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_type_valid" CHECK ("addresses"."address_type" in ('HOME', 'SECONDARY', 'OFFICE', 'OTHER')),
	CONSTRAINT "addresses_pin_valid" CHECK ("addresses"."pin_code" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "addresses_point_valid" CHECK ("addresses"."longitude" between -180 and 180 and "addresses"."latitude" between -90 and 90)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";