-- Decision 141: what issue 21 left after decisions 127 and 128.
-- Failed sign-ins per account, and per account from one address, counted in the shared database so that two
-- nodes allow what one does (decision 27's limits). Keys are hashes: no e-mail or address is kept here.
-- Unlogged, as rate_limit_hits: a counter lost in a crash costs a guesser nothing worth a WAL write.
CREATE UNLOGGED TABLE IF NOT EXISTS "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sign_in_failures_window_ends_idx" ON "sign_in_failures" ("window_ends");
--> statement-breakpoint
-- Audit rows written before decision 126 name a student but no graduation: they get the student's, so the
-- trail by graduation reads one index with no `OR student_id IN (…)`. One UPDATE … FROM (a hash join over
-- the rows still null); rows of a student deleted since keep null, as the OR found none for them either.
UPDATE "audit_log" AS a SET "graduation_id" = s."graduation_id"
	FROM "students" AS s
	WHERE a."graduation_id" IS NULL AND a."student_id" IS NOT NULL AND s."id" = a."student_id";
