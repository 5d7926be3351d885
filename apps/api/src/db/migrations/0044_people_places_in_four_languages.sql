-- Team, workshop services and showrooms in four languages (docs/languages.md): each text becomes
-- { en, hi?, ta?, te? } with what was there as its English; skills and address lines become one
-- list per language, { en: [...], hi?: [...], ... }, the English list being the old one.
ALTER TABLE "team_members" ALTER COLUMN "role" SET DATA TYPE jsonb USING jsonb_build_object('en', "role");--> statement-breakpoint
ALTER TABLE "team_members" ALTER COLUMN "bio" SET DATA TYPE jsonb USING jsonb_build_object('en', "bio");--> statement-breakpoint
ALTER TABLE "team_members" ALTER COLUMN "skills" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "team_members" ALTER COLUMN "skills" SET DATA TYPE jsonb USING jsonb_build_object('en', to_jsonb("skills"));--> statement-breakpoint
ALTER TABLE "team_members" ALTER COLUMN "skills" SET DEFAULT '{"en":[]}'::jsonb;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "turnaround" SET DATA TYPE jsonb USING jsonb_build_object('en', "turnaround");--> statement-breakpoint
ALTER TABLE "store_locations" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('en', "name");--> statement-breakpoint
ALTER TABLE "store_locations" ALTER COLUMN "address_lines" SET DATA TYPE jsonb USING jsonb_build_object('en', to_jsonb("address_lines"));--> statement-breakpoint
ALTER TABLE "store_locations" ALTER COLUMN "city" SET DATA TYPE jsonb USING jsonb_build_object('en', "city");
