-- A gold plan's credit pays all or part of an order (a payment, not a discount): the order keeps
-- the plan and the amount, the redemptions table what each order took and what came back.
ALTER TABLE "orders" ADD COLUMN "gold_plan_enrolment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gold_plan_credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gold_plan_credit_valid" CHECK ("orders"."gold_plan_credit_paise" >= 0 and "orders"."gold_plan_credit_paise" <= "orders"."grand_total_paise" and ("orders"."gold_plan_credit_paise" = 0 or "orders"."gold_plan_enrolment_id" is not null));--> statement-breakpoint
CREATE TABLE "gold_plan_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"enrolment_id" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_plan_redemptions_kind_valid" CHECK (("gold_plan_redemptions"."kind" = 'taken' and "gold_plan_redemptions"."amount_paise" > 0) or ("gold_plan_redemptions"."kind" = 'returned' and "gold_plan_redemptions"."amount_paise" < 0))
);
--> statement-breakpoint
ALTER TABLE "gold_plan_redemptions" ADD CONSTRAINT "gold_plan_redemptions_enrolment_id_gold_plan_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."gold_plan_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_plan_redemptions" ADD CONSTRAINT "gold_plan_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gold_plan_redemptions_order_kind_key" ON "gold_plan_redemptions" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "gold_plan_redemptions_enrolment_idx" ON "gold_plan_redemptions" USING btree ("enrolment_id");
