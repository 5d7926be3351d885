-- Delivery phones a customer confirmed with a one-time code (cash on delivery above the store's set value).
CREATE TABLE "confirmed_phones" (
	"user_id" text NOT NULL,
	"phone_digest" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "confirmed_phones_user_id_phone_digest_pk" PRIMARY KEY("user_id","phone_digest")
);
--> statement-breakpoint
ALTER TABLE "confirmed_phones" ADD CONSTRAINT "confirmed_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;