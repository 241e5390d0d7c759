-- Decision 124 (events): an event can be archived (hidden from students exactly as a draft is, kept for the
-- orders that bought its photos) and deleted while no order line holds one of its photos.
ALTER TABLE "events" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "archived_by" integer REFERENCES "users"("id");
