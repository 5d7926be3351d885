-- Every phone number, street address line, PIN and date of birth is kept sealed (AES-256-GCM
-- under the data key). SQL cannot seal, so the server seals what is still plain at its start,
-- before it answers anyone (modules/personal-data/seal-plain-values.ts); the columns that hold
-- sealed values from now on are renamed where their name would say otherwise.
ALTER TABLE "addresses" DROP CONSTRAINT IF EXISTS "addresses_pin_valid";
--> statement-breakpoint
ALTER TABLE "addresses" RENAME COLUMN "pin_code" TO "pin_code_sealed";
--> statement-breakpoint
ALTER TABLE "enquiries" RENAME COLUMN "number" TO "number_sealed";
--> statement-breakpoint
-- The account phone's keyed digest: staff find a customer by phone without a plain copy.
ALTER TABLE "users" ADD COLUMN "contact_digest" text;
--> statement-breakpoint
CREATE INDEX "users_contact_digest_idx" ON "users" ("contact_digest");
--> statement-breakpoint
-- Codes sent to confirm a phone carried its unkeyed digest; they last minutes, so they simply end.
DELETE FROM "one_time_tokens" WHERE "purpose" = 'phone';
