-- Decision 126: each audit row names a stable action code (the route text stays in "action"; rows written
-- before keep only their route and are translated at read time, never rewritten). "kind" tells a read
-- ('leitura', deduplicated and kept for a producer-set number of days) from a write ('escrita', kept forever).
ALTER TABLE "audit_log" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "kind" text DEFAULT 'escrita' NOT NULL;--> statement-breakpoint
-- The global 'últimas ações' and date ranges walk this index newest first (keyset on at, id).
CREATE INDEX IF NOT EXISTS "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_code_idx" ON "audit_log" USING btree ("code","at");--> statement-breakpoint
-- Rows written before the codes are found by their route text.
CREATE INDEX IF NOT EXISTS "audit_log_action_idx" ON "audit_log" USING btree ("action","at");
