-- Names sort as a Brazilian reads them (decision 123): 'Érico' beside 'Eduardo', not after 'Zé'. ICU's
-- pt-BR, available in PostgreSQL built with ICU and in PGlite; the list indexes follow it so paging stays indexed.
CREATE COLLATION IF NOT EXISTS "pt_br" (provider = icu, locale = 'pt-BR');--> statement-breakpoint
DROP INDEX IF EXISTS "students_graduation_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "students_name_idx";--> statement-breakpoint
CREATE INDEX "students_graduation_name_idx" ON "students" USING btree ("graduation_id","first_name" COLLATE "pt_br","surname" COLLATE "pt_br","id");--> statement-breakpoint
CREATE INDEX "students_name_idx" ON "students" USING btree ("first_name" COLLATE "pt_br","surname" COLLATE "pt_br","id");
