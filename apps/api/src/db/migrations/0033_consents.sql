-- Decision 137 (LGPD art. 8 §5, art. 11): the consent log. One row per consent given, kept after it is
-- withdrawn (withdrawn_at), so the portal can prove who agreed to which text, when and how; at most one
-- consent of a kind is in force per user.
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"channel" text NOT NULL DEFAULT 'portal',
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "consents_in_force_idx" ON "consents" ("user_id", "kind") WHERE "withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" ("user_id", "given_at");
