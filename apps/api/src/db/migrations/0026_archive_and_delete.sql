-- Decision 124: students, graduations, institutions, polos and courses can be archived (hidden from students
-- and from the back-office's pickers, kept for finance and audit) and deleted while nothing depends on them.
ALTER TABLE "students" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "archived_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "archived_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "archived_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "archived_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "archived_by" integer REFERENCES "users"("id");--> statement-breakpoint
-- A student user closed because its registration or graduation is archived: only these open again on an
-- unarchive (never an account closed for another reason, such as the demo's in production, decision 114).
ALTER TABLE "users" ADD COLUMN "closed_by_archive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The audit trail outlives what it names: a deleted student's or graduation's rows keep the number (and the
-- delete's own row keeps what was deleted), so these two stop being foreign keys.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_student_id_students_id_fk";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_graduation_id_graduations_id_fk";
