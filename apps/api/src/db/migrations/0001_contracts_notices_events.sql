CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"total_term_cents" integer NOT NULL,
	"pdf_url" text,
	"signed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"surcharge_cents" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"method" integer NOT NULL,
	"due_on" date NOT NULL,
	"transaction" text,
	"admin" text,
	"origin" text DEFAULT 'Portal' NOT NULL,
	"title" text,
	"order_id" integer,
	"paid_on" date,
	"paid_cents" integer,
	"document" text,
	"cash_discount" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"group_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"graduation_id" integer NOT NULL,
	"name" text NOT NULL,
	"cover_key" text,
	"held_on" date,
	"media_type" smallint DEFAULT 0 NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"graduation_id" integer NOT NULL,
	"student_id" integer,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_graduation_id_graduations_id_fk" FOREIGN KEY ("graduation_id") REFERENCES "public"."graduations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_graduation_id_graduations_id_fk" FOREIGN KEY ("graduation_id") REFERENCES "public"."graduations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_student_idx" ON "contracts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "parcels_contract_idx" ON "parcels" USING btree ("contract_id","due_on");--> statement-breakpoint
CREATE INDEX "events_graduation_idx" ON "events" USING btree ("graduation_id","held_on");--> statement-breakpoint
CREATE INDEX "notices_graduation_idx" ON "notices" USING btree ("graduation_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_student_idx" ON "notices" USING btree ("student_id");