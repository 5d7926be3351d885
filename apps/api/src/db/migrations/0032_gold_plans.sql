-- Monthly gold plans (plans, enrolments, instalments paid); a payment now pays an order or one
-- gold plan instalment, exactly one of the two.
CREATE TABLE "gold_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"instalments" integer NOT NULL,
	"min_monthly_paise" integer NOT NULL,
	"max_monthly_paise" integer NOT NULL,
	"bonus_percent" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_plans_instalments_valid" CHECK ("gold_plans"."instalments" between 1 and 12),
	CONSTRAINT "gold_plans_monthly_valid" CHECK ("gold_plans"."min_monthly_paise" > 0 and "gold_plans"."min_monthly_paise" <= "gold_plans"."max_monthly_paise" and "gold_plans"."min_monthly_paise" % 10000 = 0 and "gold_plans"."max_monthly_paise" % 10000 = 0),
	CONSTRAINT "gold_plans_bonus_valid" CHECK ("gold_plans"."bonus_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "gold_plan_enrolments" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"user_id" text NOT NULL,
	"monthly_paise" integer NOT NULL,
	"instalments" integer NOT NULL,
	"bonus_percent" integer NOT NULL,
	"start_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_plan_enrolments_status_valid" CHECK ("gold_plan_enrolments"."status" in ('active', 'closed')),
	CONSTRAINT "gold_plan_enrolments_monthly_valid" CHECK ("gold_plan_enrolments"."monthly_paise" > 0 and "gold_plan_enrolments"."monthly_paise" % 10000 = 0),
	CONSTRAINT "gold_plan_enrolments_instalments_valid" CHECK ("gold_plan_enrolments"."instalments" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "gold_plan_enrolments" ADD CONSTRAINT "gold_plan_enrolments_plan_id_gold_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."gold_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_plan_enrolments" ADD CONSTRAINT "gold_plan_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gold_plan_enrolments_user_idx" ON "gold_plan_enrolments" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gold_plan_enrolment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gold_plan_instalment" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gold_plan_enrolment_id_gold_plan_enrolments_id_fk" FOREIGN KEY ("gold_plan_enrolment_id") REFERENCES "public"."gold_plan_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_valid" CHECK (("payments"."order_id" is null) <> ("payments"."gold_plan_enrolment_id" is null) and ("payments"."gold_plan_enrolment_id" is null) = ("payments"."gold_plan_instalment" is null));--> statement-breakpoint
CREATE INDEX "payments_gold_plan_idx" ON "payments" USING btree ("gold_plan_enrolment_id","created_at");--> statement-breakpoint
CREATE TABLE "gold_plan_instalments" (
	"id" text PRIMARY KEY NOT NULL,
	"enrolment_id" text NOT NULL,
	"number" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"paid_on" date NOT NULL,
	"via" text NOT NULL,
	"payment_id" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_plan_instalments_via_valid" CHECK (("gold_plan_instalments"."via" = 'online' and "gold_plan_instalments"."payment_id" is not null) or ("gold_plan_instalments"."via" = 'cash' and "gold_plan_instalments"."recorded_by" is not null)),
	CONSTRAINT "gold_plan_instalments_amount_valid" CHECK ("gold_plan_instalments"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "gold_plan_instalments" ADD CONSTRAINT "gold_plan_instalments_enrolment_id_gold_plan_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."gold_plan_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_plan_instalments" ADD CONSTRAINT "gold_plan_instalments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_plan_instalments" ADD CONSTRAINT "gold_plan_instalments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gold_plan_instalments_number_key" ON "gold_plan_instalments" USING btree ("enrolment_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "gold_plan_instalments_payment_key" ON "gold_plan_instalments" USING btree ("payment_id");
