-- Decision 140 (LGPD art. 18): a student's request to delete their account, confirmed by an e-mail link
-- (only its SHA-256 kept), approved or refused by the producer. At most one open request per student.
CREATE TABLE "account_deletion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL REFERENCES "students"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"status" text DEFAULT 'requested' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer REFERENCES "users"("id"),
	"refuse_reason" text,
	"cancelled_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"pending_files" jsonb,
	CONSTRAINT "account_deletion_status_check" CHECK ("status" IN ('requested', 'confirmed', 'approved', 'done', 'refused', 'cancelled'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_open_idx" ON "account_deletion_requests" ("student_id") WHERE "status" IN ('requested', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_token_idx" ON "account_deletion_requests" ("token_hash");--> statement-breakpoint
CREATE INDEX "account_deletion_status_idx" ON "account_deletion_requests" ("status", "id");--> statement-breakpoint
CREATE INDEX "account_deletion_student_idx" ON "account_deletion_requests" ("student_id", "id");
