-- The language a customer chose on the storefront, kept on their account: every mail to them is written in it.
ALTER TABLE "users" ADD COLUMN "mail_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mail_language_valid" CHECK ("users"."mail_language" in ('en', 'hi', 'ta', 'te'));
