-- Decision 154: the home's notices and the back-office search at a large producer's size.
-- How many class-wide notices (student_id null) each class has, whatever their publication time, kept by the
-- database as notices change, so the home's total reads one row and counts only the notices not yet due
-- (usually none) instead of counting every notice of the class at each call. Exact and shared by every node:
-- written in the transaction that changes the notice.
CREATE TABLE IF NOT EXISTS "notice_class_counts" (
	"graduation_id" integer PRIMARY KEY NOT NULL,
	"notices" integer NOT NULL
);
--> statement-breakpoint
-- A notice leaving one class's wall and entering another's: -1 and +1, the lower class first, so two moves at
-- once take the rows in one order and never wait on each other in a circle. A personal notice counts nowhere.
CREATE OR REPLACE FUNCTION "notice_class_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_key integer;
	new_key integer;
BEGIN
	IF TG_OP <> 'INSERT' AND OLD.student_id IS NULL THEN
		old_key := OLD.graduation_id;
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.student_id IS NULL THEN
		new_key := NEW.graduation_id;
	END IF;
	IF old_key IS NOT DISTINCT FROM new_key THEN
		RETURN NULL;
	END IF;
	INSERT INTO "notice_class_counts" AS c ("graduation_id", "notices")
		SELECT m.k, m.d FROM (VALUES (old_key, -1), (new_key, 1)) AS m(k, d) WHERE m.k IS NOT NULL ORDER BY m.k
		ON CONFLICT ("graduation_id") DO UPDATE SET "notices" = c."notices" + excluded."notices";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notice_class_count_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "notice_class_counts";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- No write to notices while the triggers arrive and the rows are counted: none is missed or counted twice.
LOCK TABLE "notices" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "notices_class_count_insert" ON "notices";
--> statement-breakpoint
CREATE TRIGGER "notices_class_count_insert" AFTER INSERT ON "notices" FOR EACH ROW
	WHEN (NEW.student_id IS NULL) EXECUTE FUNCTION "notice_class_count"();
--> statement-breakpoint
-- Only the columns that put a notice on a class's wall: an edit of its text or date costs nothing.
DROP TRIGGER IF EXISTS "notices_class_count_update" ON "notices";
--> statement-breakpoint
CREATE TRIGGER "notices_class_count_update" AFTER UPDATE OF "graduation_id", "student_id" ON "notices"
	FOR EACH ROW EXECUTE FUNCTION "notice_class_count"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "notices_class_count_delete" ON "notices";
--> statement-breakpoint
CREATE TRIGGER "notices_class_count_delete" AFTER DELETE ON "notices" FOR EACH ROW
	WHEN (OLD.student_id IS NULL) EXECUTE FUNCTION "notice_class_count"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "notices_class_count_truncate" ON "notices";
--> statement-breakpoint
CREATE TRIGGER "notices_class_count_truncate" AFTER TRUNCATE ON "notices" FOR EACH STATEMENT
	EXECUTE FUNCTION "notice_class_count_reset"();
--> statement-breakpoint
DELETE FROM "notice_class_counts";
--> statement-breakpoint
INSERT INTO "notice_class_counts" ("graduation_id", "notices")
	SELECT "graduation_id", count(*)::int FROM "notices" WHERE "student_id" IS NULL GROUP BY "graduation_id";
--> statement-breakpoint
-- The search (decision 145) walks students_name_idx in pt_br name order and stops at 20 matches; with many
-- names before the first match ('silva' after 600 others) each walked row was fetched from the heap to test
-- its lowered texts. The index carries them and every column the search answers with: an index-only walk,
-- the table untouched. Same name and keys.
DROP INDEX IF EXISTS "students_name_idx";--> statement-breakpoint
CREATE INDEX "students_name_idx" ON "students" USING btree ("first_name" COLLATE "pt_br","surname" COLLATE "pt_br","id") INCLUDE ("search_name","search_email","cpf","email","course_id","graduation_id");
