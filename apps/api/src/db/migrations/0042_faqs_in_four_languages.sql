-- An FAQ's question, subtitle and answer in the store's four languages ({ en, hi?, ta?, te? }); the text already written becomes the English. A missing subtitle stays missing.
ALTER TABLE "faqs" ALTER COLUMN "question" SET DATA TYPE jsonb USING jsonb_build_object('en', "question");--> statement-breakpoint
ALTER TABLE "faqs" ALTER COLUMN "subtitle" SET DATA TYPE jsonb USING CASE WHEN "subtitle" IS NULL THEN NULL ELSE jsonb_build_object('en', "subtitle") END;--> statement-breakpoint
ALTER TABLE "faqs" ALTER COLUMN "answer_html" SET DATA TYPE jsonb USING jsonb_build_object('en', "answer_html");
