-- The language a customer enrolled in a gold plan in: their instalment reminders and maturity mail are written in it.
ALTER TABLE "gold_plan_enrolments" ADD COLUMN "mail_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "gold_plan_enrolments" ADD CONSTRAINT "gold_plan_enrolments_mail_language_valid" CHECK ("gold_plan_enrolments"."mail_language" in ('en', 'hi', 'ta', 'te'));
