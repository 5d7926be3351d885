-- A testimonial's words and designation in the store's four languages ({ en, hi?, ta?, te? }); the text already written becomes the English. A missing designation stays missing.
ALTER TABLE "testimonials" ALTER COLUMN "text" SET DATA TYPE jsonb USING jsonb_build_object('en', "text");--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "designation" SET DATA TYPE jsonb USING CASE WHEN "designation" IS NULL THEN NULL ELSE jsonb_build_object('en', "designation") END;
