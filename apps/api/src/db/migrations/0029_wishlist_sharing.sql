-- A wishlist's share link: the SHA-256 of its token finds the wishlist, and the token itself is
-- kept sealed under DATA_KEY so the owner is given the same link again. Both are cleared when
-- the owner stops sharing.
ALTER TABLE "wishlists" ADD COLUMN "share_token_hash" text;--> statement-breakpoint
ALTER TABLE "wishlists" ADD COLUMN "share_token_sealed" text;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_share_token_key" ON "wishlists" USING btree ("share_token_hash");
