-- Decision 138 (LGPD art. 11, biometric data): face search's settings per graduation, the photos the engine
-- has read, and one descriptor per face found (its box relative to the upright picture, 128 float32 in 512
-- bytes). Every row goes with its photo, event and graduation.
-- The producer's switch and threshold: on the graduation, written only by the faces module.
ALTER TABLE "graduations" ADD COLUMN "face_search_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "face_match_threshold" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "graduations" ADD CONSTRAINT "graduations_face_threshold_check" CHECK ("face_match_threshold" between 0.3 and 0.7);--> statement-breakpoint
CREATE TABLE "face_scans" (
	"photo_id" integer PRIMARY KEY NOT NULL REFERENCES "photos"("id") ON DELETE CASCADE,
	"graduation_id" integer NOT NULL REFERENCES "graduations"("id") ON DELETE CASCADE,
	"faces" integer NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "face_scans_graduation_idx" ON "face_scans" ("graduation_id");--> statement-breakpoint
CREATE TABLE "photo_faces" (
	"id" serial PRIMARY KEY NOT NULL,
	"photo_id" integer NOT NULL REFERENCES "photos"("id") ON DELETE CASCADE,
	"event_id" integer NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
	"graduation_id" integer NOT NULL REFERENCES "graduations"("id") ON DELETE CASCADE,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"score" real NOT NULL,
	"descriptor" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_faces_descriptor_check" CHECK (octet_length("descriptor") = 512)
);--> statement-breakpoint
CREATE INDEX "photo_faces_graduation_idx" ON "photo_faces" ("graduation_id", "id");--> statement-breakpoint
CREATE INDEX "photo_faces_photo_idx" ON "photo_faces" ("photo_id");--> statement-breakpoint
CREATE INDEX "photo_faces_event_idx" ON "photo_faces" ("event_id");
