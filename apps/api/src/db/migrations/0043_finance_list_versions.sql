-- Decision 159: a class's reconciliation is built from every parcel of the class (~2,400 at a large producer's
-- size), and the notifications list from 50 notifications joined to their parcels, students and classes, so
-- checking on each call that a kept answer still matches its rows cost about what building it did. The
-- database instead counts the changes to what these lists are built from: a statement that writes a class's
-- parcels, contracts, students' names, orders' payments, overpayments, notifications or the class's name adds
-- one to its backend's row of that class (its scope), and of scope -1 (any class), in the same transaction.
-- A scope's sum then grows with every committed change and never otherwise, so a node keeps an answer beside
-- the sum it was built at. Scope 0 is what shows on every class's reconciliation: notifications without a
-- parcel (and what no class can be found for), and any truncate.
-- Each backend writes only its own rows (keyed by pg_backend_pid(), unique among live backends), so these
-- writes never wait on another transaction and add no lock order to the ones decisions 144 and 151 keep. The
-- rows of backends gone are folded into backend 0 daily (the sums unchanged).
CREATE TABLE IF NOT EXISTS "finance_list_versions" (
	"scope" integer NOT NULL,
	"backend" integer NOT NULL,
	"v" bigint NOT NULL,
	CONSTRAINT "finance_list_versions_pkey" PRIMARY KEY ("scope", "backend")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "finance_list_bump"(scopes integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "finance_list_versions" ("scope", "backend", "v")
	SELECT x."scope", pg_backend_pid(), 1 FROM (
		SELECT DISTINCT y."scope" FROM unnest(scopes || CASE WHEN cardinality(scopes) > 0 THEN array[-1] END) y("scope")
	) x
	WHERE x."scope" IS NOT NULL ORDER BY x."scope"
	ON CONFLICT ("scope", "backend") DO UPDATE SET "v" = "finance_list_versions"."v" + 1;
$$;
--> statement-breakpoint
-- The classes of the contracts `ids`.
CREATE OR REPLACE FUNCTION "finance_list_classes_of_contracts"(ids integer[]) RETURNS integer[] LANGUAGE sql STABLE AS $$
	SELECT array(SELECT DISTINCT s."graduation_id" FROM "contracts" c JOIN "students" s ON s."id" = c."student_id"
		WHERE c."id" = ANY(ids));
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "finance_list_parcels_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "finance_list_bump"("finance_list_classes_of_contracts"(array(SELECT "contract_id" FROM "fl_new")));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "finance_list_bump"("finance_list_classes_of_contracts"(array(SELECT "contract_id" FROM "fl_old")));
	ELSE
		PERFORM "finance_list_bump"("finance_list_classes_of_contracts"(array(
			SELECT "contract_id" FROM "fl_new" UNION SELECT "contract_id" FROM "fl_old")));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "finance_list_contracts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "finance_list_bump"(array(SELECT s."graduation_id" FROM "fl_new" n JOIN "students" s ON s."id" = n."student_id"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "finance_list_bump"(array(SELECT s."graduation_id" FROM "fl_old" o JOIN "students" s ON s."id" = o."student_id"));
	ELSE
		PERFORM "finance_list_bump"(array(SELECT s."graduation_id" FROM (
			SELECT "student_id" FROM "fl_new" UNION SELECT "student_id" FROM "fl_old") x
			JOIN "students" s ON s."id" = x."student_id"));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A student's name and class are in the answer; other columns are not.
CREATE OR REPLACE FUNCTION "finance_list_students_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "finance_list_bump"(array(SELECT "graduation_id" FROM "fl_new"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "finance_list_bump"(array(SELECT "graduation_id" FROM "fl_old"));
	ELSE
		PERFORM "finance_list_bump"(array(
			SELECT unnest(array[o."graduation_id", n."graduation_id"]) FROM "fl_old" o JOIN "fl_new" n ON n."id" = o."id"
			WHERE (o."first_name", o."surname", o."graduation_id") IS DISTINCT FROM (n."first_name", n."surname", n."graduation_id")));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- An order's payment closes its leftover charge (decision 101); nothing else of an order is in the answer.
CREATE OR REPLACE FUNCTION "finance_list_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "finance_list_bump"(array(
		SELECT unnest(array[o."graduation_id", n."graduation_id"]) FROM "fl_old" o JOIN "fl_new" n ON n."id" = o."id"
		WHERE (o."paid_on", o."graduation_id") IS DISTINCT FROM (n."paid_on", n."graduation_id")));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "finance_list_overpayments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "finance_list_bump"("finance_list_classes_of_contracts"(array(
			SELECT p."contract_id" FROM "fl_new" n JOIN "parcels" p ON p."id" = n."parcel_id")));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "finance_list_bump"("finance_list_classes_of_contracts"(array(
			SELECT p."contract_id" FROM "fl_old" o JOIN "parcels" p ON p."id" = o."parcel_id")));
	ELSE
		PERFORM "finance_list_bump"("finance_list_classes_of_contracts"(array(
			SELECT p."contract_id" FROM (SELECT "parcel_id" FROM "fl_new" UNION SELECT "parcel_id" FROM "fl_old") x
			JOIN "parcels" p ON p."id" = x."parcel_id")));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A notification counts for the class of its parcel: the one the job wrote, or, while it is queued, the one
