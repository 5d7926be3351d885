-- A journal article's subtitle, summary, body and picture description in the store's four
-- languages, as its title already was: jsonb { en, hi?, ta?, te? }. Each article keeps its words
-- as its English; the storefront shows the English wherever a translation is missing.
ALTER TABLE "blog_posts" ALTER COLUMN "subtitle" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "subtitle" SET DATA TYPE jsonb USING jsonb_build_object('en', "subtitle");--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "subtitle" SET DEFAULT '{"en":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "summary" SET DATA TYPE jsonb USING jsonb_build_object('en', "summary");--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "body_html" SET DATA TYPE jsonb USING jsonb_build_object('en', "body_html");--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "image_alt" SET DATA TYPE jsonb USING jsonb_build_object('en', "image_alt");
