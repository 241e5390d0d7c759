-- Decision 145: the class dashboard at a large producer's size reads its class's rows from indexes alone.
-- Same names and keys as before (every query that used them still does); INCLUDE adds the columns the dashboard
-- reads, so the classmates come in pt_br name order without a sort and each one's contract, parcels and files
-- are summed from index pages, not from parcels scattered over the heap.
DROP INDEX IF EXISTS "students_graduation_name_idx";--> statement-breakpoint
CREATE INDEX "students_graduation_name_idx" ON "students" USING btree ("graduation_id","first_name" COLLATE "pt_br","surname" COLLATE "pt_br","id") INCLUDE ("guest","course_id");--> statement-breakpoint
DROP INDEX IF EXISTS "contracts_student_idx";--> statement-breakpoint
CREATE INDEX "contracts_student_idx" ON "contracts" USING btree ("student_id") INCLUDE ("id","total_term_cents");--> statement-breakpoint
DROP INDEX IF EXISTS "parcels_contract_idx";--> statement-breakpoint
CREATE INDEX "parcels_contract_idx" ON "parcels" USING btree ("contract_id","due_on") INCLUDE ("visible","kind","amount_cents","paid_on");
--> statement-breakpoint
-- The back-office search (decision 145): the lowered name and e-mail it matches are kept beside the row, so a
-- search matching many ('silva') that walks students_name_idx in name order tests each row with one LIKE per
-- text instead of concatenating and lowering it again. Computed by the database from the row: always the same
-- text the search matched before, and erased with the name (decision 140). The trigram indexes move to them.
ALTER TABLE "students" ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (lower("first_name" || ' ' || "surname")) STORED;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN IF NOT EXISTS "search_email" text GENERATED ALWAYS AS (lower("email")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "students_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "students_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "students_name_trgm_idx" ON "students" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_email_trgm_idx" ON "students" USING gin ("search_email" gin_trgm_ops);
