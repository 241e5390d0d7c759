CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "graduation_id" integer;--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "complementary_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "registration_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "registration_executive_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_graduation_id_graduations_id_fk" FOREIGN KEY ("graduation_id") REFERENCES "public"."graduations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_graduation_idx" ON "audit_log" USING btree ("graduation_id","at");--> statement-breakpoint
CREATE INDEX "graduations_ceremony_idx" ON "graduations" USING btree ("ceremony_date","id");--> statement-breakpoint
CREATE INDEX "notices_graduation_published_idx" ON "notices" USING btree ("graduation_id","published_at");--> statement-breakpoint
CREATE INDEX "students_course_idx" ON "students" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "students_campus_idx" ON "students" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "students_name_trgm_idx" ON "students" USING gin (lower("first_name" || ' ' || "surname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_email_trgm_idx" ON "students" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_cpf_trgm_idx" ON "students" USING gin ("cpf" gin_trgm_ops);--> statement-breakpoint
-- Notices written before scheduling existed were published when written.
UPDATE "notices" SET "published_at" = "created_at", "updated_at" = "created_at";
