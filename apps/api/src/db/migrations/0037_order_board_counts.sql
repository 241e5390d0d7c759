-- Decision 143: the order board's count per class and stage, kept by the database as orders change, so the
-- board reads a few rows instead of counting every placed order on each call (decision 127 counted them).
-- Exact and shared: every node reads the same rows, written in the transaction that changes the order.
CREATE TABLE IF NOT EXISTS "order_board_counts" (
	"graduation_id" integer NOT NULL,
	"board_stage" smallint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_board_counts_pkey" PRIMARY KEY ("graduation_id", "board_stage")
);
--> statement-breakpoint
-- An order leaves its (class, stage) and enters another: -1 and +1, the lower key first, so two transactions
-- moving orders of one class between the same stages (an advance and an undo) take the rows in one order
-- and never wait on each other in a circle. A draft (placed_on null) is on no column.
CREATE OR REPLACE FUNCTION "order_board_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_key integer[];
	new_key integer[];
BEGIN
	IF TG_OP <> 'INSERT' AND OLD.placed_on IS NOT NULL THEN
		old_key := ARRAY[OLD.graduation_id, OLD.board_stage];
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.placed_on IS NOT NULL THEN
		new_key := ARRAY[NEW.graduation_id, NEW.board_stage];
	END IF;
	IF old_key IS NOT DISTINCT FROM new_key THEN
		RETURN NULL;
	END IF;
	INSERT INTO "order_board_counts" AS c ("graduation_id", "board_stage", "orders")
		SELECT k[1], k[2], d FROM (VALUES (old_key, -1), (new_key, 1)) AS m(k, d) WHERE m.k IS NOT NULL ORDER BY m.k
		ON CONFLICT ("graduation_id", "board_stage") DO UPDATE SET "orders" = c."orders" + excluded."orders";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_board_count_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "order_board_counts";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- No write to orders while the triggers arrive and the rows are counted: none is missed or counted twice.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_board_count_insert" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_board_count_insert" AFTER INSERT ON "orders" FOR EACH ROW
	WHEN (NEW.placed_on IS NOT NULL) EXECUTE FUNCTION "order_board_count"();
--> statement-breakpoint
-- Only the columns board_stage is computed from, and the class: a tracking code or a cart edit costs nothing.
DROP TRIGGER IF EXISTS "orders_board_count_update" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_board_count_update"
	AFTER UPDATE OF "placed_on", "paid_on", "processing_on", "ready_on", "delivered_on", "graduation_id" ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "order_board_count"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_board_count_delete" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_board_count_delete" AFTER DELETE ON "orders" FOR EACH ROW
	WHEN (OLD.placed_on IS NOT NULL) EXECUTE FUNCTION "order_board_count"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_board_count_truncate" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_board_count_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT
	EXECUTE FUNCTION "order_board_count_reset"();
--> statement-breakpoint
DELETE FROM "order_board_counts";
--> statement-breakpoint
INSERT INTO "order_board_counts" ("graduation_id", "board_stage", "orders")
	SELECT "graduation_id", "board_stage", count(*)::int FROM "orders" WHERE "placed_on" IS NOT NULL
	GROUP BY "graduation_id", "board_stage";
