-- Appointments: showroom visits, video calls and try at home; each showroom's slot settings and
-- PIN prefixes, the days and slots staff close, and the booked appointments. The mail outbox
-- keeps a message's attachments (an appointment's calendar invitation).
CREATE SEQUENCE "public"."appointment_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "appointment_settings" (
	"showroom_id" text PRIMARY KEY NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"consultants" integer DEFAULT 2 NOT NULL,
	"pin_prefixes" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_link_base" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_settings_slot_minutes_valid" CHECK ("appointment_settings"."slot_minutes" between 15 and 240),
	CONSTRAINT "appointment_settings_consultants_valid" CHECK ("appointment_settings"."consultants" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "appointment_closures" (
	"id" text PRIMARY KEY NOT NULL,
	"showroom_id" text NOT NULL,
	"date" date NOT NULL,
	"slot_start" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"showroom_id" text NOT NULL,
	"user_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"pin" text,
	"address_id" text,
	"address_sealed" text,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"video_link" text,
	"video_token" text,
	"mail_language" text DEFAULT 'en' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "appointments_video_token_unique" UNIQUE("video_token"),
	CONSTRAINT "appointments_kind_valid" CHECK ("appointments"."kind" in ('store', 'video', 'home')),
	CONSTRAINT "appointments_status_valid" CHECK ("appointments"."status" in ('booked', 'cancelled', 'attended', 'no_show')),
	CONSTRAINT "appointments_time_valid" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_mail_language_valid" CHECK ("appointments"."mail_language" in ('en', 'hi', 'ta', 'te'))
);
--> statement-breakpoint
ALTER TABLE "appointment_settings" ADD CONSTRAINT "appointment_settings_showroom_id_store_locations_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."store_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_closures" ADD CONSTRAINT "appointment_closures_showroom_id_store_locations_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."store_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_showroom_id_store_locations_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."store_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_closures_slot_key" ON "appointment_closures" USING btree ("showroom_id","date",coalesce("slot_start", ''));--> statement-breakpoint
CREATE INDEX "appointments_showroom_start_idx" ON "appointments" USING btree ("showroom_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_user_start_idx" ON "appointments" USING btree ("user_id","starts_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" text;--> statement-breakpoint
-- Showrooms already in the store book with the defaults; home visits reach their city's PINs.
INSERT INTO "appointment_settings" ("showroom_id", "pin_prefixes")
SELECT "id", CASE lower("city")
	WHEN 'jaipur' THEN ARRAY['302', '303']
	WHEN 'bengaluru' THEN ARRAY['560']
	WHEN 'new delhi' THEN ARRAY['110']
	WHEN 'mumbai' THEN ARRAY['400']
	ELSE '{}'::text[] END
FROM "store_locations"
ON CONFLICT DO NOTHING;
