-- decision 127: the back-office lists page with a keyset and count with an index at a large producer's size.
-- The stage an order waits on (spec A §4, as currentOrderStage derives it from its dates), stored so the board
-- filters, pages and counts per stage on an index: 1 financeiro, 2 processamento, 3 ok, 4 entregue, 5 concluído.
ALTER TABLE "orders" ADD COLUMN "board_stage" smallint GENERATED ALWAYS AS (
  CASE
    WHEN "paid_on" IS NULL THEN 1
    WHEN "delivered_on" IS NOT NULL THEN 5
    WHEN "ready_on" IS NOT NULL THEN 4
    WHEN "processing_on" IS NOT NULL THEN 3
    ELSE 2
  END
) STORED;--> statement-breakpoint
CREATE INDEX "orders_board_idx" ON "orders" USING btree ("board_stage", "id") WHERE "placed_on" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_board_graduation_idx" ON "orders" USING btree ("graduation_id", "board_stage", "id") WHERE "placed_on" IS NOT NULL;--> statement-breakpoint
-- The notifications list keeps its page first, newest first with the id to break ties, then joins.
CREATE INDEX "payment_events_received_id_idx" ON "payment_events" USING btree ("received_at", "id");--> statement-breakpoint
CREATE INDEX "payment_events_outcome_received_idx" ON "payment_events" USING btree ("outcome", "received_at", "id");
