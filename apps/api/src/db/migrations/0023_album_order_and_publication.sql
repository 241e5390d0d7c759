-- Decision 120: an event is hidden from students until it is published (a draft while its photos arrive, or
-- scheduled for a time), and its album follows the producer's order (file name, capture time or manual).
-- Events already live are published since they were created and keep the order they had (the upload's
-- positions, read as the manual order). Rows inserted outside the back-office (the seed) keep those same
-- defaults; the back-office's create writes a draft ordered by file name.
ALTER TABLE "events" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "events" SET "published_at" = "created_at";--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "published_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "album_order" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
-- The natural-sort key of the file name (packages/domain fileNameSortKey), compared byte by byte; null for
-- photos received before it: filled for an event's photos when the producer orders it by name or date.
ALTER TABLE "photos" ADD COLUMN "name_key" text COLLATE "C";--> statement-breakpoint
-- EXIF DateTimeOriginal, read when the derivatives are made; null when the file has none (or came before).
ALTER TABLE "photos" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
-- Manual positions leave gaps so a move writes one row (decision 120).
UPDATE "photos" SET "position" = "position" * 1024 WHERE "position" < 2000000;--> statement-breakpoint
CREATE INDEX "photos_album_name_idx" ON "photos" USING btree ("event_id","name_key","id") WHERE "photos"."state" = 'ready';--> statement-breakpoint
CREATE INDEX "photos_album_taken_idx" ON "photos" USING btree ("event_id","taken_at" NULLS LAST,"name_key","id") WHERE "photos"."state" = 'ready';
