-- The version of the terms each customer accepted at sign-up (the day the terms last changed).
ALTER TABLE "users" ADD COLUMN "terms_version" text;
--> statement-breakpoint
-- Acceptances since the current terms took effect were of them; earlier ones stay unknown.
UPDATE "users" SET "terms_version" = '2026-01-05' WHERE "terms_accepted_at" >= '2026-01-05T00:00:00+05:30';
