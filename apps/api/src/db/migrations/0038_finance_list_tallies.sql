-- decision 144: the notifications list's total is read from a tally kept with the rows, not counted over every
-- notification on each page (23k at a large producer's size). One row per outcome and shard; a statement adds
-- what it changed to its backend's shard (pg_backend_pid() % 8), so concurrent webhooks rarely wait on one
-- another, and each statement touches its rows in outcome order. Written in the same transaction as the rows,
-- so any snapshot sums to exactly the rows it sees.
CREATE TABLE "payment_event_tallies" (
	"outcome" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_event_tallies_pkey" PRIMARY KEY ("outcome", "shard")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payment_event_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "payment_event_tallies" ("outcome", "shard", "n")
		SELECT d."outcome", pg_backend_pid() % 8, count(*) FROM "tally_new" d
		GROUP BY d."outcome" ORDER BY d."outcome"
		ON CONFLICT ("outcome", "shard") DO UPDATE SET "n" = "payment_event_tallies"."n" + excluded."n";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "payment_event_tallies" ("outcome", "shard", "n")
		SELECT d."outcome", pg_backend_pid() % 8, -count(*) FROM "tally_old" d
		GROUP BY d."outcome" ORDER BY d."outcome"
		ON CONFLICT ("outcome", "shard") DO UPDATE SET "n" = "payment_event_tallies"."n" + excluded."n";
	ELSE
		INSERT INTO "payment_event_tallies" ("outcome", "shard", "n")
		SELECT d."outcome", pg_backend_pid() % 8, sum(d."n") FROM (
			SELECT "outcome", 1 AS "n" FROM "tally_new"
			UNION ALL SELECT "outcome", -1 FROM "tally_old"
		) d
		GROUP BY d."outcome" HAVING sum(d."n") <> 0 ORDER BY d."outcome"
		ON CONFLICT ("outcome", "shard") DO UPDATE SET "n" = "payment_event_tallies"."n" + excluded."n";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payment_event_tally_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "payment_event_tallies";
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_events_tally_insert" ON "payment_events";--> statement-breakpoint
CREATE TRIGGER "payment_events_tally_insert" AFTER INSERT ON "payment_events"
	REFERENCING NEW TABLE AS "tally_new" FOR EACH STATEMENT EXECUTE FUNCTION "payment_event_tally"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_events_tally_update" ON "payment_events";--> statement-breakpoint
CREATE TRIGGER "payment_events_tally_update" AFTER UPDATE ON "payment_events"
	REFERENCING OLD TABLE AS "tally_old" NEW TABLE AS "tally_new" FOR EACH STATEMENT
	EXECUTE FUNCTION "payment_event_tally"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_events_tally_delete" ON "payment_events";--> statement-breakpoint
CREATE TRIGGER "payment_events_tally_delete" AFTER DELETE ON "payment_events"
	REFERENCING OLD TABLE AS "tally_old" FOR EACH STATEMENT EXECUTE FUNCTION "payment_event_tally"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_events_tally_truncate" ON "payment_events";--> statement-breakpoint
CREATE TRIGGER "payment_events_tally_truncate" AFTER TRUNCATE ON "payment_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "payment_event_tally_truncated"();--> statement-breakpoint
-- The rows already there, counted once: the triggers above hold the table's lock until this commits, so no
-- notification is counted twice or missed.
INSERT INTO "payment_event_tallies" ("outcome", "shard", "n")
SELECT "outcome", 0, count(*) FROM "payment_events" GROUP BY "outcome";--> statement-breakpoint
-- decision 144: the reconciliation's totals read each parcel's applied notifications here, without the table.
CREATE INDEX IF NOT EXISTS "payment_events_applied_parcel_idx" ON "payment_events" USING btree ("parcel_id") INCLUDE ("amount_cents") WHERE "outcome" = 'applied';
