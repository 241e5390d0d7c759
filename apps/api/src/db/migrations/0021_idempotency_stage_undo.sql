-- Decision 117: a create call carrying an Idempotency-Key answers once per user and key (24 h); a repeated
-- submit gets the first answer back instead of a second row. `status` is null while the first call runs.
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY ("user_id", "key")
);--> statement-breakpoint
-- Decision 118: each stage the producer sets, with its e-mail held back until `mail_at`; undoing it before
-- then takes the stamp off and the e-mail never leaves.
CREATE TABLE "order_stage_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"stage" text NOT NULL,
	"changed_by" integer REFERENCES "users"("id"),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "order_stage_changes_state_check" CHECK ("state" in ('pending', 'sent', 'undone'))
);--> statement-breakpoint
CREATE INDEX "order_stage_changes_order_idx" ON "order_stage_changes" USING btree ("order_id","id");--> statement-breakpoint
-- Decision 118: a tracking code outside the Correios format is kept only when marked as another carrier's.
ALTER TABLE "orders" ADD COLUMN "tracking_other_format" boolean DEFAULT false NOT NULL;
