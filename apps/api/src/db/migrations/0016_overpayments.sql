CREATE TABLE "overpayments" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_id" integer NOT NULL,
	"payment_event_id" integer,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'to_refund' NOT NULL,
	"refunded_at" timestamp with time zone,
	"refund_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "overpayments" ADD CONSTRAINT "overpayments_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overpayments" ADD CONSTRAINT "overpayments_payment_event_id_payment_events_id_fk" FOREIGN KEY ("payment_event_id") REFERENCES "public"."payment_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "overpayments_payment_event_idx" ON "overpayments" USING btree ("payment_event_id");--> statement-breakpoint
CREATE INDEX "overpayments_parcel_idx" ON "overpayments" USING btree ("parcel_id");