-- holding its charge (as the lists read it); one without a parcel, or whose class is not found, for scope 0.
CREATE OR REPLACE FUNCTION "finance_list_events_scopes"(parcel_ids integer[], providers text[], refs text[], outcomes text[])
RETURNS integer[] LANGUAGE sql STABLE AS $$
	SELECT array(
		SELECT CASE WHEN e."outcome" = 'unknown_parcel' THEN 0 ELSE coalesce(s."graduation_id", 0) END
		FROM unnest(parcel_ids, providers, refs, outcomes) e("parcel_id", "provider", "ref", "outcome")
		LEFT JOIN "parcels" p ON p."id" = coalesce(e."parcel_id", (
			SELECT q."id" FROM "parcels" q WHERE q."provider" = e."provider" AND q."provider_ref" = e."ref" LIMIT 1))
		LEFT JOIN "contracts" c ON c."id" = p."contract_id"
		LEFT JOIN "students" s ON s."id" = c."student_id");
$$;
--> statement-breakpoint
-- A class's name is in both lists.
CREATE OR REPLACE FUNCTION "finance_list_graduations_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "finance_list_bump"(array(
		SELECT n."id" FROM "fl_old" o JOIN "fl_new" n ON n."id" = o."id" WHERE o."name" IS DISTINCT FROM n."name"));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "finance_list_events_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "finance_list_bump"("finance_list_events_scopes"(
			array(SELECT "parcel_id" FROM "fl_new"), array(SELECT "provider" FROM "fl_new"),
			array(SELECT "charge_ref" FROM "fl_new"), array(SELECT "outcome" FROM "fl_new")));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "finance_list_bump"("finance_list_events_scopes"(
			array(SELECT "parcel_id" FROM "fl_old"), array(SELECT "provider" FROM "fl_old"),
			array(SELECT "charge_ref" FROM "fl_old"), array(SELECT "outcome" FROM "fl_old")));
	ELSE
		PERFORM "finance_list_bump"("finance_list_events_scopes"(
			array(SELECT "parcel_id" FROM "fl_new") || array(SELECT "parcel_id" FROM "fl_old"),
			array(SELECT "provider" FROM "fl_new") || array(SELECT "provider" FROM "fl_old"),
			array(SELECT "charge_ref" FROM "fl_new") || array(SELECT "charge_ref" FROM "fl_old"),
			array(SELECT "outcome" FROM "fl_new") || array(SELECT "outcome" FROM "fl_old")));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- The rows of backends no longer running, added into backend 0's: every scope's sum is unchanged. A backend
-- that starts meanwhile under a folded pid waits on the row, then writes a new one.
CREATE OR REPLACE FUNCTION "finance_list_fold"() RETURNS bigint LANGUAGE sql AS $$
	WITH "gone" AS (
		DELETE FROM "finance_list_versions" v
		WHERE v."backend" <> 0 AND v."backend" <> pg_backend_pid()
			AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a."pid" = v."backend")
		RETURNING v."scope", v."v"
	), "folded" AS (
		INSERT INTO "finance_list_versions" ("scope", "backend", "v")
		SELECT g."scope", 0, sum(g."v") FROM "gone" g GROUP BY g."scope" ORDER BY g."scope"
		ON CONFLICT ("scope", "backend") DO UPDATE SET "v" = "finance_list_versions"."v" + excluded."v"
		RETURNING 1
	)
	SELECT count(*) FROM "gone";
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "finance_list_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "finance_list_bump"(array[0]);
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "parcels_finance_list_insert" ON "parcels";--> statement-breakpoint
CREATE TRIGGER "parcels_finance_list_insert" AFTER INSERT ON "parcels"
	REFERENCING NEW TABLE AS "fl_new" FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_parcels_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "parcels_finance_list_update" ON "parcels";--> statement-breakpoint
CREATE TRIGGER "parcels_finance_list_update" AFTER UPDATE ON "parcels"
	REFERENCING OLD TABLE AS "fl_old" NEW TABLE AS "fl_new" FOR EACH STATEMENT
	EXECUTE FUNCTION "finance_list_parcels_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "parcels_finance_list_delete" ON "parcels";--> statement-breakpoint
CREATE TRIGGER "parcels_finance_list_delete" AFTER DELETE ON "parcels"
	REFERENCING OLD TABLE AS "fl_old" FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_parcels_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "contracts_finance_list_insert" ON "contracts";--> statement-breakpoint
CREATE TRIGGER "contracts_finance_list_insert" AFTER INSERT ON "contracts"
	REFERENCING NEW TABLE AS "fl_new" FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_contracts_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "contracts_finance_list_update" ON "contracts";--> statement-breakpoint
