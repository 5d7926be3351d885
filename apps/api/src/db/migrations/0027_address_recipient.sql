-- The recipient of a gift: a name an address may carry, sealed like its other personal fields.
ALTER TABLE "addresses" ADD COLUMN "recipient_name_sealed" text;