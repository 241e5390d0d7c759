-- Decision 139 (LGPD art. 11): 'Avisar-me de novas fotos'. The descriptor of a student's selfie (never the
-- selfie), kept only while the student asks to be told of new photos; one per user.
CREATE TABLE "face_search_alerts" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"student_id" integer NOT NULL REFERENCES "students"("id") ON DELETE CASCADE,
	"graduation_id" integer NOT NULL REFERENCES "graduations"("id") ON DELETE CASCADE,
	"descriptor" real[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "face_search_alerts_graduation_idx" ON "face_search_alerts" ("graduation_id");