CREATE TRIGGER "contracts_finance_list_update" AFTER UPDATE ON "contracts"
	REFERENCING OLD TABLE AS "fl_old" NEW TABLE AS "fl_new" FOR EACH STATEMENT
	EXECUTE FUNCTION "finance_list_contracts_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "contracts_finance_list_delete" ON "contracts";--> statement-breakpoint
CREATE TRIGGER "contracts_finance_list_delete" AFTER DELETE ON "contracts"
	REFERENCING OLD TABLE AS "fl_old" FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_contracts_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "students_finance_list_insert" ON "students";--> statement-breakpoint
CREATE TRIGGER "students_finance_list_insert" AFTER INSERT ON "students"
	REFERENCING NEW TABLE AS "fl_new" FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_students_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "students_finance_list_update" ON "students";--> statement-breakpoint
CREATE TRIGGER "students_finance_list_update" AFTER UPDATE ON "students"
	REFERENCING OLD TABLE AS "fl_old" NEW TABLE AS "fl_new" FOR EACH STATEMENT
	EXECUTE FUNCTION "finance_list_students_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "students_finance_list_delete" ON "students";--> statement-breakpoint
CREATE TRIGGER "students_finance_list_delete" AFTER DELETE ON "students"
	REFERENCING OLD TABLE AS "fl_old" FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_students_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_finance_list_update" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_finance_list_update" AFTER UPDATE ON "orders"
	REFERENCING OLD TABLE AS "fl_old" NEW TABLE AS "fl_new" FOR EACH STATEMENT
	EXECUTE FUNCTION "finance_list_orders_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "overpayments_finance_list_insert" ON "overpayments";--> statement-breakpoint
CREATE TRIGGER "overpayments_finance_list_insert" AFTER INSERT ON "overpayments"
	REFERENCING NEW TABLE AS "fl_new" FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_overpayments_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "overpayments_finance_list_update" ON "overpayments";--> statement-breakpoint
CREATE TRIGGER "overpayments_finance_list_update" AFTER UPDATE ON "overpayments"
	REFERENCING OLD TABLE AS "fl_old" NEW TABLE AS "fl_new" FOR EACH STATEMENT
	EXECUTE FUNCTION "finance_list_overpayments_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "overpayments_finance_list_delete" ON "overpayments";--> statement-breakpoint
CREATE TRIGGER "overpayments_finance_list_delete" AFTER DELETE ON "overpayments"
	REFERENCING OLD TABLE AS "fl_old" FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_overpayments_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_events_finance_list_insert" ON "payment_events";--> statement-breakpoint
CREATE TRIGGER "payment_events_finance_list_insert" AFTER INSERT ON "payment_events"
	REFERENCING NEW TABLE AS "fl_new" FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_events_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_events_finance_list_update" ON "payment_events";--> statement-breakpoint
CREATE TRIGGER "payment_events_finance_list_update" AFTER UPDATE ON "payment_events"
	REFERENCING OLD TABLE AS "fl_old" NEW TABLE AS "fl_new" FOR EACH STATEMENT
	EXECUTE FUNCTION "finance_list_events_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_events_finance_list_delete" ON "payment_events";--> statement-breakpoint
CREATE TRIGGER "payment_events_finance_list_delete" AFTER DELETE ON "payment_events"
	REFERENCING OLD TABLE AS "fl_old" FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_events_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "graduations_finance_list_update" ON "graduations";--> statement-breakpoint
CREATE TRIGGER "graduations_finance_list_update" AFTER UPDATE ON "graduations"
	REFERENCING OLD TABLE AS "fl_old" NEW TABLE AS "fl_new" FOR EACH STATEMENT
	EXECUTE FUNCTION "finance_list_graduations_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "parcels_finance_list_truncate" ON "parcels";--> statement-breakpoint
CREATE TRIGGER "parcels_finance_list_truncate" AFTER TRUNCATE ON "parcels"
	FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_truncated"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_events_finance_list_truncate" ON "payment_events";--> statement-breakpoint
CREATE TRIGGER "payment_events_finance_list_truncate" AFTER TRUNCATE ON "payment_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_truncated"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "overpayments_finance_list_truncate" ON "overpayments";--> statement-breakpoint
CREATE TRIGGER "overpayments_finance_list_truncate" AFTER TRUNCATE ON "overpayments"
	FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_truncated"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "contracts_finance_list_truncate" ON "contracts";--> statement-breakpoint
CREATE TRIGGER "contracts_finance_list_truncate" AFTER TRUNCATE ON "contracts"
	FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_truncated"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "students_finance_list_truncate" ON "students";--> statement-breakpoint
CREATE TRIGGER "students_finance_list_truncate" AFTER TRUNCATE ON "students"
	FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_truncated"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_finance_list_truncate" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_finance_list_truncate" AFTER TRUNCATE ON "orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "finance_list_truncated"();
