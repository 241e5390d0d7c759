ALTER TABLE "parcels" ADD COLUMN "recorded_by" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;