CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"student_id" integer,
	"action" text NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "campuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"graduation_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "graduations" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"name" text NOT NULL,
	"ceremony_date" date,
	"ceremony_time" text,
	"venue" text,
	"show_details" boolean DEFAULT true NOT NULL,
	"registration_key" text NOT NULL,
	"vacancy_limit" integer DEFAULT 0 NOT NULL,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"adjustment_cents" integer DEFAULT 0 NOT NULL,
	"price_term_cents" integer DEFAULT 0 NOT NULL,
	"price_cash_cents" integer DEFAULT 0 NOT NULL,
	"cash_limit_date" date,
	"interest_free_instalments" integer DEFAULT 1 NOT NULL,
	"card_limit_date" date,
	"interest_rate_bp" integer DEFAULT 0 NOT NULL,
	"contract_url" text,
	"photos_childhood" integer DEFAULT 0 NOT NULL,
	"photos_tribute" integer DEFAULT 0 NOT NULL,
	"photos_led" integer DEFAULT 0 NOT NULL,
	"delivery_days" integer DEFAULT 0 NOT NULL,
	"complementary_deadline" date,
	"shirt_deadline" date,
	"minimum_paid_percent" integer DEFAULT 50 NOT NULL,
	"download_printed" boolean DEFAULT false NOT NULL,
	"all_digital_free" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "graduations_vacancy_check" CHECK ("graduations"."vacancy_limit" = 0 or "graduations"."registered_count" <= "graduations"."vacancy_limit")
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"graduation_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"campus_id" integer,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"cpf" text NOT NULL,
	"phone" text NOT NULL,
	"instagram" text,
	"executive_code" text DEFAULT 'e4' NOT NULL,
	"cep" text,
	"street" text,
	"number" text,
	"complement" text,
	"district" text,
	"city" text,
	"uf" text,
	"address_reviewed_at" date,
	"restricted" boolean DEFAULT false NOT NULL,
	"guest" boolean DEFAULT false NOT NULL,
	"committee" boolean DEFAULT false NOT NULL,
	"coordinator" boolean DEFAULT false NOT NULL,
	"ignore_credits" boolean DEFAULT false NOT NULL,
	"digital_credits" integer DEFAULT 0 NOT NULL,
	"printed_credits" integer DEFAULT 0 NOT NULL,
	"shirt_size" integer,
	"invitation_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'student' NOT NULL,
	"student_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campuses" ADD CONSTRAINT "campuses_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_graduation_id_graduations_id_fk" FOREIGN KEY ("graduation_id") REFERENCES "public"."graduations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduations" ADD CONSTRAINT "graduations_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_graduation_id_graduations_id_fk" FOREIGN KEY ("graduation_id") REFERENCES "public"."graduations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_student_idx" ON "audit_log" USING btree ("student_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "campuses_institution_idx" ON "campuses" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "courses_graduation_idx" ON "courses" USING btree ("graduation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "graduations_registration_key_idx" ON "graduations" USING btree ("registration_key");--> statement-breakpoint
CREATE INDEX "graduations_institution_idx" ON "graduations" USING btree ("institution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_graduation_cpf_idx" ON "students" USING btree ("graduation_id","cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "students_graduation_email_idx" ON "students" USING btree ("graduation_id",lower("email"));--> statement-breakpoint
CREATE INDEX "students_email_idx" ON "students" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "students_graduation_idx" ON "students" USING btree ("graduation_id","surname");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_idx" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_student_idx" ON "users" USING btree ("student_id");