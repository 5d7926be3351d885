-- Durable background work (lib/jobs): mail, payment reconciliation. Written in the transaction
-- of the change that causes it; taken by any instance with FOR UPDATE SKIP LOCKED.
CREATE TABLE IF NOT EXISTS "jobs" (
  "id" text PRIMARY KEY NOT NULL,
  "kind" text NOT NULL,
  "payload" jsonb NOT NULL,
  "sealed_payload" text,
  "dedupe_key" text,
  "status" text DEFAULT 'pending' NOT NULL,
  "run_at" timestamp with time zone DEFAULT now() NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "max_attempts" integer DEFAULT 12 NOT NULL,
  "last_error" text,
  "locked_until" timestamp with time zone,
  "locked_by" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_due_idx" ON "jobs" USING btree ("status","run_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_kind_status_idx" ON "jobs" USING btree ("kind","status","updated_at");
