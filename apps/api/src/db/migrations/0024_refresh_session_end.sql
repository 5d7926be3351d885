-- A session's absolute end, carried by every refresh token of the family (sessions.service.ts):
-- a remembered session ends 90 days after sign-in however often it refreshes. Sessions alive at
-- this migration get 90 days from now, or the browser session's own expiry when sooner.
ALTER TABLE "refresh_tokens" ADD COLUMN "session_ends_at" timestamp with time zone;--> statement-breakpoint
UPDATE "refresh_tokens" SET "session_ends_at" = CASE WHEN "persistent" THEN now() + interval '90 days' ELSE "expires_at" END;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "session_ends_at" SET NOT NULL;
