CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"original_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"size" integer NOT NULL,
	"original_key" text,
	"preview_key" text,
	"thumb_key" text,
	"width" integer,
	"height" integer,
	"thumb_width" integer,
	"thumb_height" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"refusal" text,
	"ignore_credits" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_album_idx" ON "photos" USING btree ("event_id","position","id") WHERE "photos"."state" = 'ready';--> statement-breakpoint
CREATE INDEX "photos_event_idx" ON "photos" USING btree ("event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_event_hash_idx" ON "photos" USING btree ("event_id","content_hash") WHERE "photos"."state" <> 'refused';