-- A testimonial's words and designation and a coupon's title, description and terms in the store's four languages ({ en, hi?, ta?, te? }); the text already written becomes the English. A missing designation stays missing. A coupon's terms become one list per language ({ en: [...], hi?: [...] }): a shopper reads the whole list in one language.
ALTER TABLE "testimonials" ALTER COLUMN "text" SET DATA TYPE jsonb USING jsonb_build_object('en', "text");--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "designation" SET DATA TYPE jsonb USING CASE WHEN "designation" IS NULL THEN NULL ELSE jsonb_build_object('en', "designation") END;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en', "title");--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "description" SET DATA TYPE jsonb USING jsonb_build_object('en', "description");--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "terms" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "terms" SET DATA TYPE jsonb USING jsonb_build_object('en', to_jsonb("terms"));--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "terms" SET DEFAULT '{"en":[]}'::jsonb;
