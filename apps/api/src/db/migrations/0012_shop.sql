CREATE TABLE "cart_cache" (
	"student_id" integer NOT NULL,
	"type" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_cache_student_id_type_pk" PRIMARY KEY("student_id","type")
);
--> statement-breakpoint
CREATE TABLE "complementary_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"relative" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measures" (
	"id" serial PRIMARY KEY NOT NULL,
	"graduation_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"complementary_count" integer DEFAULT 0 NOT NULL,
	"complementary_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measures_price_check" CHECK ("measures"."price_cents" >= 0 and "measures"."complementary_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"graduation_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"complementary_count" integer DEFAULT 0 NOT NULL,
	"image_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price_cents" >= 0 and "products"."complementary_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_cache" ADD CONSTRAINT "cart_cache_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complementary_choices" ADD CONSTRAINT "complementary_choices_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measures" ADD CONSTRAINT "measures_graduation_id_graduations_id_fk" FOREIGN KEY ("graduation_id") REFERENCES "public"."graduations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_graduation_id_graduations_id_fk" FOREIGN KEY ("graduation_id") REFERENCES "public"."graduations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complementary_choices_student_idx" ON "complementary_choices" USING btree ("student_id","kind","relative");--> statement-breakpoint
CREATE UNIQUE INDEX "measures_global_slug_idx" ON "measures" USING btree ("slug") WHERE "measures"."graduation_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "measures_graduation_slug_idx" ON "measures" USING btree ("graduation_id","slug") WHERE "measures"."graduation_id" is not null;--> statement-breakpoint
CREATE INDEX "products_graduation_idx" ON "products" USING btree ("graduation_id","position","id");