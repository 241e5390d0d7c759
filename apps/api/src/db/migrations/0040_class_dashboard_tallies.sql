-- Decision 151: the class dashboard's figures kept by the database as the rows they come from change, so a call
-- reads a few dozen tally rows instead of every parcel of the class (decision 145 read ~2,400 on each call).
-- Each classmate's share of the figures is kept beside them (classmate_dashboard_parts); a change to their
-- registration, contracts, parcels or files recounts that share from their own rows and adds the difference
-- to the class's tally, in the transaction that made the change. Figures that hang on today are kept by day:
-- what fell due ('due', by due date) and when an open contract turns late ('open', by its oldest unpaid
-- instalment's due date), so the call adds the days up to today itself.
CREATE TABLE IF NOT EXISTS "class_dashboard_tallies" (
	"graduation_id" integer NOT NULL,
	"figure" text NOT NULL,
	-- 'infinity' for a figure without a day.
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "class_dashboard_tallies_pkey" PRIMARY KEY ("graduation_id", "figure", "day", "shard")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "classmate_dashboard_parts" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"graduation_id" integer NOT NULL,
	"figures" text[] NOT NULL,
	"days" date[] NOT NULL,
	"ns" bigint[] NOT NULL
);
--> statement-breakpoint
-- A classmate's share, from their own rows: the same definitions as reports.repository's payments and files
-- (settled: paid, visible contract and discount parcels; late: a visible contract or extras parcel unpaid
-- past its due date; due: visible contract and discount parcels by due date).
CREATE OR REPLACE FUNCTION "classmate_dashboard_figures"(ids integer[])
RETURNS TABLE ("student_id" integer, "graduation_id" integer, "figure" text, "day" date, "n" bigint)
-- STABLE, so the statements below that call it take it in (inlined): planned once per session with theirs,
-- not again at every call as a volatile SQL function is (~4 ms a payment on a large class).
LANGUAGE sql STABLE AS $$
	WITH s AS (SELECT st."id", st."graduation_id", st."guest" FROM "students" st WHERE st."id" = ANY(ids)),
	k AS (
		SELECT c."student_id", sum(c."total_term_cents")::bigint AS "total" FROM "contracts" c
		WHERE c."student_id" = ANY(ids) GROUP BY c."student_id"
	),
	p AS MATERIALIZED (
		SELECT c."student_id", p."amount_cents", p."kind", p."due_on", p."paid_on"
		FROM "contracts" c JOIN "parcels" p ON p."contract_id" = c."id"
		WHERE c."student_id" = ANY(ids) AND p."visible"
	),
	pay AS (
		SELECT p."student_id",
			coalesce(sum(p."amount_cents") FILTER (
				WHERE p."paid_on" IS NOT NULL AND p."kind" IN ('Contrato', 'Desconto')), 0)::bigint AS "settled",
			min(p."due_on") FILTER (WHERE p."paid_on" IS NULL AND p."kind" IN ('Contrato', 'Extras')) AS "late_from"
		FROM p GROUP BY p."student_id"
	),
	f AS (
		SELECT u."student_id", u."type", count(*)::bigint AS "n" FROM "uploads" u
		WHERE u."student_id" = ANY(ids) GROUP BY u."student_id", u."type"
	)
	SELECT s."id", s."graduation_id", x."figure", x."day", x."n"
	FROM s LEFT JOIN k ON k."student_id" = s."id" LEFT JOIN pay ON pay."student_id" = s."id"
	CROSS JOIN LATERAL (VALUES
		('classmates', 'infinity'::date, 1::bigint),
		('guests', 'infinity', CASE WHEN s."guest" THEN 1 ELSE 0 END),
		('no_contract', 'infinity', CASE WHEN k."total" IS NULL THEN 1 ELSE 0 END),
		('contracts', 'infinity', CASE WHEN k."total" IS NULL THEN 0 ELSE 1 END),
		('contracted', 'infinity', coalesce(k."total", 0)),
		('received', 'infinity', CASE WHEN k."total" IS NULL THEN 0 ELSE coalesce(pay."settled", 0) END),
		('settled_in_full', 'infinity',
			CASE WHEN k."total" IS NOT NULL AND coalesce(pay."settled", 0) >= k."total" THEN 1 ELSE 0 END),
		('open', coalesce(pay."late_from", 'infinity'),
			CASE WHEN k."total" IS NOT NULL AND coalesce(pay."settled", 0) < k."total" THEN 1 ELSE 0 END)
	) AS x("figure", "day", "n")
	WHERE x."n" <> 0
	UNION ALL
	SELECT s."id", s."graduation_id", 'due', p."due_on", sum(p."amount_cents")::bigint
	FROM s JOIN k ON k."student_id" = s."id" JOIN p ON p."student_id" = s."id"
	WHERE p."kind" IN ('Contrato', 'Desconto')
	GROUP BY s."id", s."graduation_id", p."due_on" HAVING sum(p."amount_cents") <> 0
	UNION ALL
	-- Guests fill no upload screen (spec A §6); the class songs are counted whoever sent them.
	SELECT s."id", s."graduation_id", 'sent:' || f."type", 'infinity', 1
	FROM s JOIN f ON f."student_id" = s."id"
	WHERE NOT s."guest" AND f."type" IN ('individual', 'complementar', 'certificado')
	UNION ALL
	SELECT s."id", s."graduation_id", 'class_songs', 'infinity', f."n"
	FROM s JOIN f ON f."student_id" = s."id" WHERE f."type" = 'formatura'
$$;
--> statement-breakpoint
-- Recounts these classmates' shares and adds the differences to their classes' tallies. Their student rows are
-- locked first (in id order), so two transactions changing one classmate's rows take turns here; read
-- committed gives each statement below a snapshot taken after the lock, so the last of them counts every
-- change committed before it. A deleted classmate has no row left: their share is taken back whole. The
-- tallies are written to this backend's shard (pg_backend_pid() % 8), in key order, as decision 144's.
CREATE OR REPLACE FUNCTION "classmate_dashboard_recount"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF ids IS NULL OR cardinality(ids) = 0 THEN
		RETURN;
	END IF;
	PERFORM 1 FROM "students" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
	-- One statement, the shares counted once: every part below reads the kept shares as they were before it.
	WITH fresh AS MATERIALIZED (SELECT * FROM "classmate_dashboard_figures"(ids)),
	kept AS (
		SELECT cp."graduation_id", x."figure", x."day", x."n"
		FROM "classmate_dashboard_parts" cp, unnest(cp."figures", cp."days", cp."ns") AS x("figure", "day", "n")
		WHERE cp."student_id" = ANY(ids)
	),
	gone AS (
		DELETE FROM "classmate_dashboard_parts"
		WHERE "student_id" = ANY(ids) AND "student_id" NOT IN (SELECT f."student_id" FROM fresh f)
	),
	saved AS (
		INSERT INTO "classmate_dashboard_parts" AS p ("student_id", "graduation_id", "figures", "days", "ns")
		SELECT f."student_id", f."graduation_id", array_agg(f."figure"), array_agg(f."day"), array_agg(f."n")
		FROM fresh f GROUP BY f."student_id", f."graduation_id"
		ON CONFLICT ("student_id") DO UPDATE SET "graduation_id" = excluded."graduation_id",
			"figures" = excluded."figures", "days" = excluded."days", "ns" = excluded."ns"
	)
	INSERT INTO "class_dashboard_tallies" AS t ("graduation_id", "figure", "day", "shard", "n")
	SELECT d."graduation_id", d."figure", d."day", pg_backend_pid() % 8, sum(d."n") FROM (
		SELECT f."graduation_id", f."figure", f."day", f."n" FROM fresh f
		UNION ALL
		SELECT k."graduation_id", k."figure", k."day", -k."n" FROM kept k
	) d
	GROUP BY d."graduation_id", d."figure", d."day" HAVING sum(d."n") <> 0
	ORDER BY d."graduation_id", d."figure", d."day"
	ON CONFLICT ("graduation_id", "figure", "day", "shard") DO UPDATE SET "n" = t."n" + excluded."n";
END $$;
--> statement-breakpoint
-- Every share counted again from the rows (this migration, a truncate, or a data-only restore: decision 151).
CREATE OR REPLACE FUNCTION "class_dashboard_recount_all"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	ids integer[] := ARRAY(SELECT "id" FROM "students");
BEGIN
	DELETE FROM "class_dashboard_tallies";
	DELETE FROM "classmate_dashboard_parts";
	INSERT INTO "classmate_dashboard_parts" ("student_id", "graduation_id", "figures", "days", "ns")
	SELECT f."student_id", f."graduation_id", array_agg(f."figure"), array_agg(f."day"), array_agg(f."n")
	FROM "classmate_dashboard_figures"(ids) f GROUP BY f."student_id", f."graduation_id";
	INSERT INTO "class_dashboard_tallies" ("graduation_id", "figure", "day", "shard", "n")
	SELECT kept."graduation_id", x."figure", x."day", 0, sum(x."n")
	FROM "classmate_dashboard_parts" kept, unnest(kept."figures", kept."days", kept."ns") AS x("figure", "day", "n")
	GROUP BY kept."graduation_id", x."figure", x."day" HAVING sum(x."n") <> 0;
END $$;
--> statement-breakpoint
-- The statement triggers: which classmates a statement touched, from its transition tables. An update counts
-- only when a column the figures read changed (a parcel's provider reference or a student's phone costs a
-- join of the changed rows and nothing more).
CREATE OR REPLACE FUNCTION "class_dashboard_parcels_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "classmate_dashboard_recount"(ARRAY(
			SELECT DISTINCT c."student_id" FROM "dashboard_new" n JOIN "contracts" c ON c."id" = n."contract_id"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "classmate_dashboard_recount"(ARRAY(
			SELECT DISTINCT c."student_id" FROM "dashboard_old" o JOIN "contracts" c ON c."id" = o."contract_id"));
	ELSE
		PERFORM "classmate_dashboard_recount"(ARRAY(
			SELECT DISTINCT c."student_id" FROM "dashboard_old" o JOIN "dashboard_new" n ON n."id" = o."id"
			CROSS JOIN LATERAL (VALUES (o."contract_id"), (n."contract_id")) AS m("contract_id")
			JOIN "contracts" c ON c."id" = m."contract_id"
			WHERE (o."contract_id", o."amount_cents", o."kind", o."due_on", o."paid_on", o."visible")
				IS DISTINCT FROM (n."contract_id", n."amount_cents", n."kind", n."due_on", n."paid_on", n."visible")));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "class_dashboard_contracts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "classmate_dashboard_recount"(ARRAY(SELECT DISTINCT "student_id" FROM "dashboard_new"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "classmate_dashboard_recount"(ARRAY(SELECT DISTINCT "student_id" FROM "dashboard_old"));
	ELSE
		PERFORM "classmate_dashboard_recount"(ARRAY(
			SELECT DISTINCT m."student_id" FROM "dashboard_old" o JOIN "dashboard_new" n ON n."id" = o."id"
			CROSS JOIN LATERAL (VALUES (o."student_id"), (n."student_id")) AS m("student_id")
			WHERE (o."student_id", o."total_term_cents") IS DISTINCT FROM (n."student_id", n."total_term_cents")));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "class_dashboard_uploads_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "classmate_dashboard_recount"(ARRAY(SELECT DISTINCT "student_id" FROM "dashboard_new"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "classmate_dashboard_recount"(ARRAY(SELECT DISTINCT "student_id" FROM "dashboard_old"));
	ELSE
		PERFORM "classmate_dashboard_recount"(ARRAY(
			SELECT DISTINCT m."student_id" FROM "dashboard_old" o JOIN "dashboard_new" n ON n."id" = o."id"
			CROSS JOIN LATERAL (VALUES (o."student_id"), (n."student_id")) AS m("student_id")
			WHERE (o."student_id", o."type") IS DISTINCT FROM (n."student_id", n."type")));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "class_dashboard_students_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "classmate_dashboard_recount"(ARRAY(SELECT "id" FROM "dashboard_new"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "classmate_dashboard_recount"(ARRAY(SELECT "id" FROM "dashboard_old"));
	ELSE
		PERFORM "classmate_dashboard_recount"(ARRAY(
			SELECT DISTINCT m."id" FROM "dashboard_old" o JOIN "dashboard_new" n ON n."id" = o."id"
			CROSS JOIN LATERAL (VALUES (o."id"), (n."id")) AS m("id")
			WHERE (o."id", o."graduation_id", o."guest") IS DISTINCT FROM (n."id", n."graduation_id", n."guest")));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "class_dashboard_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "class_dashboard_recount_all"();
	RETURN NULL;
END $$;
--> statement-breakpoint
-- No write to these tables while the triggers arrive and the shares are counted: none is missed or counted twice.
LOCK TABLE "students", "contracts", "parcels", "uploads" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "parcels_dashboard_insert" ON "parcels";--> statement-breakpoint
CREATE TRIGGER "parcels_dashboard_insert" AFTER INSERT ON "parcels" REFERENCING NEW TABLE AS "dashboard_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_parcels_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "parcels_dashboard_update" ON "parcels";--> statement-breakpoint
CREATE TRIGGER "parcels_dashboard_update" AFTER UPDATE ON "parcels"
	REFERENCING OLD TABLE AS "dashboard_old" NEW TABLE AS "dashboard_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_parcels_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "parcels_dashboard_delete" ON "parcels";--> statement-breakpoint
CREATE TRIGGER "parcels_dashboard_delete" AFTER DELETE ON "parcels" REFERENCING OLD TABLE AS "dashboard_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_parcels_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "parcels_dashboard_truncate" ON "parcels";--> statement-breakpoint
CREATE TRIGGER "parcels_dashboard_truncate" AFTER TRUNCATE ON "parcels"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_truncated"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "contracts_dashboard_insert" ON "contracts";--> statement-breakpoint
CREATE TRIGGER "contracts_dashboard_insert" AFTER INSERT ON "contracts" REFERENCING NEW TABLE AS "dashboard_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_contracts_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "contracts_dashboard_update" ON "contracts";--> statement-breakpoint
CREATE TRIGGER "contracts_dashboard_update" AFTER UPDATE ON "contracts"
	REFERENCING OLD TABLE AS "dashboard_old" NEW TABLE AS "dashboard_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_contracts_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "contracts_dashboard_delete" ON "contracts";--> statement-breakpoint
CREATE TRIGGER "contracts_dashboard_delete" AFTER DELETE ON "contracts" REFERENCING OLD TABLE AS "dashboard_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_contracts_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "contracts_dashboard_truncate" ON "contracts";--> statement-breakpoint
CREATE TRIGGER "contracts_dashboard_truncate" AFTER TRUNCATE ON "contracts"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_truncated"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "uploads_dashboard_insert" ON "uploads";--> statement-breakpoint
CREATE TRIGGER "uploads_dashboard_insert" AFTER INSERT ON "uploads" REFERENCING NEW TABLE AS "dashboard_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_uploads_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "uploads_dashboard_update" ON "uploads";--> statement-breakpoint
CREATE TRIGGER "uploads_dashboard_update" AFTER UPDATE ON "uploads"
	REFERENCING OLD TABLE AS "dashboard_old" NEW TABLE AS "dashboard_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_uploads_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "uploads_dashboard_delete" ON "uploads";--> statement-breakpoint
CREATE TRIGGER "uploads_dashboard_delete" AFTER DELETE ON "uploads" REFERENCING OLD TABLE AS "dashboard_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_uploads_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "uploads_dashboard_truncate" ON "uploads";--> statement-breakpoint
CREATE TRIGGER "uploads_dashboard_truncate" AFTER TRUNCATE ON "uploads"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_truncated"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "students_dashboard_insert" ON "students";--> statement-breakpoint
CREATE TRIGGER "students_dashboard_insert" AFTER INSERT ON "students" REFERENCING NEW TABLE AS "dashboard_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_students_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "students_dashboard_update" ON "students";--> statement-breakpoint
CREATE TRIGGER "students_dashboard_update" AFTER UPDATE ON "students"
	REFERENCING OLD TABLE AS "dashboard_old" NEW TABLE AS "dashboard_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_students_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "students_dashboard_delete" ON "students";--> statement-breakpoint
CREATE TRIGGER "students_dashboard_delete" AFTER DELETE ON "students" REFERENCING OLD TABLE AS "dashboard_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_students_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "students_dashboard_truncate" ON "students";--> statement-breakpoint
CREATE TRIGGER "students_dashboard_truncate" AFTER TRUNCATE ON "students"
	FOR EACH STATEMENT EXECUTE FUNCTION "class_dashboard_truncated"();--> statement-breakpoint
SELECT "class_dashboard_recount_all"();
