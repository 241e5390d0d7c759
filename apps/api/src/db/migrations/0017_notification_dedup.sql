-- Issue 18: a charge has at most one provider event waiting for the read-back that confirms it. The job
-- clears unread_charge when it starts reading, so a burst of notifications of one payment makes one read-back.
ALTER TABLE "payment_events" ADD COLUMN "unread_charge" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_unread_charge_idx" ON "payment_events" USING btree ("provider","unread_charge");
