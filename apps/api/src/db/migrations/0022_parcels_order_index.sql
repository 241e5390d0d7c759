-- An order's charge is looked up by order_id on every home load (the orders list) and every checkout: without
-- an index each lookup scanned every parcel (114k at a large producer's size). Only e-commerce parcels carry an
-- order, so the index holds just those rows.
CREATE INDEX "parcels_order_idx" ON "parcels" USING btree ("order_id") WHERE "order_id" IS NOT NULL;
