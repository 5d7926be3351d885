ALTER TABLE "invoices" ADD COLUMN "seller" jsonb;--> statement-breakpoint
-- Invoices issued before this migration were issued under the store's opening settings
-- (modules/settings/store-settings.ts): they keep that seller block.
UPDATE "invoices" SET "seller" = '{"tradeName":"Aabhushan","legalName":"Aabhushan Jewels Private Limited","addressLines":["14 Johari Bazaar","Jaipur, Rajasthan 302003"],"gstin":"08AAHCA1985K1ZA","state":"Rajasthan","stateCode":"08","phone":"+91 98290 19850","email":"care@aabhushan.in","hsnCode":"7113","gstRatePercent":3}'::jsonb WHERE "seller" IS NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "seller" SET NOT NULL;
